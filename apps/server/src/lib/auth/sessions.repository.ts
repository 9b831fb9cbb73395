import { and, desc, eq, gt, inArray, isNull, lt, ne, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { announceSessionEnds } from './session-ends.ts';
import type { UserRow } from './user.ts';

export interface SessionListRow {
  id: string;
  /** Compared with the caller's own to mark the current session; never sent. */
  tokenHash: string;
  userAgent: string;
  createdAt: Date;
  lastSeenAt: Date;
}

/**
 * The sessions table: written by signing in and out, read by the session plugin and the live streams.
 * Every delete goes through `end`, which announces the ended sessions.
 */
export function sessionsRepository(db: Executor) {
  /**
   * The one way sessions end: deleted, and the end announced (session-ends.ts) to the live streams of
   * this process and, with the commit, of every process. Answers the ended sessions' token hashes.
   */
  const end = async (where: SQL | undefined): Promise<string[]> => {
    const rows = await db.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
    const tokenHashes = rows.map((row) => row.tokenHash);
    await announceSessionEnds(db, tokenHashes);
    return tokenHashes;
  };

  return {
    async insert(row: { tokenHash: string; userId: string; expiresAt: Date; userAgent?: string }): Promise<void> {
      await db.insert(sessions).values(row);
    },

    /** The session's user, when the session ends and when it was last seen, unless it has ended. */
    async findSessionByTokenHash(
      tokenHash: string,
      now: Date,
    ): Promise<{ user: UserRow; expiresAt: Date; lastSeenAt: Date } | undefined> {
      const [row] = await db
        .select({ user: users, expiresAt: sessions.expiresAt, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        // A suspended account's sessions are ended with the suspension; this keeps one never accepted.
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now), isNull(users.suspendedAt)))
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

    /** The session was used now (the session plugin calls this at most once a minute per session). */
    async touch(tokenHash: string, at: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.tokenHash, tokenHash));
    },

    /** A person's sessions that have not ended, the most recently used first (the list of signed-in devices). */
    async listOfUser(userId: string, now: Date): Promise<SessionListRow[]> {
      return db
        .select({
          id: sessions.id,
          tokenHash: sessions.tokenHash,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
        .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    },

    /** Ends one session of a person by its public id; the token hash it had, or undefined when it is not theirs. */
    async deleteOfUser(userId: string, id: string): Promise<string | undefined> {
      const [tokenHash] = await end(and(eq(sessions.userId, userId), eq(sessions.id, id)));
      return tokenHash;
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await end(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a person (sign out everywhere); returns how many there were. */
    async deleteAllOfUser(userId: string): Promise<number> {
      return (await end(eq(sessions.userId, userId))).length;
    },

    /** Ends every session of a person but the one of this token hash (a password change keeps its device). */
    async deleteOthersOfUser(userId: string, keepTokenHash: string): Promise<number> {
      return (await end(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)))).length;
    },

    async deleteExpired(now: Date): Promise<void> {
      await end(lt(sessions.expiresAt, now));
    },
    async deleteExpiredOfUser(userId: string, now: Date): Promise<void> {
      await end(and(eq(sessions.userId, userId), lt(sessions.expiresAt, now)));
    },
  };
}
