import { Report, ReportInput } from '@inkwell/domain/integrity/report.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { checkedByService } from '../../lib/validation.ts';
import { createReport } from './reports.service.ts';

/** Filing a report (decision 040); operators handle them through the operator feature's routes. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['reports'],
        summary:
          'Report a gig, a profile or a message with a reason (and optional ' +
          'details, up to 2000 characters); operators see it in their queue. ' +
          ('401; 400 for the fields; 404 REPORT_TARGET_NOT_FOUND when the item ' +
            'does not exist or the caller cannot see it (a message: only its ') +
          ("conversation's two people); 403 REPORT_OWN_ITEM for oneself, one's " +
            "own gig or message; 409 REPORT_ALREADY_OPEN while the caller's ") +
          'report on it is open; 429 TOO_MANY_REPORTS (20 an hour).',
        body: ReportInput,
        response: { 201: Report, ...problemResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => reply.code(201).send(await createReport(app.db, request.user, request.body as unknown)),
  );
};
