import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { loginFailures } from '../../db/schema/users.ts';

export type FailureScope = 'ip' | 'username';

/** Failed sign-ins live in the database so that every server process counts the same attempts. */
export function loginFailuresRepository(db: Executor) {
  return {
    async record(entries: { scope: FailureScope; key: string }[]): Promise<void> {
      await db.insert(loginFailures).values(entries);
    },

    async countSince(scope: FailureScope, key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ count: count(), oldest: min(loginFailures.createdAt) })
        .from(loginFailures)
        .where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
      return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    async clear(scope: FailureScope, key: string): Promise<void> {
      await db.delete(loginFailures).where(and(eq(loginFailures.scope, scope), eq(loginFailures.key, key)));
    },

    async deleteOlderThan(before: Date): Promise<void> {
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, sql`${before.toISOString()}::timestamptz`));
    },
  };
}
