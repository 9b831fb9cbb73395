import { signUp, startServer, type HttpSession, type ServerProcess } from '../fixtures/processes.ts';

/**
 * Crash trials: a real server process (node --import tsx server.ts) takes a stream of writes from
 * a signed-in seller (new gigs, several in flight at once) and is killed with SIGKILL in the middle
 * of it; a new process is started on the same data (same DATA_DIR, or the same DATABASE_URL) at
 * once. After each restart every write that had been acknowledged (a 201 and its body received)
 * must be there, and the restart must never be refused because of the lock. One data folder or
 * database serves every trial, and nothing is seeded again: a trial costs one start of the server.
 */

/**
 * Trials a test run makes when CRASH_TRIALS is unset: enough to prove the restart path and the
 * check of every acknowledged write on each run, while each trial costs a server start (about
 * 3 s). `npm run bench:crash` sets 50.
 */
export const DEFAULT_CRASH_TRIALS = 5;

export interface CrashTrialOptions {
  /** The server's environment: DATA_DIR, and DATABASE_URL on PostgreSQL. */
  env: Record<string, string>;
  trials: number;
  /**
   * Seed of the kill points (the number of acknowledged writes a trial waits for); printed, so a run can be replayed.
   */
  seed: number;
  /** Writes in flight at once. */
  writers?: number;
}

export interface CrashTrialFigures {
  trials: number;
  acknowledged: number;
  /** Acknowledged writes missing (or changed) after a restart. */
  lost: number;
  /** Restarts that did not come up (the lock or anything else). */
  blockedRestarts: number;
  /** Writes sent and never answered because the server was killed. */
  unanswered: number;
  seconds: number;
  /** Wall time of the restarts, each from spawn to listening. */
  restartMs: { median: number; max: number };
  failures: string[];
}

interface AcknowledgedGig {
  id: string;
  title: string;
  trial: number;
}

/** Servers of a run still alive, so that a test stopped by its timeout can kill them before removing their folder. */
const live = new Set<ServerProcess>();

export async function killLeftovers(): Promise<void> {
  for (const server of live)
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await Promise.all([...live].map((server) => server.exited));
  live.clear();
}

/** mulberry32: a small seeded generator, so that a failing run can be replayed with its seed. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const gigPayload = (title: string) => ({
  title,
  cat: 'dissertation-writing',
  desc: 'A gig written during a crash trial: it must still be here after the server was killed.',
  deliveryTime: 3,
  pages: 2,
  priceMin: 10,
  priceMax: 20,
  purpose: 'research_help',
});

/** Writes until the server dies; resolves the number of writes sent but never answered. */
async function writeUntilKilled(
  url: string,
  session: HttpSession,
  trial: number,
  writers: number,
  acknowledged: AcknowledgedGig[],
  onAck: () => void,
) {
  let sequence = 0;
  let unanswered = 0;
  const writer = async (lane: number) => {
    for (;;) {
      const title = `Crash trial ${trial} lane ${lane} write ${sequence++}`;
      let gig: { _id: string; title: string };
      try {
        const response = await fetch(`${url}/api/gigs`, {
          method: 'POST',
          headers: { cookie: session.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(gigPayload(title)),
        });
        if (response.status !== 201)
          throw new Error(`POST /api/gigs answered ${response.status}: ${await response.text()}`);
        gig = (await response.json()) as { _id: string; title: string };
      } catch (error) {
        if (error instanceof Error && error.message.startsWith('POST /api/gigs answered')) throw error;
        unanswered += 1;
        return;
      }
      acknowledged.push({ id: gig._id, title: gig.title, trial });
      onAck();
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, lane) => writer(lane)));
  return unanswered;
}

/** The acknowledged gigs that the running server no longer has (or has with another title). */
async function missing(url: string, gigs: AcknowledgedGig[]): Promise<AcknowledgedGig[]> {
  const lost: AcknowledgedGig[] = [];
  for (let start = 0; start < gigs.length; start += 8) {
    await Promise.all(
      gigs.slice(start, start + 8).map(async (gig) => {
        const response = await fetch(`${url}/api/gigs/single/${gig.id}`);
        if (response.status === 200 && ((await response.json()) as { title: string }).title === gig.title) return;
        lost.push(gig);
      }),
    );
  }
  return lost;
}

export async function runCrashTrials(options: CrashTrialOptions): Promise<CrashTrialFigures> {
  const started = Date.now();
  const random = seeded(options.seed);
  const writers = options.writers ?? 4;
  const acknowledged: AcknowledgedGig[] = [];
  const restarts: number[] = [];
  const failures: string[] = [];
  let blockedRestarts = 0;
  let unanswered = 0;
  const lost = new Set<string>();

  const start = async (): Promise<ServerProcess | null> => {
    const spawnedAt = Date.now();
    try {
      const server = await startServer(options.env, 120_000);
      live.add(server);
      void server.exited.then(() => live.delete(server));
      restarts.push(Date.now() - spawnedAt);
      return server;
    } catch (error) {
      blockedRestarts += 1;
      failures.push(`restart refused: ${String(error).slice(0, 600)}`);
      return null;
    }
  };

  let server = await start();
  if (!server) throw new Error(`the first server did not start: ${failures.join('\n')}`);
  const session = await signUp(server.url, { isSeller: true });
  try {
    for (let trial = 0; trial < options.trials; trial++) {
      const running: ServerProcess = server;
      // Kill after 1 to 15 acknowledged writes of this trial, with `writers` more in flight.
      const killAfter = 1 + Math.floor(random() * 15);
      let acked = 0;
      const stream = writeUntilKilled(running.url, session, trial, writers, acknowledged, () => {
        acked += 1;
        if (acked === killAfter) running.child.kill('SIGKILL');
      });
      unanswered += await stream;
      await running.exited;

      const next = await start();
      if (!next) break;
      server = next;
      const gone = await missing(
        server.url,
        acknowledged.filter((gig) => gig.trial === trial),
      );
      for (const gig of gone) lost.add(gig.id);
      for (const gig of gone)
        failures.push(`trial ${trial}: acknowledged gig ${gig.id} "${gig.title}" is missing after the restart`);
    }
    // Every acknowledged write of every trial, once more, on the last server.
    if (server.child.exitCode === null) {
      const gone = await missing(server.url, acknowledged);
      for (const gig of gone.filter((gig) => !lost.has(gig.id)))
        failures.push(`at the end: acknowledged gig ${gig.id} (trial ${gig.trial}) is missing`);
      for (const gig of gone) lost.add(gig.id);
    }
  } finally {
    if (server) await server.stop();
  }
  const sorted = [...restarts].sort((a, b) => a - b);
  return {
    trials: options.trials,
    acknowledged: acknowledged.length,
    lost: lost.size,
    blockedRestarts,
    unanswered,
    seconds: (Date.now() - started) / 1000,
    restartMs: { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 },
    failures,
  };
}

export function describeFigures(database: string, figures: CrashTrialFigures, seed: number): string {
  return (
    `crash trials on ${database}: ${figures.trials} trials of kill -9 during a stream of writes, ` +
    `${figures.acknowledged} acknowledged writes, ${figures.lost} lost, ${figures.blockedRestarts} blocked restarts ` +
    (`(${figures.unanswered} writes in flight at the kills, ` +
      `unanswered); restart median ${figures.restartMs.median} ms, `) +
    `max ${figures.restartMs.max} ms; ${figures.seconds.toFixed(1)} s in all (seed ${seed})`
  );
}
