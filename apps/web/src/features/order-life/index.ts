/**
 * An order's life on the web, from a bid to the money's last movement (docs/decisions/052): bidding/
 * (place, withdraw, decline, cancel before payment, approve), payment/ (pay, success), delivery/
 * (deliver, the delivered files and their originality) and orders/ (the order lists and the order
 * page, which take each step). The files inside import each other directly; what other features use
 * (the gig page's Place Bid, the bid counts, the Seller Hub's recent bids, the operator's dispute
 * desk, the notifications' links) comes from here. The router opens the pages of orders/ and payment/.
 */
export { getGigBidCountQueryOptions, useGigBidCount } from './bidding/api/get-gig-bid-count.ts';
export { useMyGigBid } from './bidding/api/get-my-gig-bid.ts';
export { useRecentBids } from './bidding/api/get-recent-bids.ts';
export { ActionDialog, PlaceBidModal } from './bidding/components/dialogs.ts';
export { EndBidActions } from './bidding/components/end-bid-actions.tsx';
export { orderPath } from './bidding/order-path.ts';
export { OriginalityEvidence } from './delivery/components/originality-evidence.tsx';
export { BriefSummary } from './orders/components/brief-summary.tsx';
export { YouEarn } from './orders/components/you-earn.tsx';
