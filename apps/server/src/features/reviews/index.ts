/** The public face of the reviews feature: its routes, and the buyer's review that a completion checks, writes and announces (bids). */
export { reviewsRoutes } from './reviews.routes.ts';
export { findBuyerReview, hasBuyerReview, reviewReceived, writeBuyerReview } from './reviews.service.ts';
