import {
  NotificationList,
  NotificationRead,
  NotificationsReadAll,
} from '@inkwell/domain/notifications/notification.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../lib/auth/guard.ts';
import { startSweeper } from '../../lib/sweeper.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import { MESSAGE_DIGEST_SWEEP_MS, sweepMessageDigests } from './message-digest.ts';
import { listNotifications, markAllNotificationsRead, markNotificationRead } from './notifications.service.ts';

const NotificationParams = z.object({ id: z.string().max(100) });

export interface NotificationsRoutesOptions {
  /** How often the digest of unread messages looks for people away (0 turns it off; tests shorten it). */
  digestSweepMs?: number;
  /** How long a person is away before that digest (15 minutes; tests shorten it). */
  digestAwayMs?: number;
}

export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRoutesOptions> = async (app, options) => {
  // Mail for unread messages to people away; it changes nothing the read caches keep.
  startSweeper(
    app,
    'mailing digests of unread messages',
    options.digestSweepMs ?? MESSAGE_DIGEST_SWEEP_MS,
    async () => {
      await sweepMessageDigests(app.db, { awayMs: options.digestAwayMs });
      return false;
    },
  );

  app.get(
    '/notifications',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        summary:
          "The caller's notifications, the most recently changed first, " +
          'with `unread` (how many are unread). Types: bid_placed (a bid on ' +
          ('your gig), bid_approved, bid_not_selected (your bid), ' +
            'bid_paid (a payment for a bid on your gig), review_received, ') +
          ('message_received (one per conversation until read; `count` and ' +
            '`preview` follow the newest message). New ones also arrive ') +
          'live on GET /api/events as notification.created.',
        querystring: PageQuery,
        response: { 200: NotificationList, ...problemResponses(400, 401) },
      },
    },
    async (request) => listNotifications(app.db, request.user, request.query),
  );

  app.put(
    '/notifications/read-all',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        summary:
          "Marks all of the caller's notifications read; the caller's streams get notification.read { all: true }",
        response: { 200: NotificationsReadAll, ...problemResponses(401) },
      },
    },
    async (request) => markAllNotificationsRead(app.db, request.user),
  );

  app.put(
    '/notifications/:id',
    {
      onRequest: signedIn,
      schema: {
        tags: ['notifications'],
        summary:
          "Marks one of the caller's notifications read (again changes " +
          "nothing); 404 NOTIFICATION_NOT_FOUND for anyone else's",
        params: NotificationParams,
        response: { 200: NotificationRead, ...problemResponses(401, 404) },
      },
    },
    async (request) => markNotificationRead(app.db, request.user, request.params.id),
  );
};
