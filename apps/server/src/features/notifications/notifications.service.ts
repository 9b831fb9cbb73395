import { previewOf } from '@inkwell/domain/notifications/notification.rules';
import {
  type NotificationList,
  type NotificationRead,
  type NotificationsReadAll,
  type NotificationType,
} from '@inkwell/domain/notifications/notification.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database, Executor } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId, UUID_PATTERN } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { publish, type OutgoingEvent } from '../events/index.ts';
import { toNotification } from './notification.mapper.ts';
import { queueNotificationMail } from './notification-mail.ts';
import { notificationsRepository, type NotificationViewRow } from './notifications.repository.ts';

/** What happened, to whom: the facts a notification keeps (the web writes the sentence). */
export interface NotifyInput {
  /** Who is told. */
  userId: string;
  type: NotificationType;
  /** Who did it; a notification about oneself is never stored. */
  actorId?: string | null;
  gigId?: string | null;
  bidId?: string | null;
  conversationId?: string | null;
  /** The bid's amount, or the amount paid, in cents. */
  amountCents?: number | null;
  stars?: number | null;
  /** For messages: the text (its start is kept). */
  text?: string;
}

/**
 * Tells people what happened: stores their notifications and pushes them live on their event
 * streams, in the caller's transaction, so a change and its notifications commit (or roll back)
 * together and nobody hears of a change that did not happen. The steps that matter while away
 * (bids decided, payments, deliveries, cancellations, disputes...) are queued as mail too, in the
 * person's language, unless they turned that topic off. `also` adds other live events of the
 * same change (the message itself, a read receipt), published with them.
 *
 * Call it once per transaction, as its last step (it takes the people's event locks until the
 * commit). Example, in the payment's transaction once the bid is paid:
 *   await notify(tx, [
 *     { userId: bid.sellerId, type: 'bid_paid', actorId: bid.bidderId, gigId: bid.gigId, bidId: bid.id, amountCents },
 *   ]);
 */
export async function notify(tx: Executor, inputs: NotifyInput[], also: OutgoingEvent[] = []): Promise<void> {
  const repository = notificationsRepository(tx);
  const at = new Date();
  const rows = inputs
    .filter((input) => !input.actorId || input.actorId !== input.userId)
    .map((input) => ({
      id: newId(at.getTime()),
      userId: input.userId,
      type: input.type,
      actorId: input.actorId ?? null,
      gigId: input.gigId ?? null,
      bidId: input.bidId ?? null,
      conversationId: input.conversationId ?? null,
      amountCents: input.amountCents ?? null,
      stars: input.stars ?? null,
      preview: previewOf(input.text),
      createdAt: at,
      updatedAt: at,
    }));
  const isMessage = (row: (typeof rows)[number]) => row.type === 'message_received' && row.conversationId !== null;
  const ids = await repository.insert(rows.filter((row) => !isMessage(row)));
  for (const row of rows.filter(isMessage)) ids.push(await repository.upsertMessage(row));
  const views = await repository.findViews(ids);
  // The steps that matter while away are also mailed, in this same transaction.
  await queueNotificationMail(tx, views);
  const created: OutgoingEvent[] = views.map((view) => ({
    userId: view.notification.userId,
    type: 'notification.created',
    data: { notification: toNotification(view) },
    withUnreadCount: true,
  }));
  await publish(tx, [...also, ...created]);
}

/**
 * The notification events of a new message, whose own statement stored its notifications
 * (messages feature): notification.read for the writer's message notifications of the conversation
 * now read, then notification.created for the other person's unread one, new or counting one more.
 * Publish them after the message's own events, as notify() would.
 */
export function messageNotificationEvents(input: {
  writerId: string;
  writerReadIds: string[];
  recipientId: string;
  conversationId: string;
  actor: { id: string; username: string; fullName: string; img: string };
  notification: { id: string; count: number; preview: string; createdAt: Date; updatedAt: Date };
}): OutgoingEvent[] {
  const { notification: n } = input;
  const view: NotificationViewRow = {
    notification: {
      ...n,
      userId: input.recipientId,
      type: 'message_received',
      actorId: input.actor.id,
      gigId: null,
      bidId: null,
      conversationId: input.conversationId,
      amountCents: null,
      stars: null,
      readAt: null,
      mailedAt: null,
    },
    actor: input.actor,
    gig: null,
    updatedAtKey: '',
  };
  return [
    ...notificationsReadEvent(input.writerId, input.writerReadIds),
    {
      userId: input.recipientId,
      type: 'notification.created',
      data: { notification: toNotification(view) },
      withUnreadCount: true,
    },
  ];
}

/** The `notification.read` event for notifications just marked read (nothing when none were). */
export function notificationsReadEvent(userId: string, ids: string[], all = false): OutgoingEvent[] {
  return ids.length === 0 && !all
    ? []
    : [{ userId, type: 'notification.read', data: { ids, all }, withUnreadCount: true }];
}

/**
 * Marks the person's message notification of a conversation read (they opened or answered it);
 * returns the live event to publish with the rest of the change.
 */
export async function readConversationNotifications(
  tx: Executor,
  userId: string,
  conversationId: string,
  at: Date,
): Promise<OutgoingEvent[]> {
  const ids = await notificationsRepository(tx).markConversationRead(userId, conversationId, at);
  return notificationsReadEvent(userId, ids);
}

/** How many of the person's notifications are unread (the live stream's `ready` event). */
export function countUnreadNotifications(db: Database, userId: string): Promise<number> {
  return notificationsRepository(db).countUnread(userId);
}

const keysetOf = (row: NotificationViewRow) => ({ at: row.updatedAtKey, id: row.notification.id });

/** GET /notifications: the caller's notifications, the most recently changed first, and how many are unread. */
export async function listNotifications(
  db: Database,
  viewer: UserRow | null,
  query: PageQuery,
): Promise<NotificationList> {
  const user = requireUser(viewer);
  const repository = notificationsRepository(db);
  const after = query.cursor ? decodeKeyset(query.cursor, 'notifications') : undefined;
  const [rows, unread] = await Promise.all([
    repository.listOfUser(user.id, query.limit, after),
    repository.countUnread(user.id),
  ]);
  return { ...pageFrom(rows, query.limit, 'notifications', keysetOf, toNotification), unread };
}

/** PUT /notifications/{id}: marks one of the caller's notifications read (again is fine); 404 for anyone else's. */
export async function markNotificationRead(
  db: Database,
  viewer: UserRow | null,
  id: string,
): Promise<NotificationRead> {
  const user = requireUser(viewer);
  const repository = notificationsRepository(db);
  if (!UUID_PATTERN.test(id) || !(await repository.findViewOfUser(id, user.id)))
    throw new DomainError('NOTIFICATION_NOT_FOUND');
  await db.transaction(async (tx) => {
    if (await notificationsRepository(tx).markRead(id, user.id, new Date()))
      await publish(tx, notificationsReadEvent(user.id, [id]));
  });
  const [view, unread] = await Promise.all([repository.findViewOfUser(id, user.id), repository.countUnread(user.id)]);
  return { notification: toNotification(view!), unread };
}

/** PUT /notifications/read-all: marks every notification of the caller read. */
export async function markAllNotificationsRead(db: Database, viewer: UserRow | null): Promise<NotificationsReadAll> {
  const user = requireUser(viewer);
  const marked = await db.transaction(async (tx) => {
    const count = await notificationsRepository(tx).markAllRead(user.id, new Date());
    if (count > 0) await publish(tx, notificationsReadEvent(user.id, [], true));
    return count;
  });
  return { marked, unread: await notificationsRepository(db).countUnread(user.id) };
}
