import { randomBytes } from 'node:crypto';
import { deletedUsername } from '@inkwell/domain/users/account.rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import type { UserRow } from '../../lib/auth/user.ts';

/** The users row's account changes: the seller switch and the anonymising of a deleted account. */
export function accountRepository(db: Executor) {
  return {
    /** Turns the account into a seller's (or back), only from the other state; undefined when it already was. */
    async setSeller(
      userId: string,
      selling: boolean,
      fields: { phone: string; desc: string; originalText: Record<string, unknown> | null } | null,
      at: Date,
    ): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ isSeller: selling, ...(fields ?? {}), updatedAt: at })
        .where(and(eq(users.id, userId), eq(users.isSeller, !selling), isNull(users.deletedAt)))
        .returning();
      return row;
    },

    /**
     * Removes what identifies the person and keeps the row (orders, ledger and reviews point at it):
     * the name becomes `deleted-` and 8 characters of the id, the email an address that cannot
     * exist, the password hash one that no password matches.
     */
    async anonymise(userId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({
          username: deletedUsername(userId),
          email: `deleted-${userId}@deleted.invalid`,
          passwordHash: `!deleted!${randomBytes(16).toString('hex')}`,
          img: '',
          isSeller: false,
          fullName: '',
          phone: '',
          showContact: false,
          country: '',
          nationality: '',
          bio: '',
          desc: '',
          languages: [],
          education: [],
          experience: [],
          hobbies: [],
          certifications: [],
          social: { linkedin: '', twitter: '', github: '', website: '' },
          originalText: null,
          emailVerifiedAt: null,
          mailOptOuts: [],
          deletedAt: at,
          updatedAt: at,
        })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}
