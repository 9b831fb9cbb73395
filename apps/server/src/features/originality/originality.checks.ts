import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { startWokenJob } from '../../lib/woken-job.ts';
import { runOriginalityChecks } from './originality.service.ts';

/** The channel a delivery's commit NOTIFYs on, so a process checks it at once rather than on its next sweep. */
export const ORIGINALITY_CHANNEL = 'inkwell_originality';
/** The catch-up sweep: deliveries left pending by a crash, and gigs' sample documents. */
export const ORIGINALITY_SWEEP_MS = 60_000;

export interface OriginalityOptions {
  /** How often the catch-up sweep runs (ms); 0 turns the checks off (tests run them by hand). */
  sweepMs?: number;
}

/** Called in the delivery's (or a gig's new sample document's) transaction: the check runs after it commits. */
export async function queueOriginalityCheck(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${ORIGINALITY_CHANNEL}, '')`);
}

/**
 * Runs the checks on this process, a woken job (lib/woken-job.ts): at start (what was left pending),
 * when a commit NOTIFYs, and every `sweepMs`. One pass at a time; a pass that checked something goes
 * on. Several processes may check the same delivery at once: the writes are idempotent (the first one
 * kept).
 */
export async function startOriginalityChecks(
  app: FastifyInstance,
  privateFiles: FileStore,
  options: OriginalityOptions,
): Promise<void> {
  const everyMs = options.sweepMs ?? ORIGINALITY_SWEEP_MS;
  if (everyMs <= 0) return;
  const context = { db: app.db, privateFiles, uploads: app.files, log: app.log };
  // Order pages are never cached (decision 027), so new evidence clears no cache. On close the pass
  // under way ends, or is left after a few seconds (a long PDF): what it had not saved stays pending
  // and is checked on the next start.
  const pass = async () => (await runOriginalityChecks(context)) > 0;
  const job = await startWokenJob(app, { name: 'checking originality', everyMs, pass, channel: ORIGINALITY_CHANNEL });
  app.addHook('onReady', async () => job.wake());
}
