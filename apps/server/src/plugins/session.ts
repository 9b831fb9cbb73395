import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashSessionToken, SESSION_COOKIE } from '../features/auth/session-token.ts';
import { sessionsRepository } from '../features/auth/sessions.repository.ts';
import type { UserRow } from '../features/users/users.repository.ts';
import { DomainError } from '../lib/domain-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user of an /api request, or null. */
    user: UserRow | null;
  }
}

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

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new DomainError('NOT_SIGNED_IN');
  return request.user;
}

export function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.cookieSecure,
    path: '/',
    expires: expiresAt,
  });
}

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure: app.config.cookieSecure, path: '/' });
}
