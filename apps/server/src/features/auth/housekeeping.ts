import type { Database } from '../../db/client.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import { loginFailuresRepository } from './login-failures.repository.ts';

/** Removes expired sessions and sign-in failures older than the limit window. */
export async function purgeExpiredAuthData(db: Database, now: Date, loginWindowMs: number): Promise<void> {
  await sessionsRepository(db).deleteExpired(now);
  await loginFailuresRepository(db).deleteOlderThan(new Date(now.getTime() - loginWindowMs));
}
