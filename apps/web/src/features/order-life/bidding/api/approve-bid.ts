import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys, gigKeys } from '../../../../lib/query-keys.ts';

/**
 * POST /api/bids/approve/{bidId} (the gig's owner): answers the approved bid. The gig becomes in
 * progress and its other pending bids are cancelled in the same transaction.
 */
export function approveBid(bidId: string): Promise<Bid> {
  return api<Bid>(`/bids/approve/${encodeURIComponent(bidId)}`, { method: 'POST' });
}

/**
 * Approves a bid. Success or refusal, every bid list is refreshed (other bids changed too, or the
 * page was out of date), and so are the gigs (the gig's status, the seller's figures).
 */
export function useApproveBid() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bidKeys.all }),
      queryClient.invalidateQueries({ queryKey: gigKeys.all }),
    ]);
  return useMutation({ mutationFn: approveBid, onSettled: refresh });
}
