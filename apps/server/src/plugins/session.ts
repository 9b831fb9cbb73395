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

/** A session's last_seen_at is written at most this often (the list of devices; "away for 15 minutes"). */
export const LAST_SEEN_INTERVAL_MS = 60_000;

/**
 * Sets request.user from the session cookie, for /api requests only (static files need no lookup).
 * A synchronous hook: a visitor, and a signed-in reader whose session is in the cache, cost no
 * promise and no database round trip. last_seen_at is written, without waiting for it, when the
 * cache or the row says it is more than a minute old: one UPDATE per session and minute at most.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  const cache = new SessionCache();
  const sessions = sessionsRepository(app.db);
  app.decorate('sessionCache', cache);
  app.decorateRequest('user', null);
  const touch = (tokenHash: string, now: number) => {
    sessions
      .touch(tokenHash, new Date(now))
      .catch((error: unknown) => app.log.warn({ err: error }, 'could not record when a session was last seen'));
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    const tokenHash = hashSessionToken(token);
    const now = Date.now();
    const cached = cache.get(tokenHash, now);
    if (cached) {
      request.user = cached;
      if (cache.claimTouch(tokenHash, now, LAST_SEEN_INTERVAL_MS)) touch(tokenHash, now);
      return done();
    }
    const generation = cache.generation;
    sessions.findSessionByTokenHash(tokenHash, new Date(now)).then(
      (found) => {
        if (found) {
          const stale = now - found.lastSeenAt.getTime() >= LAST_SEEN_INTERVAL_MS;
          if (stale) touch(tokenHash, now);
          cache.set(tokenHash, generation, found.user, found.expiresAt, now, stale ? now : found.lastSeenAt.getTime());
          request.user = found.user;
        }
        done();
      },
      (error: unknown) => done(error as Error),
    );
  });
});
