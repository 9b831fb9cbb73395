import type { Database } from '../../db/client.ts';
import type { EventHub } from './event-hub.ts';
import type { StoredEvent } from './events.service.ts';

/** The hubs of this process by database (one per app; tests may run several apps in one process). */
const hubsByDatabase = new WeakMap<Database, Set<EventHub>>();

/** Makes the hub receive what deliver(db) is given; answers the function that stops it. */
export function registerHub(db: Database, hub: EventHub): () => void {
  const hubs = hubsByDatabase.get(db) ?? new Set<EventHub>();
  hubsByDatabase.set(db, hubs);
  hubs.add(hub);
  return () => hubs.delete(hub);
}

/** The live streams open in this process on `db` (the metrics' gauge). */
export function openLiveStreams(db: Database): number {
  let open = 0;
  for (const hub of hubsByDatabase.get(db) ?? []) open += hub.size();
  return open;
}

/**
 * Hands events published in a transaction that has now committed to the streams this process holds
 * for their people, without waiting for the NOTIFY to come back (decision 014), once one indexed read
 * has found their sessions still live (decision 055). Call it only after the commit: an event of a
 * rolled-back change must never be written.
 */
export function deliver(db: Database, stored: StoredEvent[]): void {
  if (stored.length === 0) return;
  for (const hub of hubsByDatabase.get(db) ?? []) hub.deliver(stored);
}
