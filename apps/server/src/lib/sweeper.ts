import type { FastifyInstance } from 'fastify';
import { EVERYTHING } from './read-cache-bus.ts';
import { startWokenJob } from './woken-job.ts';

/**
 * A job that every process runs every `everyMs` (payments still processing, order timers, refunds
 * to send), a woken job (lib/woken-job.ts) that only its timer wakes. A run never overlaps the
 * previous one on the same process; runs on several processes may overlap, so a job must be safe to
 * run twice at once (conditional updates, SKIP LOCKED). A failed run is logged and tried again next
 * time. Stops when the app closes; `everyMs` 0 turns it off.
 * A job returns how many things it changed: a run that changed something (a number above 0, or
 * true) empties the read caches of every process (decision 027), as an unclassified write through
 * the API does: what a run changed (orders completed, payments settled, timers expired) reaches
 * gigs' status and sales, sellers' facts and buyers' lists, and runs are rare.
 */
export function startSweeper(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>): void {
  const pass = async () => {
    const changed = await job();
    if ((typeof changed === 'number' && changed > 0) || changed === true) await app.readCache.invalidate(EVERYTHING);
    return false;
  };
  // No channel: nothing is awaited before the job's timer and close hook are in place.
  void startWokenJob(app, { name, everyMs, pass });
}
