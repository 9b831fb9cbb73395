/**
 * Bids and orders: every /api/bids endpoint has its module in api/ (a bid is an order once
 * approved). Gigs, orders, reviews, payments and the Seller Hub use them from here.
 */
export { useApproveBid } from './api/approve-bid.ts';
export { useEndBid, type EndBidVariables } from './api/end-bid.ts';
export { getGigBidCountQueryOptions, useGigBidCount } from './api/get-gig-bid-count.ts';
export { useMyGigBid } from './api/get-my-gig-bid.ts';
export { useMyOrders } from './api/get-my-orders.ts';
export { useOwnerOrders } from './api/get-owner-orders.ts';
export { useRecentBids } from './api/get-recent-bids.ts';
export { ActionDialog, PlaceBidModal } from './components/dialogs.ts';
export { EndBidActions } from './components/end-bid-actions.tsx';
export { orderPath } from './order-path.ts';
