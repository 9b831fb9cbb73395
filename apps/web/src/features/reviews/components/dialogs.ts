import { deferred } from '../../../components/deferred.tsx';

/**
 * The review dialog, loaded when first rendered (docs/decisions/032-lighthouse-and-images.md): its
 * form checks what is typed with the domain's zod schemas, which a gig's list of reviews never
 * needs. A closed dialog shows nothing, so nothing holds its place while the code loads.
 */
export const ReviewModal = deferred(
  async () => (await import('./review-modal.tsx')).ReviewModal,
  () => null,
);
