import type { UserReview, UserReviewInput } from '@inkwell/domain/reviews/review.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bidKeys, profileKeys, reviewKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/user-reviews {bidId, stars, satisfaction, comment}: the seller's review of the buyer of a
 * completed order (once per order); the "client reviews" of the buyer's profile. Answers the stored review (201).
 */
export function postUserReview(input: UserReviewInput): Promise<UserReview> {
  return api<UserReview>('/user-reviews', { method: 'POST', body: { ...input } });
}

/** Sends the seller's review; then the orders (hasUserReview), the reviews and the profiles are refreshed. */
export function usePostUserReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUserReview,
    onSettled: () =>
      Promise.all(
        [bidKeys.all, reviewKeys.all, profileKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
