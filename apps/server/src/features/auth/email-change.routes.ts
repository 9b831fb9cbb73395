import {
  ChangeEmailInput,
  EmailChangeResult,
  EmailChangeTokenInput,
  PendingEmailChange,
} from '@inkwell/domain/users/email-change.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser, signedIn } from '../../lib/auth/guard.ts';
import { clearSessionCookie } from '../../lib/auth/session-cookie.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { cancelEmailChange, confirmEmailChange, pendingEmailChange, requestEmailChange } from './email-change.ts';

/** The email change: asked with the password, confirmed by the new address's link, cancelled by the old one's. */
export const emailChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/email/change',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: "The signed-in person's email change waiting for its link (nulls when there is none)",
        response: { 200: PendingEmailChange, ...problemResponses(401) },
      },
    },
    async (request) => pendingEmailChange(app.db, requireUser(request.user).id, new Date()),
  );

  app.post(
    '/auth/email/change',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary:
          'Ask to change the address with the current password (sign-in limits): a link to the new address makes ' +
          'it the account’s, the old address gets a link that cancels; until then nothing changes',
        body: ChangeEmailInput,
        response: { 202: PendingEmailChange, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const context = { ip: request.ip, now: new Date() };
      const pending = await requestEmailChange(app.db, app.config, requireUser(request.user), request.body, context);
      return reply.status(202).send(pending);
    },
  );

  app.post(
    '/auth/email/change/confirm',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Make the new address the account’s with the token mailed to it (signed in or not); ' +
          '409 when another account has taken it since',
        body: EmailChangeTokenInput,
        response: { 200: EmailChangeResult, ...problemResponses(400, 409) },
      },
    },
    async (request) => confirmEmailChange(app.db, request.body.token, new Date()),
  );

  app.post(
    '/auth/email/change/cancel',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Stop (or undo) an email change with the token mailed to the old address: ' +
          'every session of the account ends, this browser’s cookie is cleared',
        body: EmailChangeTokenInput,
        response: { 200: EmailChangeResult, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const result = await cancelEmailChange(app.db, request.body.token, new Date());
      clearSessionCookie(app, reply);
      return result;
    },
  );
};
