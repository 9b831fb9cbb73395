import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../../lib/auth/user.ts';

export type NewUserRow = typeof users.$inferInsert;

/** The only module that touches the users table. */
export function usersRepository(db: Executor) {
  return {
    async insert(row: NewUserRow): Promise<UserRow> {
      const [inserted] = await db.insert(users).values(row).returning();
      return inserted!;
    },

    /** By a statement prepared once (profiles and every other read of one user). */
    async findById(id: string): Promise<UserRow | undefined> {
      const statement = preparedOnce(db, 'users.byId', () =>
        db
          .select()
          .from(users)
          .where(eq(users.id, sql.placeholder('id')))
          .limit(1)
          .prepare('users_by_id'),
      );
      const [row] = await statement.execute({ id });
      return row;
    },

    async usernames(ids: string[]): Promise<{ id: string; username: string }[]> {
      if (ids.length === 0) return [];
      return db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids));
    },

    /** Case-insensitive match on username or email (both are unique ignoring case). */
    async findByLogin(login: string): Promise<UserRow | undefined> {
      const lowered = login.toLowerCase();
      const [row] = await db
        .select()
        .from(users)
        .where(or(sql`lower(${users.username}) = ${lowered}`, sql`lower(${users.email}) = ${lowered}`))
        .limit(1);
      return row;
    },

    async update(id: string, changes: Partial<NewUserRow>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
