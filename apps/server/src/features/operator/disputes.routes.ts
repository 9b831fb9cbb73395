import { OperatorMessageList } from '@inkwell/domain/messages/message.schema';
import { DisputeList, DisputeListQuery, Order, ResolveDisputeInput } from '@inkwell/domain/orders/order.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { checkedByService } from '../../lib/validation.ts';
import { disputeMessages, listDisputes, resolveDispute, type Settlements } from '../order-life/index.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });
const OPERATORS = '401 for visitors, 403 OPERATOR_ONLY for anyone but an operator';

/**
 * The disputes waiting for an operator, the two people's messages, and
 * the decision (the order-life feature moves the order and the money).
 */
export const operatorDisputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = (): Settlements => ({
    db: app.db,
    config: app.config,
    gateway: app.paymentGateway,
    log: app.log,
  });

  app.get(
    '/operator/disputes',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          `The disputes waiting for a decision, the oldest first, ` +
          `a page at a time. ${OPERATORS}; 400 INVALID_CURSOR.`,
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
          "The messages between a disputed order's two people, with their " +
          'files, the newest page first (nextCursor: older ones); originalDesc: ' +
          'the text as written when contact details were masked from it. ' +
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
          'Decide a dispute: release (-> completed, escrow to the seller), ' +
          'refund (-> refunded, all to the buyer) or split (-> refunded, ' +
          'refundAmount dollars to the buyer, the rest to the seller). Answers the order as the operator sees it. ' +
          (`${OPERATORS}; 404 ORDER_NOT_FOUND when the order has no dispute; ` +
            `400 DISPUTE_REFUND_INVALID; 409 ORDER_WRONG_STATE once decided.`),
        params: BidParams,
        body: ResolveDisputeInput,
        response: { 200: Order, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolveDispute(settlements(), request.user, request.params.bidId, request.body as unknown),
  );
};
