import { Order, ReasonInput } from '@inkwell/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../lib/auth/guard.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import { checkedByService } from '../../../lib/validation.ts';
import type { Settlements } from '../settlement/settlements.context.ts';
import { openDispute } from './disputes.service.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });

const WHO = "401 for visitors, 404 ORDER_NOT_FOUND for anyone but the order's two people";

/** Opening a dispute (either side of a paid order); operators list and decide them through the operator feature. */
export const disputesRoutes: FastifyPluginAsyncZod = async (app) => {
  const settlements = (): Settlements => ({
    db: app.db,
    config: app.config,
    gateway: app.paymentGateway,
    log: app.log,
  });

  app.post(
    '/orders/:bidId/dispute',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['orders'],
        summary:
          'Open a dispute (either side of a paid order that is not completed; ' +
          'in_progress or delivered -> disputed) with a reason; an ' +
          `operator decides it. ${WHO}; 409 ORDER_NOT_PAID or ORDER_WRONG_STATE; 400 for the reason.`,
        params: BidParams,
        body: ReasonInput,
        response: { 200: Order, ...problemResponses(400, 401, 404, 409) },
      },
    },
    async (request) => openDispute(settlements(), request.user, request.params.bidId, request.body as unknown),
  );
};
