import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { messageFiles, messages } from '../../db/schema/messages.ts';
import { recordMessageAfter } from '../conversations/index.ts';
import { eventLocksAfter } from '../events/index.ts';
import { messageNotificationsAfter } from '../notifications/index.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';

export type MessageRow = typeof messages.$inferSelect;

export interface MessageViewRow {
  message: MessageRow;
  createdAtKey: string;
}

/**
 * What one statement of a send stored (sendInLockedConversation); `message` is null when a sending limit refused it.
 */
export interface SentRow {
  recent: { minute: number; hour: number; minuteFreesIn: number; hourFreesIn: number };
  message: MessageRow | null;
  conversation: { lastMessage: string; updatedAt: Date; readBySeller: boolean; readByBuyer: boolean } | null;
  /** The writer's message notifications of the conversation now read. */
  writerReadIds: string[];
  /** The other person's unread message notification of the conversation, new or refreshed. */
  notification: {
    id: string;
    count: number;
    preview: string;
    actorId: string | null;
    createdAt: Date;
    updatedAt: Date;
  } | null;
}

export interface SendRow {
  id: string;
  conversationId: string;
  writerId: string;
  recipientId: string;
  /**
   * The text others read (contact details masked); `originalDesc` is the text as written, null when nothing was masked.
   */
  desc: string;
  originalDesc: string | null;
  fileIds: readonly string[];
  /** The recipient's notification: a new one's id and time, its preview of the text. */
  notificationId: string;
  notificationAt: Date;
  preview: string;
  limits: { perMinute: number; perHour: number };
}

/** A text[] as the driver gives it: an array (node-postgres, PGlite) or its text form. */
function textArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^{|}$/g, '')
    .split(',')
    .filter((item) => item !== '');
}

/**
 * The only module that touches the messages table; a send's one statement also carries the
 * conversations feature's and the notifications feature's parts (the conversation's text, time and
 * read flags, both people's message notifications of it), which those features write.
 */
export function messagesRepository(db: Executor) {
  return {
    /**
     * Inserts a message stamped with the database's clock at this moment. The conversation is locked
     * by then, so its messages are stamped in the order they are written, whichever process writes.
     */
    async insert(row: { id: string; conversationId: string; userId: string; desc: string }): Promise<MessageRow> {
      const [inserted] = await db
        .insert(messages)
        .values({ ...row, createdAt: sql`clock_timestamp()` })
        .returning();
      return inserted!;
    },

    /**
     * The whole of a send in one statement, in a transaction that holds the conversation's row lock
     * (so the writer's recent messages are counted, and the message stamped, after the lock):
     * counts the writer's messages of the last minute and hour, and only when both are under the
     * limits stores the message (clock_timestamp()) and its files at positions 0, 1, 2..., gives
     * the conversation its text and time, read by the writer and unread by the other (the
     * conversations feature's recordMessageAfter), marks the writer's message notifications of the
     * conversation read at the message's time and adds one to the other's unread message
     * notification of it, or starts one (the notifications feature's messageNotificationsAfter),
     * and last takes both people's event locks (publish with `locked` then stores the events). One
     * statement instead of ten: each round trip to the database waits a turn of the event loop
     * behind every other request (decision 014).
     */
    async sendInLockedConversation(row: SendRow): Promise<SentRow> {
      const inserted = sql.raw('inserted');
      const notificationParts = messageNotificationsAfter(
        {
          conversationId: row.conversationId,
          writerId: row.writerId,
          recipientId: row.recipientId,
          notificationId: row.notificationId,
          at: row.notificationAt,
          preview: row.preview,
        },
        inserted,
      );
      const [result] = rowsOf<{
        minute: string | number;
        hour: string | number;
        minute_frees_in: string | number | null;
        hour_frees_in: string | number | null;
        message_id: string | null;
        message_created_at: Date | string | null;
        last_message: string | null;
        updated_at: Date | string | null;
        read_by_seller: boolean | null;
        read_by_buyer: boolean | null;
        writer_read_ids: string[] | string | null;
        notification_id: string | null;
        notification_count: number | null;
        notification_preview: string | null;
        notification_actor_id: string | null;
        notification_created_at: Date | string | null;
        notification_updated_at: Date | string | null;
      }>(
        await db.execute(sql`
          WITH recent AS (
            SELECT count(*) FILTER (WHERE created_at > clock_timestamp() - interval '1 minute') AS minute,
                   count(*) AS hour,
                   extract(epoch FROM min(created_at)
                   FILTER (WHERE created_at > clock_timestamp() - interval '1 minute') + interval '1 minute' -
                   clock_timestamp()) AS minute_frees_in,
                   extract(epoch FROM min(created_at) + interval '1 hour' - clock_timestamp()) AS hour_frees_in
            FROM ${messages}
            WHERE user_id = ${row.writerId} AND created_at > clock_timestamp() - interval '1 hour'
          ),
          inserted AS (
            INSERT INTO ${messages} (id, conversation_id, user_id, "desc", original_desc, created_at)
            SELECT ${row.id}::uuid, ${row.conversationId}::text, ${row.writerId}::uuid, ${row.desc}::text,
            ${row.originalDesc}::text, clock_timestamp()
            FROM recent WHERE recent.minute < ${row.limits.perMinute} AND recent.hour < ${row.limits.perHour}
            RETURNING id, created_at
          ),
          attached AS (
            INSERT INTO ${messageFiles} (message_id, file_id, position)
            SELECT inserted.id, f.file_id::uuid, (f.ord - 1)::int
            FROM inserted, unnest(${`{${row.fileIds.join(',')}}`}::text[]) WITH ORDINALITY AS f(file_id, ord)
            RETURNING 1
          ),
          conversation AS
          (${recordMessageAfter(
            { conversationId: row.conversationId, text: row.desc, writerId: row.writerId },
            inserted,
          )}),
          writer_read AS (${notificationParts.writerRead}),
          notified AS (${notificationParts.recipientNotified}),
          locks AS (${eventLocksAfter(
            [row.writerId, row.recipientId].sort(),
            sql`(SELECT count(*)
            FROM notified) + (SELECT count(*) FROM writer_read)`,
          )})
          SELECT recent.minute, recent.hour, recent.minute_frees_in, recent.hour_frees_in,
                 inserted.id AS message_id, inserted.created_at AS message_created_at,
                 conversation.last_message, conversation.updated_at, conversation.read_by_seller,
                 conversation.read_by_buyer,
                 (SELECT array_agg(id::text) FROM writer_read) AS writer_read_ids,
                 notified.id AS notification_id, notified.count AS notification_count, notified.preview
                 AS notification_preview,
                 notified.actor_id AS notification_actor_id, notified.created_at
                 AS notification_created_at, notified.updated_at AS notification_updated_at,
                 (SELECT count(*) FROM attached) AS attached,
                 (SELECT count(*) FROM locks) AS locked
          FROM recent
          LEFT JOIN inserted ON true
          LEFT JOIN conversation ON true
          LEFT JOIN notified ON true`),
      );
      const r = result!;
      const date = (value: Date | string) => (value instanceof Date ? value : new Date(value));
      return {
        recent: {
          minute: Number(r.minute),
          hour: Number(r.hour),
          minuteFreesIn: Number(r.minute_frees_in ?? 0),
          hourFreesIn: Number(r.hour_frees_in ?? 0),
        },
        message:
          r.message_id && r.message_created_at
            ? {
                id: r.message_id,
                conversationId: row.conversationId,
                userId: row.writerId,
                desc: row.desc,
                originalDesc: row.originalDesc,
                createdAt: date(r.message_created_at),
              }
            : null,
        conversation:
          r.updated_at && r.last_message !== null
            ? {
                lastMessage: r.last_message,
                updatedAt: date(r.updated_at),
                readBySeller: r.read_by_seller === true,
                readByBuyer: r.read_by_buyer === true,
              }
            : null,
        writerReadIds: textArray(r.writer_read_ids),
        notification:
          r.notification_id && r.notification_created_at && r.notification_updated_at
            ? {
                id: r.notification_id,
                count: Number(r.notification_count),
                preview: r.notification_preview ?? '',
                actorId: r.notification_actor_id,
                createdAt: date(r.notification_created_at),
                updatedAt: date(r.notification_updated_at),
              }
            : null,
      };
    },

    /** One page (plus one row) of a conversation's messages, the newest first. */
    listOfConversation(conversationId: string, limit: number, after?: Keyset): Promise<MessageViewRow[]> {
      return db
        .select({ message: messages, createdAtKey: sql<string>`${messages.createdAt}::text` })
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            after
              ? sql`(${messages.createdAt}, ${messages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
    },

    /**
     * How many messages the person wrote in the last minute and the last hour, and in how many
     * seconds the oldest of each window leaves it (by the database's clock).
     */
    async recentCounts(
      userId: string,
    ): Promise<{ minute: number; hour: number; minuteFreesIn: number; hourFreesIn: number }> {
      const [row] = rowsOf<{
        minute: string | number;
        hour: string | number;
        minute_frees_in: string | number | null;
        hour_frees_in: string | number | null;
      }>(
        await db.execute(sql`
          SELECT count(*) FILTER (WHERE created_at > clock_timestamp() - interval '1 minute') AS minute,
                 count(*) AS hour,
                 extract(epoch FROM min(created_at)
                 FILTER (WHERE created_at > clock_timestamp() - interval '1 minute') + interval '1 minute' -
                 clock_timestamp()) AS minute_frees_in,
                 extract(epoch FROM min(created_at) + interval '1 hour' - clock_timestamp()) AS hour_frees_in
          FROM ${messages}
          WHERE user_id = ${userId} AND created_at > clock_timestamp() - interval '1 hour'`),
      );
      return {
        minute: Number(row?.minute ?? 0),
        hour: Number(row?.hour ?? 0),
        minuteFreesIn: Number(row?.minute_frees_in ?? 0),
        hourFreesIn: Number(row?.hour_frees_in ?? 0),
      };
    },
  };
}
