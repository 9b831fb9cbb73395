import {
  Chargeback,
  ChargebackInput,
  OperatorFinance,
  ResolveChargebackInput,
} from '@inkwell/domain/payments/chargeback.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { checkedByService } from '../../lib/validation.ts';
import { recordDemoChargeback, resolveChargeback } from '../order-life/index.ts';
import { operatorFinance } from './finance.service.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });
const OPERATORS = '401 for visitors, 403 OPERATOR_ONLY for anyone but an operator';

/**
 * The operators' money (decision 058): the ledger's sums, the demo gateway's chargeback control, and
 * the decision on a seller's share held by a chargeback (the order-life feature moves the money).
 */
export const operatorFinanceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/finance',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          "The platform's money from the ledger (dollars): escrow held, sellers' pending, available, in flight " +
          'and paid out, fees earned, failed payouts, chargebacks (count, held, recorded against the platform) ' +
          `and the chargebacks waiting for a decision. ${OPERATORS}.`,
        response: { 200: OperatorFinance, ...problemResponses(401, 403) },
      },
    },
    async (request) => operatorFinance(app.db, request.user),
  );

  app.post(
    '/operator/orders/:bidId/chargeback',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          "The demo gateway's card dispute on a paid order: in escrow the order is disputed; released and " +
          "still clearing, the seller's share is held; cleared, the platform pays. " +
          `${OPERATORS}; 404 with the Stripe gateway (Stripe reports its own) and ORDER_NOT_FOUND; 400 for the ` +
          'reason; 409 ORDER_NOT_PAID, CHARGEBACK_EXISTS, CHARGEBACK_NOTHING_PAID.',
        params: BidParams,
        body: ChargebackInput,
        response: { 201: Chargeback, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const chargeback = await recordDemoChargeback(
        app.db,
        app.paymentGateway,
        request.user,
        request.params.bidId,
        request.body as unknown,
      );
      return reply.code(201).send(chargeback);
    },
  );

  app.post(
    '/operator/chargebacks/:bidId/resolve',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          "Decide a chargeback that holds a seller's share: seller (back to pending, it clears as usual) or " +
          "buyer (the share and the platform's fee to the buyer, as the card network kept the money). " +
          `${OPERATORS}; 404 ORDER_NOT_FOUND when no chargeback holds the order's money; 400 for the outcome; ` +
          '409 ORDER_WRONG_STATE once decided.',
        params: BidParams,
        body: ResolveChargebackInput,
        response: { 200: Chargeback, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => resolveChargeback(app.db, request.user, request.params.bidId, request.body as unknown),
  );
};
