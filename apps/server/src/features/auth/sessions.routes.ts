import { SessionDto } from '@inkwell/domain/users/account.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { clearSessionCookie } from '../../lib/auth/session-cookie.ts';
import { SESSION_COOKIE } from '../../lib/auth/session-token.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { endSession, listSessions } from './sessions.service.ts';

/** The signed-in devices; signing out everywhere is POST /auth/logout-all. */
export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/sessions',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's sessions: device, when it began and was last seen, and which one is asking",
        response: { 200: z.array(SessionDto), ...problemResponses(401) },
      },
    },
    async (request) => listSessions(app.db, request.user, request.cookies[SESSION_COOKIE], new Date()),
  );

  app.delete(
    '/auth/sessions/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: "Signs one of one's own sessions out (another person's session is 404)",
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), ...problemResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const { current } = await endSession(app.db, request.user, request.params.id, request.cookies[SESSION_COOKIE]);
      if (current) clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );
};
