import type { Language } from '@inkwell/domain/limits';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { withEmailUnavailable } from './email-unavailable.ts';
import { usersRepository } from './users.repository.ts';

/**
 * The account's own fields that the auth feature sets: the password, when the address
 * was proved, the language of mail. Profile edits go through users.service.ts.
 */
export interface AccountFields {
  passwordHash?: string;
  emailVerifiedAt?: Date | null;
  language?: Language;
}

export function updateAccountFields(db: Executor, id: string, changes: AccountFields): Promise<UserRow | undefined> {
  return usersRepository(db).update(id, changes);
}

/** The person whose email this is (any case), unless the account was deleted (a password reset). */
export async function findActiveUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, isNull(users.deletedAt)))
    .limit(1);
  return row;
}

/** Marks the address verified if it is still the account's (compared ignoring case); false when it changed since. */
export async function markEmailVerified(db: Executor, id: string, email: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, id), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Holds the person's row until the caller's transaction ends, so that two account changes of one
 * person (two email change requests at once) run one after the other.
 */
export async function lockAccount(db: Executor, id: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** Whether another account (not deleted) has this address, compared ignoring case (an email change checks it). */
export async function emailUsedByAnother(db: Executor, email: string, userId: string): Promise<boolean> {
  const other = await findActiveUserByEmail(db, email);
  return other !== undefined && other.id !== userId;
}

/**
 * The auth feature's email change makes an address the account's once the link mailed to it is
 * opened (or puts the old one back when the old address's cancel link is): the link proved it, so it
 * is verified at once. A deleted account is left alone (undefined); an address another account took
 * meanwhile is the unique index's refusal, a 400 on `email`.
 */
export function setAccountEmail(db: Executor, id: string, email: string, at: Date): Promise<UserRow | undefined> {
  return withEmailUnavailable(async () => {
    const [row] = await db
      .update(users)
      .set({ email, emailVerifiedAt: at, updatedAt: at })
      .where(and(eq(users.id, id), isNull(users.deletedAt)))
      .returning();
    return row;
  });
}
