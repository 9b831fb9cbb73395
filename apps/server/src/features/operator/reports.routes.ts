import {
  AuditList,
  HideGigInput,
  OperatorActionResult,
  OperatorNoteInput,
  ReportCase,
  ReportQueue,
  ReportQueueQuery,
  SuspendInput,
} from '@inkwell/domain/integrity/report.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { checkedByService } from '../../lib/validation.ts';
import {
  auditLog,
  dismissReport,
  hideGig,
  reportCase,
  reportQueue,
  suspend,
  unhideGig,
  unsuspend,
} from '../reports/index.ts';

/** Any text: an id that is not one of ours is a 404, never a 400. */
const IdParams = z.object({ id: z.string().max(100) });
const OPERATORS = '401 for visitors, 403 OPERATOR_ONLY for anyone but an operator';

/** The operators' queue of reports, their actions on the reported items and the audit log (decision 040). */
export const operatorReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/reports',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          `Reported items in a status (open by default), the one reported first at ` +
          `the top, with their count and reasons. ${OPERATORS}; 400 INVALID_CURSOR.`,
        querystring: ReportQueueQuery,
        response: { 200: ReportQueue, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => reportQueue(app.db, request.user, request.query),
  );

  app.get(
    '/operator/reports/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          'A report with its item (a gig with its owner and hidden state, ' +
          'a person with their suspension, a message with its masked and ' +
          (`original text, the messages around it and the two people), every report on ` +
            `the item and every operator action on it. ${OPERATORS}; 404 REPORT_NOT_FOUND.`),
        params: IdParams,
        response: { 200: ReportCase, ...problemResponses(401, 403, 404) },
      },
    },
    async (request) => reportCase(app.db, request.user, request.params.id),
  );

  app.post(
    '/operator/reports/:id/dismiss',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          `Dismiss every open report on the report's item, with a note; written to the audit log. ` +
          `Answers the case. ${OPERATORS}; 404 REPORT_NOT_FOUND; 409 REPORT_NOT_OPEN; 400 for the note.`,
        params: IdParams,
        body: OperatorNoteInput,
        response: { 200: ReportCase, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => dismissReport(app.db, request.user, request.params.id, request.body as unknown),
  );

  app.post(
    '/operator/gigs/:id/hide',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          'Hide a gig from every list, search, page and sitemap; its open ' +
          "reports (and the named report's) become actioned; written to the " +
          `audit log. ${OPERATORS}; 404 GIG_NOT_FOUND, REPORT_NOT_FOUND; 409 GIG_ALREADY_HIDDEN; 400 for the note.`,
        params: IdParams,
        body: HideGigInput,
        response: { 200: OperatorActionResult, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => hideGig(app.db, request.user, request.params.id, request.body as unknown),
  );

  app.post(
    '/operator/gigs/:id/unhide',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          `Show again a gig an operator hid (unless its owner is suspended or stopped selling). ` +
          `${OPERATORS}; 404 GIG_NOT_FOUND; 409 GIG_NOT_HIDDEN_BY_OPERATOR; 400 for the note.`,
        params: IdParams,
        body: OperatorNoteInput,
        response: { 200: OperatorActionResult, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => unhideGig(app.db, request.user, request.params.id, request.body as unknown),
  );

  app.post(
    '/operator/users/:id/suspend',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          'Suspend an account with a message: it cannot sign in (403 ' +
          'ACCOUNT_SUSPENDED with the message), its sessions end at once and its ' +
          (`gigs are hidden; written to the audit log. ${OPERATORS}; 404 ` +
            `USER_NOT_FOUND, REPORT_NOT_FOUND; 403 OPERATOR_NOT_SUSPENDABLE; `) +
          '409 ACCOUNT_ALREADY_SUSPENDED; 400 for the message.',
        params: IdParams,
        body: SuspendInput,
        response: { 200: OperatorActionResult, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => suspend(app.db, request.user, request.params.id, request.body as unknown),
  );

  app.post(
    '/operator/users/:id/unsuspend',
    {
      onRequest: signedIn,
      validatorCompiler: checkedByService,
      schema: {
        tags: ['operator'],
        summary:
          `Lift a suspension: the account may sign in again and the gigs the suspension hid come ` +
          `back. ${OPERATORS}; 404 USER_NOT_FOUND; 409 ACCOUNT_NOT_SUSPENDED; 400 for the note.`,
        params: IdParams,
        body: OperatorNoteInput,
        response: { 200: OperatorActionResult, ...problemResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => unsuspend(app.db, request.user, request.params.id, request.body as unknown),
  );

  app.get(
    '/operator/audit',
    {
      onRequest: signedIn,
      schema: {
        tags: ['operator'],
        summary:
          `Every operator action (dismissals, hidden gigs, suspensions, dispute ` +
          `decisions...), the newest first. ${OPERATORS}; 400 INVALID_CURSOR.`,
        querystring: PageQuery,
        response: { 200: AuditList, ...problemResponses(400, 401, 403) },
      },
    },
    async (request) => auditLog(app.db, request.user, request.query),
  );
};
