import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { api } from '../../../lib/api-client.ts';

/** POST /api/conversations { to }: answers the existing conversation (200) or the one it creates (201). */
export function startConversation(to: string): Promise<Conversation> {
  return api<Conversation>('/conversations', { method: 'POST', body: { to } });
}
