import { ApiError } from '../../lib/api-client.ts';
import { serverDetail } from '../../lib/server-message.ts';
import { OpenConversationError } from './use-open-conversation.ts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Refusals said in the reader's language (keys errors.<code> of messages.json); others keep the server's text. */
const KNOWN_CODES = [
  'CONVERSATION_NOT_FOUND',
  'CONVERSATION_NOT_ALLOWED',
  'CONVERSATION_WITH_SELF',
  'USER_NOT_FOUND',
  'MESSAGE_EMPTY',
  'MESSAGE_TOO_LONG',
  'TOO_MANY_MESSAGES',
];

function known(t: Translate, error: unknown): string | undefined {
  if (error instanceof ApiError && KNOWN_CODES.includes(error.code)) return t(`errors.${error.code}`);
  return serverDetail(error);
}

/** SPEC.md section 8: a message that could not be sent says the server's text, else "You cannot message this user". */
export function sendFailure(t: Translate, error: unknown): string {
  return known(t, error) ?? t('errors.sendFallback');
}

/** SPEC.md section 8: opening a conversation says the server's text, else Failed to open / start conversation. */
export function openFailure(t: Translate, error: unknown): string {
  if (error instanceof OpenConversationError) return known(t, error.cause) ?? t(error.step === 'open' ? 'errors.openFallback' : 'errors.startFallback');
  return known(t, error) ?? t('errors.openFallback');
}
