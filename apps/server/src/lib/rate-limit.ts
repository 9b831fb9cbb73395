import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { rateLimits } from '../db/schema/kernel.ts';

/**
 * Rate limits kept in the database, so that every server process shares one count
 * (docs/decisions: login and rate limits). An attempt is RESERVED by one atomic upsert before the
 * work it guards (a password check, an upload): concurrent requests beyond a budget are refused
 * without doing the work, and a refused request changes nothing.
 *
 * Two kinds of budget:
 * - a window: at most `max` attempts in `windowMs` from the window's first attempt (registrations, uploads);
 * - progressive delays: `free` attempts, then each further attempt only after a wait that doubles
 *   from `firstDelayMs` up to `maxDelayMs` (sign-ins: nobody is locked out for long, guessing stays slow).
 *   The count is forgotten after `idleMs` without any attempt.
 */

export interface WindowBudget {
  max: number;
  windowMs: number;
}

export interface DelayBudget {
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  idleMs: number;
}

export type Reservation = { ok: true } | { ok: false; retryAfterSeconds: number };

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const ms = (value: number) => sql`(${Math.round(value)}::float8 * interval '1 millisecond')`;

/** The wait after the attempt numbered `count`: none within the free attempts, then doubling up to the cap. */
function delayAfter(count: SQL, budget: DelayBudget): SQL {
  const beyond = sql`(${count} - ${budget.free}::int)`;
  return sql`CASE WHEN ${beyond} < 0 THEN interval '0'
    ELSE least(${budget.firstDelayMs}::float8 * power(2::float8, least(${beyond}, 40)), ${budget.maxDelayMs}::float8)
    * interval '1 millisecond' END`;
}

export function rateLimitsRepository(db: Executor) {
  /**
   * How long a refused request waits: at most `longestMs` (the window, or the cap of the delays),
   * since a concurrent request begun a moment later may have reserved first with its later time.
   */
  async function refusal(
    scope: string,
    key: string,
    freeAt: (row: { window_started_at: string; next_allowed_at: string }) => number,
    longestMs: number,
    now: Date,
  ): Promise<Reservation> {
    const [row] = rowsOf<{ window_started_at: string; next_allowed_at: string }>(
      await db.execute(
        sql`SELECT window_started_at, next_allowed_at FROM rate_limits WHERE scope = ${scope} AND key = ${key}`,
      ),
    );
    const waitMs = row ? Math.min(freeAt(row) - now.getTime(), longestMs) : 1000;
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }

  return {
    /** Reserves one attempt of at most `max` per window, or says how long until the window ends. */
    async reserveInWindow(scope: string, key: string, budget: WindowBudget, now: Date): Promise<Reservation> {
      const expired = sql`rate_limits.window_started_at <= ${at(now)} - ${ms(budget.windowMs)}`;
      const rows = rowsOf<{ count: number }>(
        await db.execute(sql`
          INSERT INTO rate_limits (scope, key, count, window_started_at, next_allowed_at, updated_at)
          VALUES (${scope}, ${key}, 1, ${at(now)}, ${at(now)}, ${at(now)})
          ON CONFLICT (scope, key) DO UPDATE SET
            count = CASE WHEN ${expired} THEN 1 ELSE rate_limits.count + 1 END,
            window_started_at = CASE WHEN ${expired} THEN ${at(now)} ELSE rate_limits.window_started_at END,
            updated_at = ${at(now)}
          WHERE ${expired} OR rate_limits.count < ${budget.max}::int
          RETURNING count`),
      );
      if (rows.length > 0 && budget.max >= 1) return { ok: true };
      return refusal(
        scope,
        key,
        (row) => new Date(row.window_started_at).getTime() + budget.windowMs,
        budget.windowMs,
        now,
      );
    },

    /** Reserves one attempt under progressive delays, or says how long until the next one is allowed. */
    async reserveWithDelay(scope: string, key: string, budget: DelayBudget, now: Date): Promise<Reservation> {
      const idle = sql`rate_limits.updated_at <= ${at(now)} - ${ms(budget.idleMs)}`;
      const next = sql`((CASE WHEN ${idle} THEN 0 ELSE rate_limits.count END) + 1)`;
      const rows = rowsOf<{ count: number }>(
        await db.execute(sql`
          INSERT INTO rate_limits (scope, key, count, window_started_at, next_allowed_at, updated_at)
          VALUES (${scope}, ${key}, 1, ${at(now)}, ${at(now)} + ${delayAfter(sql`1`, budget)}, ${at(now)})
          ON CONFLICT (scope, key) DO UPDATE SET
            count = ${next},
            window_started_at = CASE WHEN ${idle} THEN ${at(now)} ELSE rate_limits.window_started_at END,
            next_allowed_at = ${at(now)} + ${delayAfter(next, budget)},
            updated_at = ${at(now)}
          WHERE ${idle} OR rate_limits.count < ${budget.free}::int OR rate_limits.next_allowed_at <= ${at(now)}
          RETURNING count`),
      );
      if (rows.length > 0) return { ok: true };
      return refusal(scope, key, (row) => new Date(row.next_allowed_at).getTime(), budget.maxDelayMs, now);
    },

    /** Gives back one reserved attempt that turned out not to count (a successful sign-in from an address). */
    async refund(scope: string, key: string): Promise<void> {
      await db.execute(
        sql`UPDATE rate_limits SET count = greatest(count - 1, 0) WHERE scope = ${scope} AND key = ${key}`,
      );
    },

    /** Forgets a key's attempts (the owner signed in). */
    async clear(scope: string, key: string): Promise<void> {
      await db.delete(rateLimits).where(and(eq(rateLimits.scope, scope), eq(rateLimits.key, key)));
    },

    /** Removes rows untouched since `before` (housekeeping; every budget's window is shorter). */
    async deleteUntouchedSince(before: Date): Promise<void> {
      await db.delete(rateLimits).where(lt(rateLimits.updatedAt, sql`${before.toISOString()}::timestamptz`));
    },
  };
}
