import type { UserReviewList } from '@inkwell/domain/reviews/review.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reviewKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/user-reviews/{userId}: one page of the reviews sellers
 * wrote about this user, newest first, with the average and count.
 */
export function getUserReviews(userId: string, cursor: string | null, signal?: AbortSignal): Promise<UserReviewList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<UserReviewList>(`/user-reviews/${encodeURIComponent(userId)}${query}`, { signal });
}

export const getUserReviewsQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.user(userId),
    queryFn: ({ pageParam, signal }) => getUserReviews(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of a user's reviews; "Show more reviews" calls fetchNextPage while hasNextPage. */
export function useUserReviews(userId: string, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getUserReviewsQueryOptions(userId), enabled: options.enabled ?? true });
}
