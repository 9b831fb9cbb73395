import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys, gigKeys, orderKeys } from '../../../../lib/query-keys.ts';

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
 * Refreshes every bid list, the order pages and the gigs (a cancelled
 * order makes its gig available again, the seller's figures).
 */
export function useRefreshAfterEnd() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [bidKeys.all, orderKeys.all, gigKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/**
 * Withdraw, decline or cancel; a success refreshes the lists at once. A refusal (often a page out of
 * date) leaves them for the caller to refresh with useRefreshAfterEnd once its sentence has been read:
 * a refreshed list may no longer hold the bid, and its card and dialog would go with it.
 */
export function useEndBid() {
  const refresh = useRefreshAfterEnd();
  return useMutation({ mutationFn: endBid, onSuccess: refresh });
}
