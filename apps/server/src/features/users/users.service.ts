import type { Profile, UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import type { Database, Executor } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import { maskTexts, mergeOriginalText } from '../../lib/mask-texts.ts';
import { MASKED_TEXTS } from '../../lib/masked-texts.ts';
import { assertOwnImages } from '../uploads/index.ts';
import { toProfile } from './user.mapper.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { usersRepository, type NewUserRow } from './users.repository.ts';

/** Anyone may read a profile; email and phone only as mayReadContact says (owner, operators, or opted in). */
export async function getProfile(db: Database, id: string, viewer: UserRow | null): Promise<Profile> {
  const row = await usersRepository(db).findById(id);
  // A deleted account's profile is gone; its anonymised row only keeps the other party's history.
  if (!row || row.deletedAt) throw new DomainError('USER_NOT_FOUND');
  // A suspended account's profile is gone like its gigs (decision 040), except for operators.
  if (row.suspendedAt && !viewer?.isOperator) throw new DomainError('USER_NOT_FOUND');
  return toProfile(row, viewer);
}

/** Only the owner of a profile edits it (docs/product.md#roles): 401 for visitors, 403 for anyone else. */
export function assertProfileOwner(viewer: UserRow | null, id: string): UserRow {
  const user = requireUser(viewer);
  if (user.id !== id) throw new DomainError('NOT_PROFILE_OWNER');
  return user;
}

const EMAIL_NOT_HERE =
  'The email address is not changed here: use "Change email" (POST /api/auth/email/change) with your password.';

/**
 * Replaces the fields that were sent and answers the whole profile. The email is not one of them:
 * an `email` in the body is 400 EMAIL_NOT_CHANGEABLE and nothing is written (the address changes
 * only through the auth feature's email change, with the password and a link to each address).
 */
export async function updateProfile(
  db: Database,
  viewer: UserRow | null,
  id: string,
  input: UpdateProfileInput,
): Promise<Profile> {
  const user = assertProfileOwner(viewer, id);
  const { email, ...changes } = input;
  if (email !== undefined) {
    throw new DomainError('EMAIL_NOT_CHANGEABLE', EMAIL_NOT_HERE, {
      errors: { email: [EMAIL_NOT_HERE] },
      fields: { email: [{ code: 'EMAIL_NOT_CHANGEABLE' }] },
    });
  }
  if (Object.keys(changes).length === 0) return toProfile(user, user);
  const row = await db.transaction(async (tx) => {
    // Only a picture the owner uploaded (or the one the profile already shows), locked until the edit is written.
    if (changes.img !== undefined) await assertOwnImages(tx, user.id, [{ field: 'img', url: changes.img }], [user.img]);
    // Every public text of the profile is masked (decision 054); the phone and email are the owner's own (showContact).
    const { values, originalText } = maskTexts('PUT /api/users/:id', changes);
    const sent = MASKED_TEXTS['PUT /api/users/:id'].filter((field) => field in changes);
    return usersRepository(tx).update(user.id, {
      ...values,
      originalText: mergeOriginalText(user.originalText, sent, originalText),
    });
  });
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return toProfile(row, user);
}

/** A user by id, or undefined (also for a malformed id). */
export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  return UUID_PATTERN.test(id) ? usersRepository(db).findById(id) : undefined;
}

/** Each of these people's username, by id (other people in a person's data export). */
export async function usernamesOf(db: Executor, ids: Iterable<string>): Promise<Map<string, string>> {
  const rows = await usersRepository(db).usernames([...new Set(ids)]);
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The user whose username or email this is, ignoring case (signing in). */
export function findUserByLogin(db: Executor, login: string): Promise<UserRow | undefined> {
  return usersRepository(db).findByLogin(login);
}

/** Stores a new user (registration); a taken username or email is the unique index's error. */
export function createUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  return usersRepository(db).insert(row);
}
