import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { problemResponses } from '../../../lib/problem-responses.ts';
import { sendPdf } from '../../../lib/pdf/pdf-answer.ts';
import { orderReceipt } from './receipt.service.ts';

/** GET /orders/{bidId}/receipt: the order's receipt, a PDF download for its buyer and its seller. */
export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders/:bidId/receipt',
    {
      schema: {
        tags: ['orders'],
        summary:
          "The order's receipt, an A4 PDF in the reader's language: the order, both usernames, the dates " +
          "its money moved and its amounts (paid, refunded, held, released); the seller's copy adds the " +
          "platform's fee and the seller's earnings. For the order's buyer and seller: 401 for visitors, 404 " +
          'ORDER_NOT_FOUND for anyone else, 409 ORDER_NOT_PAID before the order is paid',
        params: z.object({ bidId: z.string().max(100) }),
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The receipt (application/pdf)'), ...problemResponses(401, 404, 409) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await orderReceipt(app.db, request.user, request.params.bidId);
      return sendPdf(reply, pdf, filename);
    },
  );
};
