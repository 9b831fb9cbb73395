import type { MailTopic } from '@inkwell/domain/mail/mail.schema';
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sessions } from '../../db/schema/auth.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import { takesMailOf, userCardsAs } from '../users/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

const actor = userCardsAs('actor');

const viewColumns = {
  notification: notifications,
  actor: { id: actor.id, username: actor.username, fullName: actor.fullName, img: actor.img },
  gig: { id: gigs.id, title: gigs.title },
  /** Exact text of updated_at (microseconds), for the keyset cursor. */
  updatedAtKey: sql<string>`${notifications.updatedAt}::text`,
};

const DIGEST_TOPIC: MailTopic = 'message_digest';

/** An unread message notification not mailed since it last changed (the away digest's lines). */
const undigested = and(
  eq(notifications.type, 'message_received'),
  isNull(notifications.readAt),
  or(isNull(notifications.mailedAt), lt(notifications.mailedAt, notifications.updatedAt)),
);

export interface DigestLineRow {
  id: string;
  count: number;
  preview: string;
  updatedAt: Date;
  from: { username: string; fullName: string } | null;
}

export interface NotificationViewRow {
  notification: NotificationRow;
  actor: { id: string; username: string; fullName: string; img: string } | null;
  gig: { id: string; title: string } | null;
  updatedAtKey: string;
}

/**
 * The two parts of a message's send that touch notifications, as data-modifying CTE bodies of the
 * sender's single statement (the messages feature's sendInLockedConversation); `message` names the
 * CTE that stored the message (id, created_at) and is empty when a sending limit refused it.
 *
 * - `writerRead`: the writer's unread message notifications of the conversation are read at the
 *   message's time (as markConversationRead); returns id.
 * - `recipientNotified`: the other person's unread message notification of the conversation counts
 *   one more, or a new one starts (as upsertMessage); returns id, count, preview, actor_id,
 *   created_at and updated_at.
 */
export function messageNotificationsAfter(
  input: {
    conversationId: string;
    writerId: string;
    recipientId: string;
    notificationId: string;
    at: Date;
    preview: string;
  },
  message: SQL,
): { writerRead: SQL; recipientNotified: SQL } {
  const at = input.at.toISOString();
  return {
    writerRead: sql`
      UPDATE ${notifications} SET read_at = ${message}.created_at
      FROM ${message}
      WHERE ${notifications.userId} = ${input.writerId} AND ${notifications.conversationId} = ${input.conversationId}
        AND ${notifications.type} = 'message_received' AND ${notifications.readAt} IS NULL
      RETURNING ${notifications.id} AS id`,
    recipientNotified: sql`
      INSERT INTO ${notifications} (id, user_id, type, actor_id, conversation_id, preview, created_at, updated_at)
      SELECT ${input.notificationId}::uuid, ${input.recipientId}::uuid, 'message_received', ${input.writerId}::uuid,
      ${input.conversationId}::text,
             ${input.preview}::text, ${at}::timestamptz, ${at}::timestamptz
      FROM ${message}
      ON CONFLICT (user_id, conversation_id) WHERE type = 'message_received' AND read_at IS NULL
      DO UPDATE SET count = ${notifications.count} + 1, preview = excluded.preview, actor_id = excluded.actor_id,
      updated_at = excluded.updated_at
      RETURNING ${notifications.id} AS id, ${notifications.count} AS count, ${notifications.preview} AS preview,
                ${notifications.actorId} AS actor_id, ${notifications.createdAt}
                AS created_at, ${notifications.updatedAt} AS updated_at`,
  };
}

/** The only module that touches the notifications table. */
export function notificationsRepository(db: Executor) {
  const selectView = () =>
    db
      .select(viewColumns)
      .from(notifications)
      .leftJoin(actor, eq(actor.id, notifications.actorId))
      .leftJoin(gigs, eq(gigs.id, notifications.gigId));

  return {
    async insert(rows: NewNotificationRow[]): Promise<string[]> {
      if (rows.length === 0) return [];
      const inserted = await db.insert(notifications).values(rows).returning({ id: notifications.id });
      return inserted.map((row) => row.id);
    },

    /** A new message: the person's unread notification of the conversation counts one more, or a new one starts. */
    async upsertMessage(row: NewNotificationRow): Promise<string> {
      const [saved] = await db
        .insert(notifications)
        .values(row)
        .onConflictDoUpdate({
          target: [notifications.userId, notifications.conversationId],
          targetWhere: sql`${notifications.type} = 'message_received' AND ${notifications.readAt} IS NULL`,
          set: {
            count: sql`${notifications.count} + 1`,
            preview: sql`excluded.preview`,
            actorId: sql`excluded.actor_id`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({ id: notifications.id });
      return saved!.id;
    },

    async findViews(ids: string[]): Promise<NotificationViewRow[]> {
      if (ids.length === 0) return [];
      return selectView().where(inArray(notifications.id, ids));
    },

    async findViewOfUser(id: string, userId: string): Promise<NotificationViewRow | undefined> {
      const [row] = await selectView()
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
        .limit(1);
      return row;
    },

    /** One page (plus one row) of a person's notifications, the most recently changed first. */
    listOfUser(userId: string, limit: number, after?: Keyset): Promise<NotificationViewRow[]> {
      return selectView()
        .where(
          and(
            eq(notifications.userId, userId),
            after
              ? sql`(${notifications.updatedAt}, ${notifications.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(notifications.updatedAt), desc(notifications.id))
        .limit(limit + 1);
    },

    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
      return row?.count ?? 0;
    },

    /** Marks one unread notification read; false when it was already read (or is not the person's). */
    async markRead(id: string, userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length === 1;
    },

    async markAllRead(userId: string, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    /** The person's unread message notification of a conversation, marked read; its id, if there was one. */
    async markConversationRead(userId: string, conversationId: string, at: Date): Promise<string[]> {
      const rows = await db
        .update(notifications)
        .set({ readAt: at })
        .where(
          and(
            eq(notifications.userId, userId),
            eq(notifications.conversationId, conversationId),
            eq(notifications.type, 'message_received'),
            isNull(notifications.readAt),
          ),
        )
        .returning({ id: notifications.id });
      return rows.map((row) => row.id);
    },

    /**
     * People owed a digest: unread message notifications not mailed since they changed,
     * the newest older than `before`, no request of theirs since `before` (their sessions' last
     * seen), an account not deleted and the digest not turned off.
     */
    async findDigestDue(before: Date, limit: number): Promise<string[]> {
      const lastSeen = db
        .select({ at: sql`max(${sessions.lastSeenAt})` })
        .from(sessions)
        .where(eq(sessions.userId, notifications.userId));
      const rows = await db
        .select({ userId: notifications.userId })
        .from(notifications)
        .where(and(undigested, takesMailOf(notifications.userId, DIGEST_TOPIC)))
        .groupBy(notifications.userId)
        .having(
          sql`max(${notifications.updatedAt}) < ${before.toISOString()}::timestamptz
            AND coalesce((${lastSeen}), '-infinity'::timestamptz) < ${before.toISOString()}::timestamptz`,
        )
        .limit(limit);
      return rows.map((row) => row.userId);
    },

    /** A person's digest lines, locked until the commit (another process skips them), the newest first. */
    lockDigestLines(userId: string): Promise<DigestLineRow[]> {
      return db
        .select({
          id: notifications.id,
          count: notifications.count,
          preview: notifications.preview,
          updatedAt: notifications.updatedAt,
          from: { username: actor.username, fullName: actor.fullName },
        })
        .from(notifications)
        .leftJoin(actor, eq(actor.id, notifications.actorId))
        .where(and(eq(notifications.userId, userId), undigested))
        .orderBy(desc(notifications.updatedAt))
        .for('update', { of: notifications, skipLocked: true });
    },

    async markMailed(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await db.update(notifications).set({ mailedAt: at }).where(inArray(notifications.id, ids));
    },
  };
}
