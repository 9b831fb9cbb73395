import type { Message } from '@inkwell/domain/messages/message.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { addMessage } from '../conversation-cache.ts';

/** POST /api/messages { conversationId, desc, files }: answers the stored message with its files (201). */
export function sendMessage(input: { conversationId: string; desc: string; files?: string[] }): Promise<Message> {
  return api<Message>('/messages', { method: 'POST', body: input });
}

/** Sends a message and shows it at once (the live event that follows is the same message, kept once). */
export function useSendMessage(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: (message) => addMessage(queryClient, viewerId, message),
  });
}
