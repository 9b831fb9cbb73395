import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';
import type { UserRow } from './user.ts';

/** The sessions table: written by signing in and out, read by the session plugin and the live streams. */
export function sessionsRepository(db: Executor) {
  return {
    async insert(row: { tokenHash: string; userId: string; expiresAt: Date }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The session's user and when the session ends, unless it has ended. */
    async findSessionByTokenHash(tokenHash: string, now: Date): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    /** Which of these token hashes belong to sessions that have not ended (open live streams check theirs). */
    async findLiveTokenHashes(tokenHashes: string[], now: Date): Promise<Set<string>> {
      if (tokenHashes.length === 0) return new Set();
      const rows = await db
        .select({ tokenHash: sessions.tokenHash })
        .from(sessions)
        .where(and(inArray(sessions.tokenHash, tokenHashes), gt(sessions.expiresAt, now)));
      return new Set(rows.map((row) => row.tokenHash));
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a person (sign out everywhere); returns how many there were. */
    async deleteAllOfUser(userId: string): Promise<number> {
      const rows = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
      return rows.length;
    },

    async deleteExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
    },
    async deleteExpiredOfUser(userId: string, now: Date): Promise<void> {
      await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },
  };
}
