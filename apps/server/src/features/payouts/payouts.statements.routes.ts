import { StatementMonthParams, StatementMonths } from '@inkwell/domain/payments/statement.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRole } from '../../lib/auth/guard.ts';
import { sendPdf } from '../../lib/pdf/pdf-answer.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { ONLY_SELLERS_GET_PAID } from './payout-accounts.service.ts';
import { listStatementMonths, monthlyStatement } from './payout-statements.ts';

/** Route hook: 401 for visitors and 403 SELLERS_ONLY for buyers. */
async function sellersOnly(request: FastifyRequest): Promise<void> {
  requireRole(request.user, 'seller', ONLY_SELLERS_GET_PAID);
}

/** A seller's monthly statements (docs/decisions/059-receipts-and-statements.md): the months, and each month's PDF. */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payouts/statements',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          "The months (YYYY-MM, UTC) in which the seller's money moved, newest first: each has a statement; " +
          '401 for visitors, 403 SELLERS_ONLY for buyers',
        response: { 200: StatementMonths, ...problemResponses(401, 403) },
      },
    },
    async (request) => {
      return listStatementMonths(app.db, request.user);
    },
  );

  app.get(
    '/payouts/statements/:month',
    {
      onRequest: sellersOnly,
      schema: {
        tags: ['payouts'],
        summary:
          "The seller's statement of a month (YYYY-MM, UTC), an A4 PDF in the seller's language: the balances " +
          'at its start and end, the orders released (released, fee, earned), the clearings and the payouts. ' +
          '400 STATEMENT_MONTH_INVALID for a malformed month or one not begun; 404 STATEMENT_NOT_FOUND when ' +
          "the seller's money did not move that month; 401 for visitors, 403 SELLERS_ONLY for buyers",
        params: StatementMonthParams,
        produces: ['application/pdf'],
        response: { 200: z.any().describe('The statement (application/pdf)'), ...problemResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, filename } = await monthlyStatement(app.db, request.user, request.params.month);
      return sendPdf(reply, pdf, filename);
    },
  );
};
