import { deferred } from '../../../../components/deferred.tsx';

/**
 * The bids' dialogs, loaded when first rendered (docs/decisions/032-lighthouse-and-images.md): their
 * forms check what is typed with the domain's zod schemas, which a visitor reading a gig never
 * needs. A closed dialog shows nothing, so nothing holds its place while the code loads.
 */
export const PlaceBidModal = deferred(
  async () => (await import('./place-bid-modal.tsx')).PlaceBidModal,
  () => null,
);
export const ActionDialog = deferred(
  async () => (await import('./action-dialog.tsx')).ActionDialog,
  () => null,
);
