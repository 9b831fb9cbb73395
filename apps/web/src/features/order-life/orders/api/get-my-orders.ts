import type { BidList, MyBidView } from '@inkwell/domain/bids/bid.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys } from '../../../../lib/query-keys.ts';

/** The two lists of orders (the Orders tabs): GET /api/bids/me?view=, and the owner's pending and completed lists. */
export type OrderView = Exclude<MyBidView, 'all'>;

/** GET /api/bids/me?view=active|completed: one page of the buyer's own bids, newest first. */
export function getMyOrders(view: OrderView, cursor: string | null, signal?: AbortSignal): Promise<BidList> {
  const params = new URLSearchParams({ view });
  if (cursor) params.set('cursor', cursor);
  return api<BidList>(`/bids/me?${params.toString()}`, { signal });
}

/** Keyed by the viewer too, so one browser's cache never shows a buyer's orders to the next person who signs in. */
export const getMyOrdersQueryOptions = (view: OrderView, viewerId: string) =>
  infiniteQueryOptions({
    queryKey: bidKeys.myOrders(view, viewerId),
    queryFn: ({ pageParam, signal }) => getMyOrders(view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of the buyer's orders on one tab; "Load more" calls fetchNextPage while hasNextPage. */
export function useMyOrders(view: OrderView, viewerId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getMyOrdersQueryOptions(view, viewerId), enabled: options.enabled ?? true });
}
