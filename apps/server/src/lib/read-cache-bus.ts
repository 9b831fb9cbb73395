import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/client.ts';

/**
 * Tells every process what a write changed (decision 027), through LISTEN/NOTIFY on
 * READ_CACHE_CHANNEL: the tags it touched (lib/read-cache-tags.ts) or every answer, and whether the
 * session caches must be emptied too (a user row or a session changed). The writer applies it to
 * its own caches at once, NOTIFYs, and waits (at most `echoTimeoutMs`) until
 * its own notification has come back and every other live process has acknowledged it (each
 * applies it, then NOTIFYs `ack`): the next read on any process then finds those answers gone. The
 * live processes are those heard within the last few seconds (each NOTIFYs `alive` every second,
 * `bye` when it stops); one that stopped answering is waited for at most `echoTimeoutMs`. A process
 * that starts says `hello`, and every other one answers `alive` at once: its first write waits until
 * its hello has come back and the answers have had HELLO_GRACE_MS to arrive, so a write in its
 * first second is not answered before the processes it had not heard of yet have applied it. A listening connection
 * that was lost clears everything when it is back (what it missed is unknown). PGlite is one process, but
 * several app instances may share it (the timer tests do): they hear each other the same way.
 *
 * Payloads: `touch:<sender>:<n>:<s|-><k?>:<tag> <tag>...` (s: the sessions too; k: stale answers
 * kept for other visitors), `public:<sender>:<n>` (everything, sessions included), `wide:<sender>:<n>`
 * (the same, stale answers kept), `sessions:<sender>:<n>` (the sessions only); a touch whose tags
 * would not fit in a notification (8,000 bytes) is sent as `public` or `wide`.
 */

export const READ_CACHE_CHANNEL = 'inkwell_read_cache';

export interface Invalidation {
  /** The tags a write touched (lib/read-cache-tags.ts), or 'all': every cached answer. */
  readonly tags: readonly string[] | 'all';
  /** Whether the session caches are emptied too (a user row or a session may have changed). */
  readonly sessions: boolean;
  /**
   * Whether the visitors' answers it empties may still be given, stale, to other visitors a short
   * while (lib/read-cache-stale.ts): a write by a signed-in writer who stays signed in. Without it,
   * an invalidation of sessions drops every stale answer too.
   */
  readonly keepStale?: boolean;
}

/** Every answer and every session: what a write no one classified does. */
export const EVERYTHING: Invalidation = { tags: 'all', sessions: true };
/** The sessions only (sign-out). */
export const SESSIONS_ONLY: Invalidation = { tags: [], sessions: true };

export interface ReadCacheBus {
  /**
   * Applies an invalidation to this process's caches, then every other process's (waits for their acknowledgements).
   */
  invalidate(invalidation: Invalidation): Promise<void>;
  stop(): Promise<void>;
}

export interface ReadCacheBusOptions {
  /** Applies an invalidation to this process's caches. */
  apply(invalidation: Invalidation): void;
  /** How long a writer waits for its own notification to come back (then answers anyway). */
  echoTimeoutMs?: number;
  /** Says that a notification could not be sent or did not come back in time. */
  warn?(message: string, error?: unknown): void;
}

/** Room left in a notification's payload (8,000 bytes) for the tags, after the header. */
const MAX_TAG_BYTES = 7_800;

function payloadOf(invalidation: Invalidation, sender: string, number: number): string {
  const { tags, sessions, keepStale } = invalidation;
  if (tags !== 'all' && tags.length === 0 && sessions) return `sessions:${sender}:${number}`;
  const list = tags === 'all' ? '' : tags.join(' ');
  if (tags === 'all' || Buffer.byteLength(list) > MAX_TAG_BYTES)
    return `${keepStale ? 'wide' : 'public'}:${sender}:${number}`;
  return `touch:${sender}:${number}:${sessions ? 's' : '-'}${keepStale ? 'k' : ''}:${list}`;
}

/** The invalidation a notification carries (`parts`: its payload split at `:`); an unknown kind clears everything. */
function invalidationOf(parts: string[]): Invalidation {
  const [kind] = parts;
  if (kind === 'sessions') return SESSIONS_ONLY;
  if (kind === 'wide') return { ...EVERYTHING, keepStale: true };
  if (kind !== 'touch') return EVERYTHING;
  const list = parts.slice(4).join(':');
  const flags = parts[3] ?? '';
  return {
    tags: list === '' ? [] : list.split(' '),
    sessions: flags.startsWith('s'),
    ...(flags.endsWith('k') ? { keepStale: true } : {}),
  };
}

/** Sends the notification without waiting (a process that is not a server, such as the operator command). */
export async function notifyReadCaches(db: Database, kind: 'public' | 'sessions'): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${`${kind}:outside:0`})`);
}

const HEARTBEAT_MS = 1_000;
/** A process not heard from for this long is no longer waited for (it stopped or lost its connection). */
const MEMBER_EXPIRY_MS = 3_500;
/** After its own hello has come back, how long a new process gives the others' answers to arrive. */
const HELLO_GRACE_MS = 100;

export async function startReadCacheBus(database: DatabaseHandle, options: ReadCacheBusOptions): Promise<ReadCacheBus> {
  const { apply, echoTimeoutMs = 2_000, warn = () => {} } = options;
  const me = randomBytes(8).toString('hex');
  let sequence = 0;
  let stopped = false;
  /** The other processes and when they were last heard (each says `alive` every second). */
  const members = new Map<string, number>();
  /** Writes of this process waiting for their notification's echo and the other processes' acknowledgements. */
  const waiting = new Map<number, { echoed: boolean; missing: Set<string>; done: () => void }>();

  const notify = (payload: string) => database.db.execute(sql`SELECT pg_notify(${READ_CACHE_CHANNEL}, ${payload})`);
  /** Resolved once the others have had time to answer this process's hello (at most a heartbeat and the grace). */
  let heardBack: () => void = () => {};
  const introduced = new Promise<void>((resolve) => {
    const latest = setTimeout(resolve, HEARTBEAT_MS + HELLO_GRACE_MS);
    latest.unref();
    heardBack = () => {
      clearTimeout(latest);
      setTimeout(resolve, HELLO_GRACE_MS).unref();
    };
  });
  const settle = (number: number) => {
    const wait = waiting.get(number);
    if (wait && wait.echoed && wait.missing.size === 0) wait.done();
  };

  const stopListening = await database.listen(READ_CACHE_CHANNEL, {
    onPayload: (payload) => {
      const parts = payload.split(':');
      const [kind = '', sender = '', number = '', from = ''] = parts;
      if (kind === 'ack') {
        if (sender !== me) return;
        members.set(from, Date.now());
        waiting.get(Number(number))?.missing.delete(from);
        settle(Number(number));
        return;
      }
      if (kind === 'hello') {
        if (sender === me) return heardBack();
        members.set(sender, Date.now());
        return beat();
      }
      if (sender === me) {
        const wait = waiting.get(Number(number));
        if (wait) wait.echoed = true;
        settle(Number(number));
        return;
      }
      if (kind === 'alive') return void members.set(sender, Date.now());
      if (kind === 'bye') {
        members.delete(sender);
        for (const [key, wait] of waiting) if (wait.missing.delete(sender)) settle(key);
        return;
      }
      apply(invalidationOf(parts));
      if (sender === 'outside') return;
      members.set(sender, Date.now());
      // The writer waits for this: every process has applied it before the write is answered.
      notify(`ack:${sender}:${number}:${me}`).catch((error: unknown) =>
        warn('a read cache notification could not be acknowledged', error),
      );
    },
    onReconnect: () => apply(EVERYTHING),
  });

  function beat() {
    if (!stopped) notify(`alive:${me}`).catch(() => {});
  }
  notify(`hello:${me}`).catch(() => {});
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  heartbeat.unref();

  return {
    invalidate: async (invalidation) => {
      apply(invalidation);
      await introduced;
      sequence += 1;
      const number = sequence;
      const now = Date.now();
      const missing = new Set<string>();
      for (const [member, seen] of members) {
        if (now - seen <= MEMBER_EXPIRY_MS) missing.add(member);
        else members.delete(member);
      }
      let timer: NodeJS.Timeout | undefined;
      const answered = new Promise<boolean>((resolve) => {
        waiting.set(number, { echoed: false, missing, done: () => resolve(true) });
        timer = setTimeout(() => resolve(false), echoTimeoutMs);
      });
      try {
        await notify(payloadOf(invalidation, me, number));
        if (!(await answered))
          warn(
            `not every process acknowledged a read cache notification within ` +
              `${echoTimeoutMs} ms: ${[...missing].join(', ') || 'its own echo'}`,
          );
      } catch (error) {
        warn('the read caches of the other processes could not be told about a write', error);
      } finally {
        clearTimeout(timer);
        waiting.delete(number);
      }
    },
    stop: async () => {
      stopped = true;
      clearInterval(heartbeat);
      for (const wait of waiting.values()) wait.done();
      await notify(`bye:${me}`).catch(() => {});
      await stopListening();
    },
  };
}
