import type { GigReviewList } from '@inkwell/domain/reviews/review.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/gig-reviews/seller/{userId}: one page of the reviews
 * buyers wrote about this seller's gigs, with the average and count.
 */
export function getSellerGigReviews(
  userId: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<GigReviewList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<GigReviewList>(`/gig-reviews/seller/${encodeURIComponent(userId)}${query}`, { signal });
}

export const getSellerGigReviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.seller(userId),
    queryFn: ({ pageParam, signal }) => getSellerGigReviews(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useSellerGigReviews(userId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getSellerGigReviewsQueryOptions(userId), enabled: options.enabled ?? true });
}
