import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys } from '../../../../lib/query-keys.ts';

/** GET /api/bids/gig/{gigId}/count: how many bids a gig has. */
export function getGigBidCount(gigId: string, signal?: AbortSignal): Promise<{ count: number }> {
  return api<{ count: number }>(`/bids/gig/${encodeURIComponent(gigId)}/count`, { signal });
}

/** docs/product.md#user-facing-sentences: a count that cannot be loaded shows as 0 (no error state, no retries). */
export const getGigBidCountQueryOptions = (gigId: string) =>
  queryOptions({
    queryKey: bidKeys.gigCount(gigId),
    queryFn: async ({ signal }) => {
      try {
        const { count } = await getGigBidCount(gigId, signal);
        return Number.isFinite(count) ? count : 0;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') throw error;
        return 0;
      }
    },
    retry: false,
    staleTime: 30_000,
  });

export function useGigBidCount(gigId: string) {
  return useQuery(getGigBidCountQueryOptions(gigId));
}
