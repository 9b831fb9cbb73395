import { Bid } from '@inkwell/domain/bids/bid.schema';
import { OperatorMessageList } from '@inkwell/domain/messages/message.schema';
import { DisputeList, DisputeListQuery, Order, ReasonInput, ResolveDisputeInput } from '@inkwell/domain/orders/order.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../lib/auth/guard.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import { startSweeper } from '../../../lib/sweeper.ts';
import { checkedByService } from '../../../lib/validation.ts';
import { acceptCancellation, requestCancellation, withdrawCancellation } from '../cancellation/cancellations.service.ts';
import { disputeMessages, listDisputes, openDispute, resolveDispute } from '../disputes/disputes.service.ts';
import type { Settlements } from './settlements.context.ts';
import { cancelUnpaidBid, sweepUnpaid } from '../cancellation/unpaid.service.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });
const IdParams = z.object({ id: z.string().max(100) });

export interface SettlementsRoutesOptions {
  /** How often this process looks for approved orders whose payment time is over (ms); 0 turns the timer off. */
  timerMs?: number;
}

export const SETTLEMENT_TIMER_MS = 30_000;

const WHO = '401 for visitors, 404 ORDER_NOT_FOUND for anyone but the order\'s two people';
const OPERATORS = '401 for visitors, 403 OPERATOR_ONLY for anyone but an operator';

export const settlementsRoutes: FastifyPluginAsyncZod<SettlementsRoutesOptions> = async (app, options) => {
  const settlements = (): Settlements => ({ db: app.db, config: app.config, gateway: app.paymentGateway, log: app.log });

  app.post(
    '/bids/:id/cancel',
    {
      onRequest: signedIn,
      schema: {
        tags: ['bids'],
        summary:
          'Cancel an approved, unpaid order (either side; approved -> cancelled): the open payment intent is given up and the gig is ' +
          'available again. Answers the bid. 401; 404 BID_NOT_FOUND for anyone but its two people; 409 ORDER_WRONG_STATE from any other ' +
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
          'Ask to cancel a paid order (either side; in_progress or delivered) with a reason; the other side accepts or the asker withdraws. ' +
          'A buyer whose order is more than 24 hours late with nothing delivered cancels at once (-> refunded, a full refund). ' +
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
          'Accept the other side\'s cancellation request: the order is refunded (a full refund to the buyer) and the gig is available again. ' +
          `${WHO}; 403 ORDER_OWN_CANCELLATION for the asker; 409 ORDER_NO_CANCELLATION, ORDER_NOT_PAID or ORDER_WRONG_STATE.`,
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
        summary: `Withdraw one's own open cancellation request. ${WHO}; 409 ORDER_NO_CANCELLATION when the caller has none open.`,
        params: BidParams,
        response: { 200: Order, ...problemResponses(401, 404, 409) },
      },
    },
    async (request) => withdrawCancellation(settlements(), request.user, request.params.bidId),
  );

  app.post(
    '/orders/:bidId/dispute',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['orders'],
        summary:
          'Open a dispute (either side of a paid order that is not completed; in_progress or delivered -> disputed) with a reason; an ' +
          `operator decides it. ${WHO}; 409 ORDER_NOT_PAID or ORDER_WRONG_STATE; 400 for the reason.`,
        params: BidParams,
        body: ReasonInput,
        response: { 200: Order, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) => openDispute(settlements(), request.user, request.params.bidId, request.body as unknown),
  );

  app.get(
    '/operator/disputes',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary: `The disputes waiting for a decision, the oldest first, a page at a time. ${OPERATORS}; 400 INVALID_CURSOR.`,
        querystring: DisputeListQuery,
        response: { 200: DisputeList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => listDisputes(app.db, request.user, request.query),
  );

  app.get(
    '/operator/disputes/:bidId/messages',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          'The messages between a disputed order\'s two people, with their files, the newest page first (nextCursor: older ones); originalDesc: the text as written when contact details were masked from it. ' +
          `${OPERATORS}; 404 ORDER_NOT_FOUND when the order has no dispute; 400 INVALID_CURSOR.`,
        params: BidParams,
        querystring: PageQuery,
        response: { 200: OperatorMessageList, ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request) => disputeMessages(app.db, request.user, request.params.bidId, request.query),
  );

  app.post(
    '/operator/disputes/:bidId/resolve',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          'Decide a dispute: release (-> completed, escrow to the seller), refund (-> refunded, all to the buyer) or split (-> refunded, ' +
          'refundAmount dollars to the buyer, the rest to the seller). Answers the order as the operator sees it. ' +
          `${OPERATORS}; 404 ORDER_NOT_FOUND when the order has no dispute; 400 DISPUTE_REFUND_INVALID; 409 ORDER_WRONG_STATE once decided.`,
        params: BidParams,
        body: ResolveDisputeInput,
        response: { 200: Order, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolveDispute(settlements(), request.user, request.params.bidId, request.body as unknown),
  );

  startSweeper(app, 'cancelling approved orders left unpaid', options.timerMs ?? SETTLEMENT_TIMER_MS, () => sweepUnpaid(settlements()));
};
