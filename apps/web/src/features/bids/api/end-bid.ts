import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { bidKeys, gigKeys, orderKeys } from '../../../lib/query-keys.ts';

/**
 * Ending a bid before its work starts (docs/product.md#order-life): the buyer withdraws a pending
 * bid, the gig's owner declines one with a reason the buyer sees, and either side cancels an
 * approved bid that is not paid yet. Each answers the bid.
 */
export type EndBidVariables =
  | { kind: 'withdraw'; bidId: string }
  | { kind: 'decline'; bidId: string; reason: string }
  | { kind: 'cancel'; bidId: string };

export function endBid(variables: EndBidVariables): Promise<Bid> {
  const path = `/bids/${encodeURIComponent(variables.bidId)}/${variables.kind}`;
  return variables.kind === 'decline'
    ? api<Bid>(path, { method: 'POST', body: { reason: variables.reason } })
    : api<Bid>(path, { method: 'POST' });
}

/**
 * Withdraw, decline or cancel. Success or refusal (a refusal often means the page was out of date),
 * every bid list, the order pages and the gigs (a cancelled order makes its gig available again,
 * the seller's figures) are refreshed.
 */
export function useEndBid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endBid,
    onSettled: () =>
      Promise.all([bidKeys.all, orderKeys.all, gigKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
