import type { FastifyInstance } from 'fastify';

/**
 * A job that every process runs every `everyMs` (payments still processing, order timers, refunds
 * to send). A run never overlaps the previous one on the same process; runs on several processes
 * may overlap, so a job must be safe to run twice at once (conditional updates, SKIP LOCKED). A
 * failed run is logged and tried again next time. Stops when the app closes; `everyMs` 0 turns it off.
 */
export function startSweeper(app: FastifyInstance, name: string, everyMs: number, job: () => Promise<unknown>): void {
  if (everyMs <= 0) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      app.log.warn({ err: error, sweeper: name }, `${name} failed; it runs again shortly`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
