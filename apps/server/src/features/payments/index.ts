/**
 * The public face of the payments feature: its routes, and the money of an order's end (the
 * orders and settlements features call it): releasing escrow to the seller, refunding it to the
 * buyer in the decision's transaction, then sending the refund once it has committed.
 */
export { releaseEscrow } from './completion.ts';
export { paymentsRoutes, type PaymentsRoutesOptions } from './payments.routes.ts';
export { refundEscrow, sendRefund, type RefundSender } from './refunds.ts';
export { abandonIntent, cancelOpenPayment, type AbandonedIntent } from './cancellation.ts';
