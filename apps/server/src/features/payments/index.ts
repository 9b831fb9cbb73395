/** The public face of the payments feature: its routes, and its part in completing an order (app.ts registers it on bids' bidCompletion). */
export { recordCompletion } from './completion.ts';
export { paymentsRoutes, type PaymentsRoutesOptions } from './payments.routes.ts';
