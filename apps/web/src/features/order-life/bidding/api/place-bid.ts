import type { Bid, PlaceBidInput } from '@inkwell/domain/bids/bid.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client.ts';
import { bidKeys, gigKeys } from '../../../../lib/query-keys.ts';

/** POST /api/bids: answers the new bid (201), or a problem (401, 403, 404, 409, 400 per field). */
export function placeBid(input: PlaceBidInput): Promise<Bid> {
  return api<Bid>('/bids', { method: 'POST', body: input });
}

/**
 * Places the signed-in viewer's bid. On success the viewer's bid on the gig is known at once (the
 * button becomes "Pending approval") and every bid query (the gig's count, the viewer's lists) is
 * refreshed. A refusal that means the page is out of date (a bid already placed, the gig no longer
 * available) refreshes the viewer's bid or the gig, so the page shows why once the form is closed.
 */
export function usePlaceBid(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeBid,
    onSuccess: (bid) => {
      queryClient.setQueryData(bidKeys.myGigBid(bid.gigId, viewerId), bid);
      void queryClient.invalidateQueries({ queryKey: bidKeys.all });
    },
    onError: (error, input) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === 'BID_ALREADY_PLACED')
        void queryClient.invalidateQueries({ queryKey: bidKeys.myGigBids(input.gigId) });
      if (error.code === 'GIG_NOT_AVAILABLE')
        void queryClient.invalidateQueries({ queryKey: gigKeys.detail(input.gigId) });
    },
  });
}
