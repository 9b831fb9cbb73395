import { Bid } from '@inkwell/domain/bids/bid.schema';
import { Order, ReasonInput } from '@inkwell/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../lib/auth/guard.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import { checkedByService } from '../../../lib/validation.ts';
import type { Settlements } from '../settlement/settlements.context.ts';
import { acceptCancellation, requestCancellation, withdrawCancellation } from './cancellations.service.ts';
import { cancelUnpaidBid } from './unpaid.service.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });
const IdParams = z.object({ id: z.string().max(100) });

const WHO = "401 for visitors, 404 ORDER_NOT_FOUND for anyone but the order's two people";

/**
 * An order's cancellation: POST /bids/{id}/cancel for an approved order not yet paid (its payment
 * timer starts in timers/order-timers.ts), /orders/{bidId}/cancellation for a paid one, by agreement
 * or because it is late.
 */
export const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = (): Settlements => ({
    db: app.db,
    config: app.config,
    gateway: app.paymentGateway,
    log: app.log,
  });

  app.post(
    '/bids/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bids'],
        summary:
          'Cancel an approved, unpaid order (either side; approved -> ' +
          'cancelled): the open payment intent is given up and the gig is ' +
          ('available again. Answers the bid. 401; 404 BID_NOT_FOUND for ' +
            'anyone but its two people; 409 ORDER_WRONG_STATE from any other ') +
          'state, PAYMENT_PROCESSING while a payment is being processed.',
        params: IdParams,
        response: { 200: Bid, ...problemResponses(401, 404, 409) },
      },
    },
    async (request) => cancelUnpaidBid(settlements(), request.user, request.params.id),
  );

  app.post(
    '/orders/:bidId/cancellation',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['orders'],
        summary:
          'Ask to cancel a paid order (either side; in_progress or delivered) ' +
          'with a reason; the other side accepts or the asker withdraws. ' +
          ('A buyer whose order is more than 24 hours late with nothing ' +
            'delivered cancels at once (-> refunded, a full refund). ') +
          `${WHO}; 409 ORDER_NOT_PAID, ORDER_WRONG_STATE or ORDER_CANCELLATION_OPEN; 400 for the reason.`,
        params: BidParams,
        body: ReasonInput,
        response: { 200: Order, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) => requestCancellation(settlements(), request.user, request.params.bidId, request.body as unknown),
  );

  app.post(
    '/orders/:bidId/cancellation/accept',
    {
      onRequest: signedIn,
      schema: {
        tags: ['orders'],
        summary:
          "Accept the other side's cancellation request: the order is refunded " +
          '(a full refund to the buyer) and the gig is available again. ' +
          (`${WHO}; 403 ORDER_OWN_CANCELLATION for the asker; 409 ORDER_NOT_PAID, or ` +
            `ORDER_NO_CANCELLATION when none is open (a finished or disputed order's request is closed).`),
        params: BidParams,
        response: { 200: Order, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => acceptCancellation(settlements(), request.user, request.params.bidId),
  );

  app.delete(
    '/orders/:bidId/cancellation',
    {
      onRequest: signedIn,
      schema: {
        tags: ['orders'],
        summary:
          `Withdraw one's own open cancellation request. ${WHO}; 409 ORDER_NO_CANCELLATION when the ` +
          `caller has none open (the step that finished or disputed the order closed it).`,
        params: BidParams,
        response: { 200: Order, ...problemResponses(401, 404, 409) },
      },
    },
    async (request) => withdrawCancellation(settlements(), request.user, request.params.bidId),
  );
};
