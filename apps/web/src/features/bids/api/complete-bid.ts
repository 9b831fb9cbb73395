import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { BuyerReviewFields } from '@inkwell/domain/reviews/review.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bidKeys, gigKeys, profileKeys, reviewKeys } from '../../../lib/query-keys.ts';

export interface CompleteBidVariables {
  bidId: string;
  /** The owner's review of the buyer, as BuyerReviewFields parsed it (an empty comment is already "-"). */
  review: BuyerReviewFields;
}

/**
 * POST /api/bids/complete/{bidId} with the owner's review of the buyer { stars, satisfaction, comment }:
 * the order and the gig become completed and the review is stored, in one transaction.
 */
export function completeBid({ bidId, review }: CompleteBidVariables): Promise<Bid> {
  return api<Bid>(`/bids/complete/${encodeURIComponent(bidId)}`, { method: 'POST', body: { ...review } });
}

/**
 * Completes an order with the review. Afterwards (and after a refusal, which may mean the page was
 * out of date) the bid lists, the gigs (status, sales, the seller's figures), the reviews and the
 * profiles' facts (last delivery) are refreshed.
 */
export function useCompleteBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeBid,
    onSettled: () =>
      Promise.all(
        [bidKeys.all, gigKeys.all, reviewKeys.all, profileKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
