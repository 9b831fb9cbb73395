import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../../lib/auth/user.ts';

/**
 * Suspension (decision 040), inside the reports feature's transaction: conditional
 * updates, so that two operators suspending one person at once suspend them once. Operators are
 * never suspended here (the service says why first; the condition keeps it true under a race).
 */

/**
 * Suspends a person who is not suspended, deleted or an operator; answers the row, or undefined when nothing changed.
 */
export async function suspendUser(tx: Executor, id: string, message: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: at, suspensionMessage: message, updatedAt: at })
    .where(and(eq(users.id, id), isNull(users.suspendedAt), isNull(users.deletedAt), eq(users.isOperator, false)))
    .returning();
  return row;
}

/** Lifts a suspension; undefined when the person was not suspended. */
export async function unsuspendUser(tx: Executor, id: string, at: Date): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ suspendedAt: null, suspensionMessage: '', updatedAt: at })
    .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
    .returning();
  return row;
}
