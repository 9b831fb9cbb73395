/**
 * The public face of the order-life feature: everything from a bid to the money's last movement
 * (docs/product.md#order-life). Each step lives in a folder of its own and its files import each
 * other directly; other features and app.ts see only this file.
 *
 * - bidding/: placing, approving, declining and withdrawing bids, a bid's brief files, the bid count
 *   of a gig, and the bids' part of deleting a gig or an account (app.ts registers those hooks);
 * - payment/: paying an approved bid (intent, confirmation, demo card, Stripe's webhook), the escrow, refunds;
 * - delivery/: the order as its people see it, delivery, revision, acceptance, the timeline;
 * - settlement/, cancellation/, disputes/: the order's other ends (unpaid and paid cancellation,
 *   disputes and their decision);
 * - timers/: the clocks (payments still processing, refunds to send, acceptance, unpaid orders).
 *
 * order-life.routes.ts registers every /orders/* route step by step, with the timers. The operator
 * feature's routes list and decide disputes through listDisputes, disputeMessages and resolveDispute,
 * and record (the demo's control) and decide chargebacks through recordDemoChargeback and resolveChargeback.
 * The originality check reads the deliveries through deliveryReadModel, and the files' orphan sweep
 * asks orderLifeHoldsFile; its part of a person's data export is ordersExportPart (app.ts registers
 * all three).
 * The payouts feature reads an order's succeeded payment (orderPaymentOf) to transfer the seller's
 * share from its charge with Stripe Connect.
 */
export { refuseSellerLeavingWithOrders, settleBidsOfDeletedAccount } from './bidding/account-bids.service.ts';
export { settleBidsOfDeletedGig } from './bidding/bid-orders.service.ts';
export { bidsRoutes } from './bidding/bids.routes.ts';
export { bidFileReader, countGigBids } from './bidding/bids.service.ts';
/** The Seller Hub's figures (the stats feature): what a seller will earn of the money held for them. */
export { heldEarningsCentsOf, type EarningsConfig } from './bidding/seller-earnings.ts';
export { deliveryReadModel } from './delivery/delivery-read-model.ts';
export { orderLifeHoldsFile } from './delivery/file-uses.ts';
export { ordersExportPart } from './delivery/orders-export.ts';
export { orderFileReader } from './delivery/order-files.ts';
export { chargebackFigures, recordDemoChargeback, resolveChargeback } from './disputes/chargebacks.service.ts';
export { disputeMessages, listDisputes, operatorFileReader, resolveDispute } from './disputes/disputes.service.ts';
export { gigOfOrder } from './bidding/order-gig.ts';
export { gigTitlesOfOrders } from './bidding/order-gig-titles.ts';
export { orderLifeRoutes } from './order-life.routes.ts';
export { orderPaymentOf } from './payment/order-payment.ts';
export type { Settlements } from './settlement/settlements.context.ts';
export type {
  AcceptanceTimerOptions,
  OrderTimersOptions,
  PaymentTimersOptions,
  UnpaidTimerOptions,
} from './timers/order-timers.ts';
export {
  activeOrdersCount,
  activeOrdersCountAt,
  lastCompletedOrderMs,
  orderBacklogColumns,
  sellerOrderIds,
} from './order-figures.ts';
