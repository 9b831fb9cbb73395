import { BecomeSellerInput, DeleteAccountInput } from '@inkwell/domain/users/account.schema';
import { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { clearSessionCookie } from '../../lib/auth/session-cookie.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { exportAccount } from './account-export.service.ts';
import { becomeSeller, deleteAccount, stopSelling } from './account.service.ts';

/** The account page's routes: the seller switch, one's data, deleting the account. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/me/seller',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: 'Turns the signed-in buyer into a seller (phone, description); their hidden gigs are shown again',
        body: BecomeSellerInput,
        response: { 200: CurrentUser, ...problemResponses(400, 401, 409) },
      },
    },
    async (request) => becomeSeller(app.db, request.user, request.body),
  );

  app.delete(
    '/users/me/seller',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary:
          'Turns the signed-in seller back into a buyer; refused while an order is under way; their gigs are hidden',
        response: { 200: CurrentUser, ...problemResponses(401, 409) },
      },
    },
    async (request) => stopSelling(app.db, request.user),
  );

  app.get(
    '/users/me/export',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary:
          'Everything about the signed-in person as a JSON download: profile, gigs, bids, ' +
          'orders, messages, reviews, payments, ledger, likes, notifications, sessions',
        response: { 200: z.record(z.string(), z.unknown()), ...problemResponses(401) },
      },
    },
    async (request, reply) => {
      const now = new Date();
      const data = await exportAccount(app.db, request.user, now);
      const name = `inkwell-data-${data.profile.username}-${now.toISOString().slice(0, 10)}.json`;
      return reply.header('content-disposition', contentDisposition('attachment', name)).send(data);
    },
  );

  app.delete(
    '/users/me',
    {
      onRequest: signedIn,
      schema: {
        tags: ['users'],
        summary: "Deletes the signed-in person's account after their password; refused while an order is under way",
        body: DeleteAccountInput,
        response: { 204: z.null(), ...problemResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      await deleteAccount(app.db, request.user, request.body);
      clearSessionCookie(app, reply);
      return reply.status(204).send(null);
    },
  );
};
