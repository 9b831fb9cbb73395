/**
 * The public face of the reviews feature: its routes (both reviews of a completed order, and the
 * lists of reviews), and its part of a person's data export (app.ts registers it).
 */
export { reviewsRoutes } from './reviews.routes.ts';
export { reviewsExportPart } from './reviews-export.ts';
export { listGigReviewsOfGig } from './reviews.service.ts';
export { reviewFlagsOf } from './review-flags.ts';
