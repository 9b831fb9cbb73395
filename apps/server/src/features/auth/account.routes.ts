import { CurrentUser } from '@inkwell/domain/users/user.schema';
import {
  ChangePasswordInput,
  ForgotPasswordInput,
  ForgotPasswordResult,
  LanguageInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '@inkwell/domain/users/password.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, signedIn } from '../../lib/auth/guard.ts';
import { setSessionCookie } from '../../lib/auth/session-cookie.ts';
import { SESSION_COOKIE } from '../../lib/auth/session-token.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { reserveAll } from '../../lib/rate-limit-hooks.ts';
import { toCurrentUser, updateAccountFields } from '../users/index.ts';
import { changePassword, forgotPassword, resetPassword } from './password.service.ts';
import { resendVerification, verifyEmail } from './verification.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Reset links asked for per address and per network address in an hour; verification links resent per account. */
export const FORGOT_PER_EMAIL = 5;
export const FORGOT_PER_ADDRESS = 30;
export const RESENDS_PER_ACCOUNT = 5;

async function limitForgot(request: FastifyRequest): Promise<void> {
  const email = (request.body as ForgotPasswordInput).email.trim().toLowerCase();
  await reserveAll(
    request,
    [
      { scope: 'password-forgot-email', key: email, budget: { max: FORGOT_PER_EMAIL, windowMs: HOUR_MS } },
      { scope: 'password-forgot-address', key: request.ip, budget: { max: FORGOT_PER_ADDRESS, windowMs: HOUR_MS } },
    ],
    'password reset requests',
  );
}

async function limitResends(request: FastifyRequest): Promise<void> {
  const user = requireUser(request.user);
  await reserveAll(
    request,
    [{ scope: 'verification-resend', key: user.id, budget: { max: RESENDS_PER_ACCOUNT, windowMs: HOUR_MS } }],
    'verification mails',
  );
}

/** Password recovery and change, address verification, the language of mail. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/password/forgot',
    {
      preHandler: limitForgot,
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link by mail: the same 202 whether the address has an account or not',
        body: ForgotPasswordInput,
        response: { 202: ForgotPasswordResult, ...problemResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await forgotPassword(app.db, app.config, request.body.email, new Date());
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Choose a new password with the mailed token: ends every ' +
          'session, then signs in here (sets the session cookie)',
        body: ResetPasswordInput,
        response: { 200: CurrentUser, ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      const result = await resetPassword(app.db, app.config, request.body, new Date());
      setSessionCookie(app, reply, result.token, result.expiresAt);
      return result.user;
    },
  );

  app.post(
    '/auth/password/change',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'Change the password with the current one: every other session ends, this one stays',
        body: ChangePasswordInput,
        response: { 204: z.null(), ...problemResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const context = { ip: request.ip, now: new Date(), sessionToken: request.cookies[SESSION_COOKIE] };
      await changePassword(app.db, app.config, requireUser(request.user), request.body, context);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: 'Prove the address with the mailed token (signed in or not)',
        body: VerifyEmailInput,
        response: { 204: z.null(), ...problemResponses(400) },
      },
    },
    async (request, reply) => {
      await verifyEmail(app.db, request.body.token, new Date());
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/auth/email/resend',
    {
      onRequest: signedIn,
      preHandler: limitResends,
      schema: {
        tags: ['auth'],
        summary: "Mail a new verification link to the signed-in person's address; 409 when it is already verified",
        response: { 202: z.null(), ...problemResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      await resendVerification(app.db, app.config, requireUser(request.user), new Date());
      return reply.status(202).send(null);
    },
  );

  app.put(
    '/auth/me/language',
    {
      onRequest: signedIn,
      schema: {
        tags: ['auth'],
        summary: 'The language mail reaches the signed-in person in (the web sends it when they switch language)',
        body: LanguageInput,
        response: { 200: CurrentUser, ...problemResponses(400, 401) },
      },
    },
    async (request) => {
      const user = await updateAccountFields(app.db, requireUser(request.user).id, { language: request.body.language });
      return toCurrentUser(requireUser(user ?? null));
    },
  );
};
