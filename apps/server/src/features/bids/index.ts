/**
 * The public face of the bids feature: its routes, the completion hook the payments feature takes
 * part in, the gig deletion's part that app.ts registers, and the order a payment is for.
 */
export { bidCompletion, findBid, findBidView, markBidPaid, settleBidsOfDeletedGig, type BidCompletion } from './bid-orders.service.ts';
export { bidsRoutes } from './bids.routes.ts';
export type { BidRow, BidViewRow } from './bids.repository.ts';
