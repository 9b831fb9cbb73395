/**
 * The public face of the assignments feature (docs/product.md#assignments): assignments that buyers
 * post with their brief and deadline, and the offers sellers send them. app.ts registers its routes
 * (with the sweeper that closes assignments past their deadline), its reader of the briefs' private
 * files and its place in the orphan sweep's registry of files held.
 */
export { assignmentsRoutes, type AssignmentsRoutesOptions } from './assignments.routes.ts';
export { assignmentFileReader, sweepPastDeadline } from './assignments.service.ts';
export { assignmentsHoldFile } from './assignments.repository.ts';
