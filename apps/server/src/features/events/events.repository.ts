import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { events, notifications } from '../../db/schema/notifications.ts';

export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** Advisory lock class of the per-person event locks (the key is hashtext of the user id). */
const EVENT_LOCK_CLASS = 727_002;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));
const textArray = (values: string[]) => sql`ARRAY[${sql.join(values.map((value) => sql`${value}`), sql`, `)}]::text[]`;

/** The only module that touches the events table. */
export function eventsRepository(db: Executor) {
  return {
    /**
     * Takes each person's event lock until the transaction ends, in the given (sorted) order. Events
     * of one person are then written and committed one transaction after the other, so their ids
     * grow in commit order and a stream reading "after id N" never skips one that commits late.
     */
    async lockPeople(userIds: string[]): Promise<void> {
      await db.execute(sql`SELECT pg_advisory_xact_lock(${EVENT_LOCK_CLASS}, hashtext(u)) FROM unnest(${textArray(userIds)}) AS u`);
    },

    async insertMany(rows: NewEventRow[]): Promise<{ id: number; userId: string }[]> {
      return db.insert(events).values(rows).returning({ id: events.id, userId: events.userId });
    },

    /** NOTIFY on the channel once per payload; delivered to every listener when the transaction commits. */
    async notify(channel: string, payloads: string[]): Promise<void> {
      await db.execute(sql`SELECT pg_notify(${channel}, p) FROM unnest(${textArray(payloads)}) AS p`);
    },

    async unreadNotificationCounts(userIds: string[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ userId: notifications.userId, count: sql<number>`count(*)`.mapWith(Number) })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), isNull(notifications.readAt)))
        .groupBy(notifications.userId);
      return new Map(rows.map((row) => [row.userId, row.count]));
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
        await db.execute(sql`SELECT (SELECT min(id) FROM events) AS oldest, last_value AS last, is_called AS called FROM events_id_seq`),
      );
      return { oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest), last: row?.called ? Number(row.last) : 0 };
    },

    async deleteOlderThan(before: Date): Promise<number> {
      const [row] = rowsOf<{ count: string | number }>(
        await db.execute(sql`WITH deleted AS (DELETE FROM ${events} WHERE ${lt(events.createdAt, before)} RETURNING 1) SELECT count(*) AS count FROM deleted`),
      );
      return Number(row?.count ?? 0);
    },
  };
}
