import type { MessageList } from '@inkwell/domain/messages/message.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/disputes/{bidId}/messages: a page of the two people's messages with their files, the newest first. */
export function getDisputeMessages(bidId: string, cursor: string | null, signal?: AbortSignal): Promise<MessageList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<MessageList>(`/operator/disputes/${encodeURIComponent(bidId)}/messages${query}`, { signal });
}

export const getDisputeMessagesQueryOptions = (viewerId: string, bidId: string) =>
  infiniteQueryOptions({
    queryKey: operatorKeys.messages(viewerId, bidId),
    queryFn: ({ pageParam, signal }) => getDisputeMessages(bidId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of the conversation; "Show older messages" calls fetchNextPage while hasNextPage. */
export function useDisputeMessages(viewerId: string, bidId: string) {
  return useInfiniteQuery(getDisputeMessagesQueryOptions(viewerId, bidId));
}
