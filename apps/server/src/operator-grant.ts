import { sql } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { users } from './db/schema/users.ts';

/**
 * Grants the operator flag (docs/product.md#order-life: operators decide disputes) to the account
 * with this username (any letter case), from the command line only: the API never sets it. Answers
 * what happened and the account's exact username, or `unknown` when there is no such account.
 */
export async function grantOperator(db: Database, username: string): Promise<{ result: 'granted' | 'already' | 'unknown'; username: string }> {
  const wanted = username.trim().toLowerCase();
  const [granted] = await db
    .update(users)
    .set({ isOperator: true, updatedAt: new Date() })
    .where(sql`lower(${users.username}) = ${wanted} AND NOT ${users.isOperator}`)
    .returning({ username: users.username });
  if (granted) return { result: 'granted', username: granted.username };
  const [existing] = await db.select({ username: users.username }).from(users).where(sql`lower(${users.username}) = ${wanted}`);
  return existing ? { result: 'already', username: existing.username } : { result: 'unknown', username: username.trim() };
}
