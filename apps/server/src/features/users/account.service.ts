import type { BecomeSellerInput, DeleteAccountInput } from '@inkwell/domain/users/account.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { sessionsRepository } from '../../lib/auth/sessions.repository.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { maskTexts, mergeOriginalText } from '../../lib/mask-texts.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { accountDeletion, sellerChange } from './account-hooks.ts';
import { accountRepository } from './account.repository.ts';
import { toCurrentUser } from './user.mapper.ts';

/**
 * POST /users/me/seller: a buyer's account becomes a seller's (phone, description); their hidden gigs are shown again.
 */
export async function becomeSeller(
  db: Database,
  viewer: UserRow | null,
  input: BecomeSellerInput,
): Promise<CurrentUser> {
  const user = requireUser(viewer);
  if (user.isSeller) throw new DomainError('ALREADY_SELLER');
  const row = await db.transaction(async (tx) => {
    const at = new Date();
    // The description is public, masked (decision 054); the phone is the owner's own (showContact).
    const { values, originalText } = maskTexts('POST /api/users/me/seller', { desc: input.desc });
    const fields = {
      phone: input.phone,
      desc: values.desc,
      originalText: mergeOriginalText(user.originalText, ['desc'], originalText),
    };
    const changed = await accountRepository(tx).setSeller(user.id, true, fields, at);
    if (!changed) throw new DomainError('ALREADY_SELLER');
    await sellerChange.run(tx, { userId: user.id, selling: true, at });
    return changed;
  });
  return toCurrentUser(row);
}

/**
 * DELETE /users/me/seller: back to a buyer's account, refused (409) while an order is under way; the gigs are hidden.
 */
export async function stopSelling(db: Database, viewer: UserRow | null): Promise<CurrentUser> {
  const user = requireUser(viewer);
  if (!user.isSeller) throw new DomainError('NOT_A_SELLER');
  const row = await db.transaction(async (tx) => {
    const at = new Date();
    const changed = await accountRepository(tx).setSeller(user.id, false, null, at);
    if (!changed) throw new DomainError('NOT_A_SELLER');
    await sellerChange.run(tx, { userId: user.id, selling: false, at });
    return changed;
  });
  return toCurrentUser(row);
}

const WRONG_PASSWORD = 'This is not your current password.';

/**
 * DELETE /users/me: after the password, in one transaction: refused (409) while an order is under
 * way; pending bids settled, gigs deleted, likes, sessions and mailed links removed, the row
 * anonymised. Orders, ledger, reviews and messages stay for the other party. The avatar and the
 * gigs' pictures are no longer referenced and go with the orphan sweeper (decision 023).
 */
export async function deleteAccount(db: Database, viewer: UserRow | null, input: DeleteAccountInput): Promise<void> {
  const user = requireUser(viewer);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new DomainError('ACCOUNT_PASSWORD_WRONG', WRONG_PASSWORD, {
      errors: { password: [WRONG_PASSWORD] },
      fields: { password: [{ code: 'ACCOUNT_PASSWORD_WRONG' }] },
    });
  }
  await db.transaction(async (tx) => {
    const at = new Date();
    await accountDeletion.run(tx, { userId: user.id, at });
    const repository = accountRepository(tx);
    if (!(await repository.anonymise(user.id, at))) throw new DomainError('USER_NOT_FOUND');
    await sessionsRepository(tx).deleteAllOfUser(user.id);
  });
}
