import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client.ts';
import { bidKeys } from '../../../../lib/query-keys.ts';

/** GET /api/bids/my/gig/{gigId}: the caller's bid on the gig, or null when they have none (the API's 404). */
export async function getMyGigBid(gigId: string, signal?: AbortSignal): Promise<Bid | null> {
  try {
    return await api<Bid>(`/bids/my/gig/${encodeURIComponent(gigId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Keyed by the viewer too, so one browser's cache never shows a bid to the next person who signs in. */
export const getMyGigBidQueryOptions = (gigId: string, viewerId: string) =>
  queryOptions({
    queryKey: bidKeys.myGigBid(gigId, viewerId),
    queryFn: ({ signal }) => getMyGigBid(gigId, signal),
    staleTime: 30_000,
  });

/** Ask only for a signed-in buyer (`enabled`); visitors and sellers have no bid to look up. */
export function useMyGigBid(gigId: string, viewerId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyGigBidQueryOptions(gigId, viewerId), enabled: options.enabled ?? true });
}
