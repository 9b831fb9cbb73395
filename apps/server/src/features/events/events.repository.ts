import { and, asc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { events } from '../../db/schema/events.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** An event to store for one person; `withUnreadCount` adds `unread` (their unread notifications) to its data. */
export interface OutgoingEventRow {
  userId: string;
  type: string;
  data: unknown;
  withUnreadCount?: boolean;
}

/** A stored event, and the person's last event id before it was stored (0 when none is kept). */
export interface StoredEventRow {
  id: number;
  userId: string;
  type: string;
  data: unknown;
  previousId: number;
}

/** Advisory lock class of the per-person event locks (the key is hashtext of the user id). */
const EVENT_LOCK_CLASS = 727_002;

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A statement's part (a CTE's body) that takes the people's event locks, in the order given (sort
 * them), only once `after` is known: a scalar expression over the statement's own writes, so that
 * the locks come after the row locks those writes take, in the order publish() keeps (decision 014).
 * publish(tx, events, { locked: true }) then stores the events.
 */
export function eventLocksAfter(userIds: string[], after: SQL): SQL {
  return sql`SELECT pg_advisory_xact_lock(${EVENT_LOCK_CLASS}, hashtext(u)) FROM unnest(${textArray(userIds)}) AS u
    WHERE (${after}) IS NOT NULL`;
}

/** The only module that touches the events table. */
export function eventsRepository(db: Executor) {
  return {
    /**
     * Takes each person's event lock until the transaction ends, in the given (sorted) order. Events
     * of one person are then written and committed one transaction after the other, so their ids
     * grow in commit order and a stream reading "after id N" never skips one that commits late.
     */
    async lockPeople(userIds: string[]): Promise<void> {
      await db.execute(
        sql`SELECT pg_advisory_xact_lock(${EVENT_LOCK_CLASS}, hashtext(u)) FROM unnest(${textArray(userIds)}) AS u`,
      );
    },

    /**
     * In one statement: counts the unread notifications of the people whose events ask for it
     * (`withUnreadCount`; call it once their event locks are held, so counts arrive in order), stores
     * the events with ids in the given order, and NOTIFYs each person's last new id (delivered to
     * every listener at commit). Answers the stored events, oldest first, each with `previousId`:
     * the person's last event id before this call (0 when none is kept), which tells a stream of
     * this process whether it may write them at once (event-hub.ts, deliver).
     */
    async insertAndNotify(channel: string, outgoing: OutgoingEventRow[]): Promise<StoredEventRow[]> {
      const input = JSON.stringify(
        outgoing.map((event) => ({ u: event.userId, t: event.type, d: event.data, c: event.withUnreadCount === true })),
      );
      const rows = rowsOf<{
        id: string | number;
        user_id: string;
        type: string;
        data: unknown;
        previous_id: string | number | null;
      }>(
        await db.execute(sql`
          WITH input AS (
            SELECT ord, (e->>'u')::uuid AS user_id, e->>'t' AS type, e->'d' AS data, (e->>'c')::boolean AS counted
            FROM jsonb_array_elements(${input}::jsonb) WITH ORDINALITY AS t(e, ord)
          ),
          unread AS (
            SELECT ${notifications.userId} AS user_id, count(*) AS unread FROM ${notifications}
            WHERE ${notifications.userId} IN (SELECT user_id FROM input WHERE counted)
            AND ${notifications.readAt} IS NULL
            GROUP BY ${notifications.userId}
          ),
          previous AS (
            SELECT ${events.userId} AS user_id, max(${events.id}) AS id FROM ${events}
            WHERE ${events.userId} IN (SELECT user_id FROM input) GROUP BY ${events.userId}
          ),
          inserted AS (
            INSERT INTO ${events} (user_id, type, data)
            SELECT i.user_id, i.type, CASE WHEN i.counted
            THEN i.data || jsonb_build_object('unread', coalesce(u.unread, 0)) ELSE i.data END
            FROM input i LEFT JOIN unread u ON u.user_id = i.user_id
            ORDER BY i.ord
            RETURNING id, user_id, type, data
          ),
          notified AS (
            SELECT pg_notify(${channel}, user_id::text || ':' || max(id)::text) FROM inserted GROUP BY user_id
          )
          SELECT i.id, i.user_id, i.type, i.data, p.id AS previous_id, (SELECT count(*) FROM notified) AS notified
          FROM inserted i LEFT JOIN previous p ON p.user_id = i.user_id
          ORDER BY i.id`),
      );
      return rows.map((row) => ({
        id: Number(row.id),
        userId: row.user_id,
        type: row.type,
        data: row.data,
        previousId: Number(row.previous_id ?? 0),
      }));
    },

    /** A person's events after the given id, oldest first. */
    listAfter(userId: string, afterId: number, limit: number): Promise<EventRow[]> {
      return db
        .select()
        .from(events)
        .where(and(eq(events.userId, userId), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(limit);
    },

    /** The last event id of each of these people (people without events are left out). */
    async lastIdsOf(userIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ userId: events.userId, id: sql<number>`max(${events.id})`.mapWith(Number) })
        .from(events)
        .where(inArray(events.userId, userIds))
        .groupBy(events.userId);
      return new Map(rows.map((row) => [row.userId, row.id]));
    },

    /** The oldest event still kept (null when none is) and the last id ever given out (0 before the first). */
    async horizon(): Promise<{ oldest: number | null; last: number }> {
      const [row] = rowsOf<{ oldest: string | number | null; last: string | number; called: boolean }>(
        await db.execute(
          sql`SELECT (SELECT min(id) FROM events) AS oldest, last_value AS last, is_called AS called
            FROM events_id_seq`,
        ),
      );
      return {
        oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
        last: row?.called ? Number(row.last) : 0,
      };
    },

    async deleteOlderThan(before: Date): Promise<number> {
      const [row] = rowsOf<{ count: string | number }>(
        await db.execute(
          sql`WITH deleted AS (DELETE FROM ${events} WHERE ${lt(events.createdAt, before)} RETURNING 1)
            SELECT count(*) AS count FROM deleted`,
        ),
      );
      return Number(row?.count ?? 0);
    },
  };
}
