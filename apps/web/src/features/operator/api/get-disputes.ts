import type { DisputeList } from '@inkwell/domain/orders/order.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/disputes: one page of the disputes waiting for a decision, the oldest first. */
export function getDisputes(cursor: string | null, signal?: AbortSignal): Promise<DisputeList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<DisputeList>(`/operator/disputes${query}`, { signal });
}

export const getDisputesQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: operatorKeys.disputes(viewerId),
    queryFn: ({ pageParam, signal }) => getDisputes(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of the queue; "Show more disputes" calls fetchNextPage while hasNextPage. */
export function useDisputes(viewerId: string) {
  return useInfiniteQuery(getDisputesQueryOptions(viewerId));
}
