import { ExtensionInput, Order } from '@inkwell/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../lib/auth/guard.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import { checkedByService } from '../../../lib/validation.ts';
import { answerExtension, requestExtension } from './extensions.service.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });

const WHO = "401 for visitors, 404 ORDER_NOT_FOUND for anyone but the order's two people";

/** More time for the work: the seller asks to move the due instant, the buyer accepts or declines. */
export const extensionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/orders/:bidId/extension',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['orders'],
        summary:
          'Ask for more time (the seller): a new due instant (ISO 8601 with its offset) later than the ' +
          'current one and than now, at most 60 days later, with a reason; the buyer accepts or declines. ' +
          `Only while the work is in progress, until 24 hours after it is due. ${WHO}; 403 ORDER_SELLER_ONLY; ` +
          '409 ORDER_EXTENSION_TOO_LATE or ORDER_EXTENSION_OPEN; 400 for the fields or ORDER_EXTENSION_DUE_INVALID.',
        params: BidParams,
        body: ExtensionInput,
        response: { 200: Order, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      requestExtension(app.db, app.config, request.user, request.params.bidId, request.body as unknown),
  );

  for (const [path, answer, what] of [
    ['accept', 'accepted', 'the order is due at the instant asked for'],
    ['decline', 'declined', 'the due instant stays'],
  ] as const) {
    app.post(
      `/orders/:bidId/extension/${path}`,
      {
        onRequest: signedIn,
        schema: {
          tags: ['orders'],
          summary:
            `${path === 'accept' ? 'Accept' : 'Decline'} the seller's request for more time (the buyer): ${what}. ` +
            `${WHO}; 403 ORDER_BUYER_ONLY; 409 ORDER_NO_EXTENSION when none is open.`,
          params: BidParams,
          response: { 200: Order, ...problemResponses(401, 403, 404, 409) },
        },
      },
      async (request) => answerExtension(app.db, app.config, request.user, request.params.bidId, answer),
    );
  }
};
