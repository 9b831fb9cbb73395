import type { BidList } from '@inkwell/domain/bids/bid.schema';
import { RECENT_PENDING_BIDS_LIMIT } from '@inkwell/domain/limits';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys } from '../../../../lib/query-keys.ts';

/**
 * GET /api/bids/owner/pending?limit=5: the newest open bids on the caller's gigs (docs/product.md#order-life:
 * pending, approved or in progress), for the dashboard's "recent bids".
 */
export function getRecentBids(signal?: AbortSignal): Promise<BidList> {
  return api<BidList>(`/bids/owner/pending?limit=${RECENT_PENDING_BIDS_LIMIT}`, { signal });
}

export const getRecentBidsQueryOptions = () =>
  queryOptions({
    queryKey: bidKeys.recentPending(),
    queryFn: ({ signal }) => getRecentBids(signal),
  });

export function useRecentBids() {
  return useQuery(getRecentBidsQueryOptions());
}
