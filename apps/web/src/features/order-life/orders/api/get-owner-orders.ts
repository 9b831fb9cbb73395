import type { BidList } from '@inkwell/domain/bids/bid.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys } from '../../../../lib/query-keys.ts';
import type { OrderView } from './get-my-orders.ts';

/**
 * docs/product.md#order-life: GET /api/bids/owner/pending lists the bids on the seller's gigs that are pending,
 * approved or in progress (the Active tab); GET /api/bids/owner/completed the completed ones.
 */
const PATHS: Record<OrderView, string> = { active: '/bids/owner/pending', completed: '/bids/owner/completed' };

/** One page of the bids on the seller's gigs for a tab, with the cursor of the next page. */
export function getOwnerOrders(view: OrderView, cursor: string | null, signal?: AbortSignal): Promise<BidList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<BidList>(`${PATHS[view]}${query}`, { signal });
}

/** Keyed by the viewer too (a browser can change hands); distinct from the dashboard's limit=5 query. */
export const getOwnerOrdersQueryOptions = (view: OrderView, viewerId: string) =>
  infiniteQueryOptions({
    queryKey: bidKeys.ownerOrders(view, viewerId),
    queryFn: ({ pageParam, signal }) => getOwnerOrders(view, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useOwnerOrders(view: OrderView, viewerId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getOwnerOrdersQueryOptions(view, viewerId), enabled: options.enabled ?? true });
}
