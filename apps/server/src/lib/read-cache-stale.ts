import { SESSION_COOKIE } from './auth/session-token.ts';

/**
 * Visitors' answers that a write made stale, kept a short while (decision 027, "Stale answers for
 * other visitors while one recomputes"): while one read computes a key's new answer, the other
 * visitors (no session cookie) who ask for it get the last one instead of waiting. Each answer keeps
 * `since`, the moment from which it may lack a write (the touch that made it stale, or for an answer
 * refused because a write came while it was computed, the moment its computation began); it is
 * given out only while `since` is less than `maxAgeMs` old. Signed-in readers never get one: every
 * writer is signed in, so the writer's own reads always reflect their write.
 *
 * Bounded by bytes too (the oldest go first); an answer past its age is dropped when met, and the
 * oldest ones when another is kept.
 */
/** What is kept: a cached answer (lib/read-cache.ts CachedAnswer), of which only its key and size count here. */
interface Kept {
  readonly key: string;
  readonly size: number;
}

export class StaleAnswers<Entry extends Kept> {
  private readonly kept = new Map<string, { readonly entry: Entry; readonly since: number }>();
  private bytes = 0;

  constructor(
    readonly maxAgeMs: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.kept.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  /** Keeps a visitor's answer that may lack the writes made from `since` on. */
  keep(entry: Entry, since: number, now = Date.now()): void {
    if (this.maxAgeMs <= 0 || now - since >= this.maxAgeMs) return;
    this.delete(entry.key);
    this.kept.set(entry.key, { entry, since });
    this.bytes += entry.size;
    this.prune(now);
  }

  /** The stale answer of a key while it is young enough, else undefined. */
  get(key: string, now = Date.now()): Entry | undefined {
    const stale = this.kept.get(key);
    if (!stale) return undefined;
    if (now - stale.since < this.maxAgeMs) return stale.entry;
    this.delete(key);
    return undefined;
  }

  delete(key: string): void {
    const stale = this.kept.get(key);
    if (!stale) return;
    this.kept.delete(key);
    this.bytes -= stale.entry.size;
  }

  clear(): void {
    this.kept.clear();
    this.bytes = 0;
  }

  /** Drops the answers past their age from the oldest kept on, and the oldest while over the byte bound. */
  private prune(now: number): void {
    for (const [key, stale] of this.kept) {
      if (this.bytes <= this.maxBytes && now - stale.since < this.maxAgeMs) break;
      this.delete(key);
    }
  }
}

/**
 * Whether a request may be given a stale answer: it names no session cookie, live or not. Only a
 * write by a signed-in writer whose session cookie it leaves alone keeps stale answers; any other
 * (made without a session, or one that signs in or out) empties them, on every process
 * (plugins/read-cache.ts), so whoever made a write never gets an answer older than it.
 */
export const mayReadStale = (headers: { cookie?: string | undefined }): boolean =>
  headers.cookie === undefined || !headers.cookie.includes(SESSION_COOKIE);
