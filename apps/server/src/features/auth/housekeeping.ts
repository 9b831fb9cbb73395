import type { Database } from '../../db/client.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { rateLimitsRepository } from '../../lib/rate-limit.ts';
import { deleteStaleAccountTokens } from './account-tokens.ts';

/** Every rate-limit window is at most a day (hourly budgets; LOGIN_WINDOW_MINUTES is capped at 24 hours). */
const LONGEST_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Removes expired sessions, spent account tokens and rate-limit rows
 * untouched for longer than any window (and than `loginWindowMs`).
 */
export async function purgeExpiredAuthData(db: Database, now: Date, loginWindowMs: number): Promise<void> {
  await sessionsRepository(db).deleteExpired(now);
  await deleteStaleAccountTokens(db, now);
  await rateLimitsRepository(db).deleteUntouchedSince(
    new Date(now.getTime() - Math.max(loginWindowMs, LONGEST_WINDOW_MS)),
  );
}
