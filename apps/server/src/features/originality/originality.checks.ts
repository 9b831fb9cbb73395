import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { runOriginalityChecks } from './originality.service.ts';

/** The channel a delivery's commit NOTIFYs on, so a process checks it at once rather than on its next sweep. */
export const ORIGINALITY_CHANNEL = 'inkwell_originality';
/** The catch-up sweep: deliveries left pending by a crash, and gigs' sample documents. */
export const ORIGINALITY_SWEEP_MS = 60_000;
const CLOSE_WAIT_MS = 3000;

export interface OriginalityOptions {
  /** How often the catch-up sweep runs (ms); 0 turns the checks off (tests run them by hand). */
  sweepMs?: number;
}

/** Called in the delivery's (or a gig's new sample document's) transaction: the check runs after it commits. */
export async function queueOriginalityCheck(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ORIGINALITY_CHANNEL}, '')`);
}

/**
 * Runs the checks on this process: at start (what was left pending), when a commit NOTIFYs, and
 * every `sweepMs`. One pass at a time; a pass that finds a full batch goes on. Several processes
 * may check the same delivery at once: the writes are idempotent (the first one kept).
 */
export async function startOriginalityChecks(app: FastifyInstance, privateFiles: FileStore, options: OriginalityOptions): Promise<void> {
  const everyMs = options.sweepMs ?? ORIGINALITY_SWEEP_MS;
  if (everyMs <= 0) return;
  const context = { db: app.db, privateFiles, uploads: app.files, log: app.log };
  let stopped = false;
  let again = false;
  let current: Promise<void> | null = null;
  const pass = async () => {
    do {
      again = false;
      // Order pages are never cached (decision 027), so new evidence clears no cache.
      if ((await runOriginalityChecks(context)) > 0) again = true;
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = pass()
      .catch((error: unknown) => app.log.warn({ err: error }, 'checking originality failed; it runs again shortly'))
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(wake, everyMs);
  timer.unref();
  const stopListening = await app.database.listen(ORIGINALITY_CHANNEL, { onPayload: wake, onReconnect: wake });
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await stopListening();
    // The pass under way ends, or is left after a few seconds (a long PDF): what it had not saved
    // stays pending and is checked on the next start.
    await Promise.race([current, new Promise((resolve) => setTimeout(resolve, CLOSE_WAIT_MS).unref())]);
  });
  app.addHook('onReady', async () => wake());
}
