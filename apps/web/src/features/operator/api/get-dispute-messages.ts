import type { OperatorMessageList } from '@inkwell/domain/messages/message.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/operator/disputes/{bidId}/messages: a page of the two people's messages with
 * their files (and each text as written when contact details were hidden), the newest first.
 */
export function getDisputeMessages(
  bidId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<OperatorMessageList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<OperatorMessageList>(`/operator/disputes/${encodeURIComponent(bidId)}/messages${query}`, { signal });
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
