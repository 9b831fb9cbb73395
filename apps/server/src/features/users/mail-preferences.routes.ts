import {
  MailPreferences,
  MailPreferencesInput,
  UnsubscribeDone,
  UnsubscribeInfo,
} from '@inkwell/domain/mail/mail-preferences.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import {
  describeUnsubscribe,
  getMailPreferences,
  unsubscribe,
  updateMailPreferences,
} from './mail-preferences.service.ts';

const UnsubscribeQuery = z.object({
  token: z.string().min(1, 'The unsubscribe link has no token').max(200, 'This unsubscribe link is not valid'),
});

/** Mail preferences: which topics a person gets by mail, and the one-click unsubscribe of each mail. */
export const mailPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form; the token in the address is what counts.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  app.get(
    '/users/me/mail-preferences',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary:
          'Which mail topics the caller gets (true) or turned off (false); ' +
          'account mail (password, address) has no topic and always goes',
        response: { 200: MailPreferences, ...problemResponses(401) },
      },
    },
    async (request) => getMailPreferences(request.user),
  );

  app.put(
    '/users/me/mail-preferences',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary:
          'Turns mail topics on or off: only the topics sent change; an unknown topic is 400 and changes nothing',
        body: MailPreferencesInput,
        response: { 200: MailPreferences, ...problemResponses(400, 401) },
      },
    },
    async (request) => updateMailPreferences(app.db, request.user, request.body),
  );

  app.get(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['users'],
        summary:
          'Which topic an unsubscribe link turns off (for the page that ' +
          'asks to confirm); changes nothing; 404 for a link no mail carries',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeInfo, ...problemResponses(400, 404) },
      },
    },
    async (request) => describeUnsubscribe(app.db, request.query.token),
  );

  app.post(
    '/mail/unsubscribe',
    {
      schema: {
        tags: ['users'],
        summary:
          'One-click unsubscribe (RFC 8058; List-Unsubscribe-Post: ' +
          "List-Unsubscribe=One-Click): turns the mail's topic off for its " +
          'person, with no session and from any origin (the token is the proof); 404 for a link no mail carries',
        querystring: UnsubscribeQuery,
        response: { 200: UnsubscribeDone, ...problemResponses(400, 404) },
      },
    },
    async (request) => unsubscribe(app.db, request.query.token),
  );
};
