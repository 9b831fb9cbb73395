import { conversationIdOf } from '@inkwell/domain/conversations/conversation.rules';
import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { messageKeys } from '../../lib/query-keys.ts';
import { getConversation } from './api/get-conversation.ts';
import { startConversation } from './api/start-conversation.ts';
import { chatPath, type MessagesArea } from './message-paths.ts';

/**
 * Which step failed, for the sentences of docs/product.md#user-facing-sentences
 * (Failed to open conversation / Failed to start conversation).
 */
export class OpenConversationError extends Error {
  readonly step: 'open' | 'start';

  constructor(step: 'open' | 'start', cause: unknown) {
    super(step === 'open' ? 'Failed to open conversation' : 'Failed to start conversation', { cause });
    this.name = 'OpenConversationError';
    this.step = step;
  }
}

/**
 * docs/product.md#messages: the conversation with someone has a known id (the two user ids sorted and joined),
 * so it is asked for first; a 404 means there is none yet, and POST /conversations { to } starts it.
 */
export async function openConversation(viewerId: string, otherId: string): Promise<Conversation> {
  try {
    return await getConversation(conversationIdOf(viewerId, otherId));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw new OpenConversationError('open', error);
  }
  try {
    return await startConversation(otherId);
  } catch (error) {
    throw new OpenConversationError('start', error);
  }
}

/** Contact Seller and Message bidder: open (or start) the conversation with `otherId`, then go to the chat. */
export function useOpenConversation(viewerId: string | null, area: MessagesArea) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (otherId: string) => {
      if (!viewerId) throw new OpenConversationError('open', new Error('Not signed in'));
      return openConversation(viewerId, otherId);
    },
    onSuccess: async (conversation) => {
      if (viewerId) queryClient.setQueryData(messageKeys.conversation(viewerId, conversation._id), conversation);
      await navigate(chatPath(area, conversation._id));
    },
  });
}
