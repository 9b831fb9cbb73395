/** The public face of the reviews feature: its routes (both reviews of a completed order, and the lists of reviews). */
export { reviewsRoutes } from './reviews.routes.ts';
export { listGigReviewsOfGig } from './reviews.service.ts';
