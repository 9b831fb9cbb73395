import type { Conversation } from '@inkwell/domain/conversations/conversation.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';

/** GET /api/conversations/single/{id}: 404 CONVERSATION_NOT_FOUND when it does not exist or the caller is not in it. */
export function getConversation(id: string, signal?: AbortSignal): Promise<Conversation> {
  return api<Conversation>(`/conversations/single/${encodeURIComponent(id)}`, { signal });
}

export const getConversationQueryOptions = (viewerId: string, id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(viewerId, id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

/** One conversation; while the live stream is down it is asked for every `pollMs` (its read flags follow). */
export function useConversation(viewerId: string, id: string, pollMs: number | false = false) {
  return useQuery({
    ...getConversationQueryOptions(viewerId, id),
    refetchInterval: (query) => (query.state.error ? false : pollMs),
  });
}
