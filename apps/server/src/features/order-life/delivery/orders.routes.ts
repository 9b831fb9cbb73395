import { DeliveryInput, Order, ReasonInput } from '@inkwell/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../../lib/auth/guard.ts';
import { problemResponses } from '../../../lib/problem-responses.ts';
import { checkedByService } from '../../../lib/validation.ts';
import { acceptOrder, deliverOrder, getOrder, requestRevision } from './orders.service.ts';

/** Any text: an id that is not an order's (unknown or malformed) is a 404, never a 400. */
const BidParams = z.object({ bidId: z.string().max(100) });

const WHO = "401 for visitors, 404 ORDER_NOT_FOUND for anyone but the order's two people";

/**
 * Delivery, revision and acceptance, and the order as its people
 * see it (the acceptance timer starts in timers/order-timers.ts).
 */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:bidId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['orders'],
        summary:
          'An order as its buyer and its seller see it (an operator too, ' +
          'once it is disputed): state, money, due date, deliveries with ' +
          ('their files and originality evidence (pending until checked ' +
            'after the delivery; the other side of a match only when public, ') +
          (`from the caller's own order, or for an operator), timeline, open cancellation ` +
            `request, dispute, and the actions the caller may take now. ${WHO}.`),
        params: BidParams,
        response: { 200: Order, ...problemResponses(401, 404) },
      },
    },
    async (request) => getOrder(app.db, app.config, request.user, request.params.bidId),
  );

  app.post(
    '/orders/:bidId/deliveries',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['orders'],
        summary:
          'Deliver the work (the seller; in_progress -> delivered) with ' +
          "a message and 1 to 10 of the seller's own private files " +
          (`(POST /files). ${WHO}; 403 ORDER_SELLER_ONLY for the buyer; 409 ` +
            `ORDER_WRONG_STATE; 400 for the fields or FILE_NOT_ATTACHABLE.`),
        params: BidParams,
        body: DeliveryInput,
        response: { 200: Order, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => deliverOrder(app.db, app.config, request.user, request.params.bidId, request.body as unknown),
  );

  app.post(
    '/orders/:bidId/accept',
    {
      onRequest: signedIn,
      schema: {
        tags: ['orders'],
        summary:
          'Accept the delivery (the buyer; delivered -> completed): the ' +
          'escrow is released to the seller and the gig is available again ' +
          (`with one more sale. ${WHO}; 403 ORDER_BUYER_ONLY for the ` +
            `seller; 409 ORDER_WRONG_STATE (or PAYMENT_PROCESSING).`),
        params: BidParams,
        response: { 200: Order, ...problemResponses(401, 403, 404, 409) },
      },
    },
    async (request) => acceptOrder(app.db, app.config, request.user, request.params.bidId),
  );

  app.post(
    '/orders/:bidId/revision',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['orders'],
        summary:
          'Ask for a revision (the buyer; delivered -> in_progress) ' +
          'with a reason: one revision used, a new due date. ' +
          `${WHO}; 403 ORDER_BUYER_ONLY; 409 ORDER_WRONG_STATE or ORDER_NO_REVISIONS_LEFT; 400 for the reason.`,
        params: BidParams,
        body: ReasonInput,
        response: { 200: Order, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => requestRevision(app.db, app.config, request.user, request.params.bidId, request.body as unknown),
  );
};
