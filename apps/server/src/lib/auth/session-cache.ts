import type { UserRow } from './user.ts';

/**
 * Signed-in users by session token hash (decision 027), so that a signed-in read does not ask the
 * database who is calling. An entry ends with its session's expiry, after `maxAgeMs` at most (a
 * net under the notifications), on sign-out (`delete`), and with `clear()`: every write that may
 * change a user row or a session (plugins/read-cache-writes.ts: those it says empty everything or
 * the sessions), and every sign-out, on any process, clears all (lib/read-cache-bus.ts); a like, a
 * bid, a message or a gig write keeps it. A
 * lookup that began before a clear() may not store what it read. Unknown tokens are not kept (a
 * stream of made-up cookies cannot fill it); at most `maxEntries` sessions, the oldest go first.
 */
export class SessionCache {
  private readonly entries = new Map<string, { user: UserRow; expiresAt: number; until: number; seenAt: number }>();
  generation = 0;

  constructor(
    private readonly maxEntries = 10_000,
    private readonly maxAgeMs = 60_000,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(tokenHash: string, now: number): UserRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.expiresAt <= now || entry.until <= now) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.user;
  }

  /**
   * The user of a cached session when nothing is due for it: not expired, and its last_seen_at not
   * older than `intervalMs` (when it is, the caller goes the way that writes it: `get` then
   * `claimTouch`). For the read cache's front door (lib/read-cache-signed-in.ts), which never writes.
   */
  current(tokenHash: string, now: number, intervalMs: number): UserRow | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry || entry.expiresAt <= now || entry.until <= now || now - entry.seenAt >= intervalMs) return undefined;
    return entry.user;
  }

  /** `seenAt`: when the session's last_seen_at was last written (the database's value when it was read). */
  set(tokenHash: string, generation: number, user: UserRow, expiresAt: Date, now: number, seenAt = now): void {
    if (generation !== this.generation || this.maxEntries <= 0) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { user, expiresAt: expiresAt.getTime(), until: now + this.maxAgeMs, seenAt });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /**
   * Whether a cached session's last_seen_at is older than `intervalMs`: if so it counts as written
   * now (the caller writes it), so one process writes it at most once per interval and session.
   */
  claimTouch(tokenHash: string, now: number, intervalMs: number): boolean {
    const entry = this.entries.get(tokenHash);
    if (!entry || now - entry.seenAt < intervalMs) return false;
    entry.seenAt = now;
    return true;
  }

  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}
