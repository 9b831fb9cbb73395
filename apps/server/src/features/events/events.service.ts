import type { LiveEventType } from '@inkwell/domain/events/live-event.schema';
import type { Executor } from '../../db/client.ts';
import { eventsRepository, type StoredEventRow } from './events.repository.ts';

/** An event as stored by publish(): its id, and the person's previous event id. */
export type StoredEvent = StoredEventRow;

/**
 * Writes live events (docs/decisions/014-live-events.md). An event is a row of the events table
 * for one person, written in the transaction of the change it reports; the NOTIFY sent with it
 * reaches every server process when, and only if, that transaction commits. Each process then
 * reads the new rows for the people whose streams it holds.
 */

export const EVENTS_CHANNEL = 'inkwell_events';
/** Events are kept this long for replays after Last-Event-ID; an older Last-Event-ID gets `resync`. */
export const EVENT_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface OutgoingEvent {
  userId: string;
  type: LiveEventType;
  data: Record<string, unknown>;
  /**
   * Adds `unread`, the person's unread notifications counted once their event lock is held (so counts arrive in order).
   */
  withUnreadCount?: boolean;
}

/** `userId:lastEventId`: tells the processes whose stream to read and up to where. */
export function notificationPayload(userId: string, eventId: number): string {
  return `${userId}:${eventId}`;
}

export function parseNotificationPayload(payload: string): { userId: string; eventId: number } | null {
  const [userId, id] = payload.split(':');
  const eventId = Number(id);
  return userId && Number.isSafeInteger(eventId) ? { userId, eventId } : null;
}

/**
 * Stores the events and NOTIFYs, inside the caller's transaction. Call it once per transaction, as
 * its last step: it takes the people's event locks in one sorted pass (so two transactions cannot
 * wait for each other) and holds them to the commit. Answers the stored events: once the
 * transaction has committed, `deliver(db, stored)` hands them to this process's own streams at once
 * (other processes still read them after the NOTIFY). `locked`: the change's own statement already
 * took the locks of every person of these events (eventLocksAfter), after its writes.
 */
export async function publish(
  tx: Executor,
  outgoing: OutgoingEvent[],
  options: { locked?: boolean } = {},
): Promise<StoredEvent[]> {
  if (outgoing.length === 0) return [];
  const repository = eventsRepository(tx);
  if (!options.locked) await repository.lockPeople([...new Set(outgoing.map((event) => event.userId))].sort());
  return repository.insertAndNotify(EVENTS_CHANNEL, outgoing);
}

/** Deletes the events older than the retention; every process runs it now and then (it is idempotent). */
export function pruneEvents(db: Executor, now: Date = new Date()): Promise<number> {
  return eventsRepository(db).deleteOlderThan(new Date(now.getTime() - EVENT_RETENTION_MS));
}
