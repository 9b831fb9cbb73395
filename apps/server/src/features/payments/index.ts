/** The public face of the payments feature: its routes, and the money of an order's end (the orders feature calls it). */
export { releaseEscrow } from './completion.ts';
export { paymentsRoutes, type PaymentsRoutesOptions } from './payments.routes.ts';
