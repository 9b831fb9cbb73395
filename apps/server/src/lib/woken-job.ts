import type { FastifyInstance } from 'fastify';

/** What a job running on every process is given. */
export interface WokenJobOptions {
  /** What the job does, for the log (`sending mail failed; it runs again shortly`). */
  name: string;
  /** A pass every `everyMs` besides the wakes; 0 or less: the job never runs (tests run it by hand). */
  everyMs: number;
  /** One pass; true when there is more to do at once (a full batch), which runs another pass. */
  pass: () => Promise<boolean>;
  /** A PostgreSQL channel whose NOTIFY (a commit that left work) wakes the job, and so does a reconnection. */
  channel?: string;
  /** How long the app's close waits for the pass under way (ms). */
  closeWaitMs?: number;
  /** Runs when the app closes, after the pass under way ended or was left. */
  onClose?: () => unknown;
}

export interface WokenJob {
  /** Runs a pass now, or one more after the pass under way. */
  wake(): void;
}

const CLOSE_WAIT_MS = 3_000;

/**
 * A job that each process runs by itself: every `everyMs`, when `wake()` is called and, with a
 * `channel`, when a commit NOTIFYs on it. One pass at a time on a process; a wake during a pass runs
 * one more after it, and so does a pass that answers true. Runs on several processes may overlap, so
 * a pass must be safe to run twice at once (conditional updates, SKIP LOCKED, leases). A failed pass
 * is logged and tried again at the next wake. When the app closes no pass starts; the one under way
 * ends, or is left after `closeWaitMs` (what it had not saved is done again by a later run).
 * The sweepers (lib/sweeper.ts), the mail sender and the originality checks are such jobs.
 */
export async function startWokenJob(app: FastifyInstance, options: WokenJobOptions): Promise<WokenJob> {
  if (options.everyMs <= 0) {
    if (options.onClose) app.addHook('onClose', async () => void (await options.onClose?.()));
    return { wake: () => {} };
  }
  let stopped = false;
  let again = false;
  let current: Promise<void> | null = null;
  const passes = async () => {
    do {
      again = false;
      if (await options.pass()) again = true;
    } while (again && !stopped);
  };
  const wake = () => {
    if (stopped) return;
    if (current) {
      again = true;
      return;
    }
    current = passes()
      .catch((error: unknown) =>
        app.log.warn({ err: error, job: options.name }, `${options.name} failed; it runs again shortly`),
      )
      .finally(() => {
        current = null;
      });
  };
  const timer = setInterval(wake, options.everyMs);
  timer.unref();
  let stopListening: (() => Promise<void>) | null = null;
  // Registered before the first await, so a caller that does not wait for the listener still has its hook.
  app.addHook('onClose', async () => {
    stopped = true;
    clearInterval(timer);
    await stopListening?.();
    const waitMs = options.closeWaitMs ?? CLOSE_WAIT_MS;
    await Promise.race([current, new Promise((resolve) => setTimeout(resolve, waitMs).unref())]);
    await options.onClose?.();
  });
  if (options.channel)
    stopListening = await app.database.listen(options.channel, { onPayload: wake, onReconnect: wake });
  return { wake };
}
