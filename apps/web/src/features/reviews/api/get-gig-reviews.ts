import type { GigReviewList } from '@inkwell/domain/reviews/review.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/gig-reviews/gig/{gigId}: one page of the buyers'
 * reviews of this gig, newest first, with the average and count.
 */
export function getGigReviews(gigId: string, cursor: string | null, signal?: AbortSignal): Promise<GigReviewList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<GigReviewList>(`/gig-reviews/gig/${encodeURIComponent(gigId)}${query}`, { signal });
}

export const getGigReviewsQueryOptions = (gigId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.gig(gigId),
    queryFn: ({ pageParam, signal }) => getGigReviews(gigId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of a gig's reviews; "Show more reviews" calls fetchNextPage while hasNextPage. */
export function useGigReviews(gigId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getGigReviewsQueryOptions(gigId), enabled: options.enabled ?? true });
}
