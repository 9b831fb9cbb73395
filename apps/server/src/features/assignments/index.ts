/**
 * The public face of the assignments feature (docs/product.md#assignments): assignments that buyers
 * post with their brief and deadline, and the offers sellers send them. app.ts registers its routes
 * (with the sweeper that closes assignments past their deadline), its reader of the briefs' private
 * files, its place in the orphan sweep's registry of files held, its part of a person's data export
 * and the settling of a deleted account's assignments and offers and of a former seller's offers.
 */
export { assignmentsRoutes, type AssignmentsRoutesOptions } from './assignments.routes.ts';
export { assignmentFileReader, sweepPastDeadline } from './assignments.service.ts';
export { assignmentsHoldFile } from './assignments.repository.ts';
export {
  assignmentsExportPart,
  settleAssignmentsOfDeletedAccount,
  withdrawOffersOfFormerSeller,
} from './assignment-accounts.ts';
