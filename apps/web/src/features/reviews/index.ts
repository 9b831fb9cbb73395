/**
 * What other features use of reviews: the review dialog of the orders
 * screens, a person's reviews, a gig's reviews and the list they share.
 */
export { useUserReviews } from './api/get-user-reviews.ts';
export { ReviewModal } from './components/dialogs.ts';
export { getGigReviewsQueryOptions } from './api/get-gig-reviews.ts';
export { GigReviews } from './components/gig-reviews.tsx';
export { ReviewList, type Review } from './components/review-list.tsx';
