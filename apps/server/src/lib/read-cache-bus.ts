import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';

/**
 * Tells every process that its cached reads are stale (decision 027), through LISTEN/NOTIFY on
 * READ_CACHE_CHANNEL. `public`: a write may have changed what visitors or signed-in readers see
 * (read answers, pages, and the sessions' users); `sessions`: only sessions ended (sign out).
 * The writer clears its own caches at once, NOTIFYs, and waits (at most `echoTimeoutMs`) until
 * its own notification comes back: PostgreSQL has then handed it to every listening connection,
 * so the next read on any process finds the caches cleared. A listening connection that was lost
 * clears everything when it is back (what it missed is unknown). PGlite is one process, but
 * several app instances may share it (the timer tests do): they hear each other the same way.
 */

export const READ_CACHE_CHANNEL = 'inkwell_read_cache';

export type Invalidation = 'public' | 'sessions';

export interface ReadCacheBus {
  /** Clears this process's caches, then every other process's (waits for the notification's echo). */
  invalidate(kind: Invalidation): Promise<void>;
  stop(): Promise<void>;
}

export interface ReadCacheBusOptions {
  /** Clears this process's caches of that kind. */
  clear(kind: Invalidation): void;
  /** How long a writer waits for its own notification to come back (then answers anyway). */
  echoTimeoutMs?: number;
  /** Says that a notification could not be sent or did not come back in time. */
  warn?(message: string, error?: unknown): void;
}

const isInvalidation = (kind: string): kind is Invalidation => kind === 'public' || kind === 'sessions';

/** Sends the notification without waiting (a process that is not a server, such as the operator command). */
export async function notifyReadCaches(db: Database, kind: Invalidation): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${`${kind}:outside:0`})`);
}

export async function startReadCacheBus(database: DatabaseHandle, options: ReadCacheBusOptions): Promise<ReadCacheBus> {
  const { clear, echoTimeoutMs = 2_000, warn = () => {} } = options;
  const me = randomBytes(8).toString('hex');
  let sequence = 0;
  const waiting = new Map<number, () => void>();

  const stopListening = await database.listen(READ_CACHE_CHANNEL, {
    onPayload: (payload) => {
      const [kind = '', sender, number] = payload.split(':');
      if (sender === me) {
        waiting.get(Number(number))?.();
        return;
      }
      clear(isInvalidation(kind) ? kind : 'public');
    },
    onReconnect: () => clear('public'),
  });

  return {
    invalidate: async (kind) => {
      clear(kind);
      sequence += 1;
      const number = sequence;
      let timer: NodeJS.Timeout | undefined;
      const echoed = new Promise<boolean>((resolve) => {
        waiting.set(number, () => resolve(true));
        timer = setTimeout(() => resolve(false), echoTimeoutMs);
      });
      try {
        await database.db.execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${`${kind}:${me}:${number}`})`);
        if (!(await echoed)) warn(`the read caches' notification did not come back within ${echoTimeoutMs} ms`);
      } catch (error) {
        warn('the read caches of the other processes could not be told about a write', error);
      } finally {
        clearTimeout(timer);
        waiting.delete(number);
      }
    },
    stop: async () => {
      for (const resolve of waiting.values()) resolve();
      await stopListening();
    },
  };
}
