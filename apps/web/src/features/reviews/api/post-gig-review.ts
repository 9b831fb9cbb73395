import type { GigReview, GigReviewInput } from '@inkwell/domain/reviews/review.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bidKeys, gigKeys, reviewKeys } from '../../../lib/query-keys.ts';

/**
 * POST /api/gig-reviews {bidId, stars, comment}: the buyer's review of the gig of a completed order
 * (once per bid); it adds to the gig's stars. Answers the stored review (201).
 */
export function postGigReview(input: GigReviewInput): Promise<GigReview> {
  return api<GigReview>('/gig-reviews', { method: 'POST', body: { ...input } });
}

/** Sends the buyer's review; then the orders (hasGigReview), the gigs (their stars) and the reviews are refreshed. */
export function usePostGigReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postGigReview,
    onSettled: () =>
      Promise.all(
        [bidKeys.all, gigKeys.all, reviewKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
