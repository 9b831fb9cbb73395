import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hashSessionToken, SESSION_COOKIE } from '../lib/auth/session-token.ts';
import { sessionsRepository } from '../lib/auth/sessions.repository.ts';

/** Sets request.user from the session cookie, for /api requests only (static files need no lookup). */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.user = (await sessionsRepository(app.db).findUserByTokenHash(hashSessionToken(token), new Date())) ?? null;
  });
});
