/** What other features use of reviews: the two review dialogs of the orders screen and a person's reviews. */
export { useUserReviews } from './api/get-user-reviews.ts';
export { CompleteOrderModal } from './components/complete-order-modal.tsx';
export { GigReviewModal } from './components/gig-review-modal.tsx';
