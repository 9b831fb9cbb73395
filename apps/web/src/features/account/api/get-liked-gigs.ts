import type { GigList } from '@inkwell/domain/gigs/gig.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

/** GET /api/gigs/liked: one page of the gigs the signed-in person liked, most recently liked first. */
export function getLikedGigs(cursor: string | null, signal?: AbortSignal): Promise<GigList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<GigList>(`/gigs/liked${query}`, { signal });
}

export const getLikedGigsQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: accountKeys.liked(viewerId),
    queryFn: ({ pageParam, signal }) => getLikedGigs(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useLikedGigs(viewerId: string) {
  return useInfiniteQuery(getLikedGigsQueryOptions(viewerId));
}
