import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/users.ts';
import { loginFailuresRepository } from './login-failures.repository.ts';

/** Removes expired sessions and sign-in failures older than the limit window. */
export async function purgeExpiredAuthData(db: Database, now: Date, loginWindowMs: number): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
  await loginFailuresRepository(db).deleteOlderThan(new Date(now.getTime() - loginWindowMs));
}
