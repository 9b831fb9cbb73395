import type { FastifyInstance } from 'fastify';
import { trackRequests, type BodyRule, type DrainFigures } from './shutdown-requests.ts';

/**
 * Graceful shutdown on SIGTERM and SIGINT (decision 022): stop accepting connections, end the live
 * streams (the events feature's preClose hook), let the requests in flight finish within `graceMs`,
 * cut what is still trickling in after that, then close the database (which releases the data-folder
 * lock) and exit 0. A timer `FORCE_AFTER_GRACE_MS` past the bound exits 1: a last resort for a
 * handler that never ends, never the normal way out.
 */

export const FORCE_AFTER_GRACE_MS = 5_000;

export interface ShutdownOptions {
  app: FastifyInstance;
  body: BodyRule;
  graceMs: number;
  /** Closes the database and releases the data-folder lock. */
  closeDatabase(): Promise<void>;
  /** Stops the process's own timers before the app closes. */
  beforeClose?(): void;
  exit?(code: number): void;
}

export function handleShutdown({
  app,
  body,
  graceMs,
  closeDatabase,
  beforeClose,
  exit = (code) => process.exit(code),
}: ShutdownOptions) {
  const requests = trackRequests(app.server, body);
  let closing = false;

  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // /api/ready answers 503 from now on: a balancer still probing this process stops sending to it.
    app.readiness.draining = true;
    const started = Date.now();
    app.log.info(
      { signal, inFlight: requests.size(), graceMs },
      'shutting down: no new connections, live streams end, requests in flight finish',
    );
    const force = setTimeout(() => {
      app.log.error(
        { waitedMs: Date.now() - started },
        `shutdown took over ${graceMs + FORCE_AFTER_GRACE_MS} ms; exiting`,
      );
      exit(1);
    }, graceMs + FORCE_AFTER_GRACE_MS);
    force.unref();
    try {
      beforeClose?.();
      const closed = app.close();
      const figures: DrainFigures = await requests.drain(graceMs, closed);
      await closed;
      requests.stop();
      app.log.info({ ...figures, ms: Date.now() - started }, 'every connection closed');
      await closeDatabase();
      // One line: two lines written this close to the exit came out of the log in either order.
      app.log.info({ ms: Date.now() - started }, 'database closed and data-folder lock released; shut down cleanly');
      clearTimeout(force);
      exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      exit(1);
    }
  };

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  return { requests };
}
