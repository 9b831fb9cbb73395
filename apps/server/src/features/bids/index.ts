/**
 * The public face of the bids feature: its routes, the gig deletion's part that app.ts registers,
 * the order a payment is for, and moveBid, through which the orders feature moves an order.
 */
export { findBid, findBidView, markBidPaid, moveBid, settleBidsOfDeletedGig } from './bid-orders.service.ts';
export { bidsRoutes } from './bids.routes.ts';
export { bidFileReader, countGigBids, viewBid } from './bids.service.ts';
export type { BidRow, BidTransitionColumns, BidViewRow } from './bids.repository.ts';
export { refuseSellerLeavingWithOrders, settleBidsOfDeletedAccount } from './account-bids.service.ts';
