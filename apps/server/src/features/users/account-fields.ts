import type { Language } from '@inkwell/domain/limits';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { transactionHook } from '../../lib/hooks.ts';
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
 * A profile edit changed the email (in its transaction): the auth feature mails a link to the new
 * address and tells the old one. `user` is the row after the change; `publicUrl` starts the link.
 */
export const emailChange = transactionHook<{ user: UserRow; oldEmail: string; publicUrl: string }>('emailChange');
