import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * The announcement that sessions have ended (decision 055), made by every statement that deletes
 * sessions (sessions.repository.ts): sign-out, sign out everywhere, a device signed out from
 * settings, a password change or reset, a suspension, an account's deletion, the purge of expired
 * sessions. What holds something open for a session (the live streams) hears it twice:
 *
 * - in this process, at once, through `onSessionsEnded` (before the transaction commits: a rollback
 *   only costs a stream that reconnects, an end heard late would let an event through);
 * - in every process, through a NOTIFY on SESSION_ENDS_CHANNEL sent in the deleting transaction, so
 *   it is heard when, and only if, that transaction commits, in commit order with the other writes'.
 *
 * A notification's payload is token hashes (SHA-256, hex) separated by spaces, at most
 * HASHES_PER_NOTIFICATION of them, well under PostgreSQL's 8,000 bytes.
 */

export const SESSION_ENDS_CHANNEL = 'inkwell_session_ends';
const HASHES_PER_NOTIFICATION = 100;

export type SessionEndsListener = (tokenHashes: readonly string[]) => void;

/** This process's listeners (one per live events hub; tests may run several apps in one process). */
const listeners = new Set<SessionEndsListener>();

/** Hears the sessions this process ends, as it ends them; answers the function that stops listening. */
export function onSessionsEnded(listener: SessionEndsListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The token hashes a notification on SESSION_ENDS_CHANNEL carries (anything else in it is ignored). */
export function parseSessionEnds(payload: string): string[] {
  return payload.split(' ').filter((hash) => /^[0-9a-f]{64}$/.test(hash));
}

/** Tells this process's listeners at once, and every process once `tx` commits, that these sessions have ended. */
export async function announceSessionEnds(tx: Executor, tokenHashes: readonly string[]): Promise<void> {
  if (tokenHashes.length === 0) return;
  for (const listener of listeners) listener(tokenHashes);
  for (let i = 0; i < tokenHashes.length; i += HASHES_PER_NOTIFICATION) {
    const payload = tokenHashes.slice(i, i + HASHES_PER_NOTIFICATION).join(' ');
    await tx.execute(sql`SELECT pg_notify(${SESSION_ENDS_CHANNEL}, ${payload})`);
  }
}
