import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { putConversation } from '../conversation-cache.ts';

/** PUT /api/conversations/{id}: marks it read for the caller (and its message notification). */
export function markConversationRead(id: string): Promise<Conversation> {
  return api<Conversation>(`/conversations/${encodeURIComponent(id)}`, { method: 'PUT' });
}

/** Marks a conversation read and shows it read at once in the list and the chat. */
export function useMarkConversationRead(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: (conversation) => putConversation(queryClient, viewerId, conversation, { moveToTop: false }),
  });
}
