/**
 * The public face of the reports feature (decision 040): reports of gigs, profiles and messages
 * (POST /reports), and what operators do with them, which the operator feature's routes call: the
 * queue, a report's case, their actions (dismiss, hide a gig, suspend an account) and the audit log.
 * It sits on top of gigs, users, audit (and reads messages for operators).
 */
export { dismissReport, hideGig, suspend, unhideGig, unsuspend } from './operator-actions.service.ts';
export { auditLog, reportCase, reportQueue } from './operator-reports.service.ts';
export { reportsRoutes } from './reports.routes.ts';
