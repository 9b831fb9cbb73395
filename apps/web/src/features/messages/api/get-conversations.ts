import type { ConversationList } from '@inkwell/domain/conversations/conversation.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';

/** GET /api/conversations: one page of the caller's conversations, the most recently active first. */
export function getConversations(cursor: string | null, signal?: AbortSignal): Promise<ConversationList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<ConversationList>(`/conversations${query}`, { signal });
}

/** Keyed by the viewer, so a browser that changes hands never shows the last person's conversations. */
export const getConversationsQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.conversations(viewerId),
    queryFn: ({ pageParam, signal }) => getConversations(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of the conversation list; live events keep them up to date, else it is asked for every `pollMs`. */
export function useConversations(viewerId: string, pollMs: number | false = false) {
  return useInfiniteQuery({
    ...getConversationsQueryOptions(viewerId),
    refetchInterval: (query) => (query.state.error ? false : pollMs),
  });
}
