import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SessionCache } from '../lib/auth/session-cache.ts';
import { hashSessionToken, SESSION_COOKIE } from '../lib/auth/session-token.ts';
import { sessionsRepository } from '../lib/auth/sessions.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signed-in users by token hash (lib/auth/session-cache.ts); cleared through plugins/read-cache.ts. */
    sessionCache: SessionCache;
  }
}

/**
 * Sets request.user from the session cookie, for /api requests only (static files need no lookup).
 * A synchronous hook: a visitor, and a signed-in reader whose session is in the cache, cost no
 * promise and no database round trip.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const cache = new SessionCache();
  const sessions = sessionsRepository(app.db);
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    const tokenHash = hashSessionToken(token);
    const now = Date.now();
    const cached = cache.get(tokenHash, now);
    if (cached) {
      request.user = cached;
      return done();
    }
    const generation = cache.generation;
    sessions.findSessionByTokenHash(tokenHash, new Date(now)).then(
      (found) => {
        if (found) {
          cache.set(tokenHash, generation, found.user, found.expiresAt, now);
          request.user = found.user;
        }
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
});
