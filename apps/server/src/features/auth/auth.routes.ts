import { CurrentUser, LoginInput, RegisterInput } from '@inkwell/domain/users/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../lib/auth/guard.ts';
import { clearSessionCookie, setSessionCookie } from '../../lib/auth/session-cookie.ts';
import { SESSION_COOKIE } from '../../lib/auth/session-token.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { limitRegistrations } from '../../lib/rate-limit-hooks.ts';
import { toCurrentUser } from '../users/index.ts';
import { accountRoutes } from './account.routes.ts';
import { login, logout, logoutEverywhere, register } from './auth.service.ts';
import { emailChangeRoutes } from './email-change.routes.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(accountRoutes);
  await app.register(emailChangeRoutes);

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (does not sign in)',
        body: RegisterInput,
        response: { 201: CurrentUser, ...problemResponses(400, 409, 429) },
      },
      preHandler: limitRegistrations,
    },
    async (request, reply) => reply.status(201).send(await register(app.db, app.config, request.body)),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username (or email) and password; sets the session cookie',
        body: LoginInput,
        response: { 200: CurrentUser, ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const result = await login(app.db, app.config, request.body, {
        ip: request.ip,
        now: new Date(),
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(app, reply, result.token, result.expiresAt);
      return result.user;
    },
  );

  app.post(
    '/auth/logout',
    { schema: { tags: ['auth'], summary: 'Sign out: deletes the session', response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(app.db, request.cookies[SESSION_COOKIE]);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/logout-all',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
        response: { 204: z.null(), ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      await logoutEverywhere(app.db, requireUser(request.user).id);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or 401',
        response: { 200: CurrentUser, ...problemResponses(401) },
      },
    },
    async (request) => toCurrentUser(requireUser(request.user)),
  );

  // The web app's start-up question: a visitor is an answer (null), not a 401 logged as an error in the console.
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who is signed in: the user, or null for a visitor (never 401)',
        response: { 200: z.object({ user: CurrentUser.nullable() }) },
      },
    },
    async (request) => ({ user: request.user ? toCurrentUser(request.user) : null }),
  );
};
