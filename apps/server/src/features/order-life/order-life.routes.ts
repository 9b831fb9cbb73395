import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancellationRoutes } from './cancellation/cancellation.routes.ts';
import { ordersRoutes } from './delivery/orders.routes.ts';
import { recordGatewayChargeback } from './disputes/chargebacks.service.ts';
import { disputesRoutes } from './disputes/disputes.routes.ts';
import { extensionsRoutes } from './extensions/extensions.routes.ts';
import { paymentsRoutes } from './payment/payments.routes.ts';
import { receiptRoutes } from './settlement/receipt.routes.ts';
import { startOrderTimers, type OrderTimersOptions } from './timers/order-timers.ts';

/**
 * Every /orders/* route, by the step it belongs to, and the order life's timers. The bids' own
 * routes (/bids/*, but the unpaid cancellation) are bidding/bids.routes.ts, registered by app.ts.
 */
export const orderLifeRoutes: FastifyPluginAsyncZod<OrderTimersOptions> = async (app, options) => {
  // Paying: POST /orders/create-payment-intent/{bidId}, PUT /orders,
  // and /payments/* (demo card, summary, Stripe's webhook).
  await app.register(paymentsRoutes, {
    onDispute: (payment, dispute) => recordGatewayChargeback(app.db, app.log, payment, dispute),
  });
  // The order, its delivery, revision and acceptance: GET
  // /orders/{bidId}, POST /orders/{bidId}/deliveries, /accept, /revision.
  await app.register(ordersRoutes);
  // Cancellation: POST /bids/{id}/cancel (approved, unpaid), POST
  // and DELETE /orders/{bidId}/cancellation, POST .../accept (paid).
  await app.register(cancellationRoutes);
  // More time: POST /orders/{bidId}/extension (the seller), .../extension/accept and /decline (the buyer).
  await app.register(extensionsRoutes);
  // Disputes: POST /orders/{bidId}/dispute; operators decide them through the operator feature.
  await app.register(disputesRoutes);
  // Papers: GET /orders/{bidId}/receipt, the order's receipt as a PDF for its buyer and seller.
  await app.register(receiptRoutes);
  startOrderTimers(app, options);
};
