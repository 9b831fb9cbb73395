/**
 * The public face of the reports feature (issue 17, decision 040): reports of gigs, profiles and
 * messages, the operators' queue at /operator, their actions (dismiss, hide a gig, suspend an
 * account) and the audit log. It sits on top of gigs, users, audit (and reads messages for operators).
 */
export { reportsRoutes } from './reports.routes.ts';
