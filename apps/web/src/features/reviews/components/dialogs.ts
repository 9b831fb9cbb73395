import { deferred } from '../../../components/deferred.tsx';

/**
 * The two review dialogs, loaded when first rendered (docs/decisions/032-lighthouse-and-images.md):
 * their forms check what is typed with the domain's zod schemas, which a gig's list of reviews never
 * needs. A closed dialog shows nothing, so nothing holds its place while the code loads.
 */
export const BuyerReviewModal = deferred(async () => (await import('./buyer-review-modal.tsx')).BuyerReviewModal, () => null);
export const GigReviewModal = deferred(async () => (await import('./gig-review-modal.tsx')).GigReviewModal, () => null);
