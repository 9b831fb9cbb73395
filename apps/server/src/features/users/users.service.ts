import { ERRORS } from '@inkwell/domain/errors';
import type { Profile, UpdateProfileInput } from '@inkwell/domain/users/user.schema';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { isUploadedImage } from '../uploads/uploads.service.ts';
import { toProfile } from './user.mapper.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { usersRepository } from './users.repository.ts';

/** Anyone may read a profile; email and phone only reach signed-in readers (DECISIONS.md). */
export async function getProfile(db: Database, id: string, viewer: UserRow | null): Promise<Profile> {
  const row = await usersRepository(db).findById(id);
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return toProfile(row, viewer !== null);
}

/** Only the owner of a profile edits it (SPEC.md section 6): 401 for visitors, 403 for anyone else. */
export function assertProfileOwner(viewer: UserRow | null, id: string): UserRow {
  const user = requireUser(viewer);
  if (user.id !== id) throw new DomainError('NOT_PROFILE_OWNER');
  return user;
}

/** Replaces the fields that were sent and answers the whole profile. The email never changes. */
export async function updateProfile(db: Database, viewer: UserRow | null, id: string, input: UpdateProfileInput): Promise<Profile> {
  const user = assertProfileOwner(viewer, id);
  const { email, ...changes } = input;
  if (email !== undefined && email.toLowerCase() !== user.email.toLowerCase()) {
    throw new DomainError('EMAIL_NOT_CHANGEABLE', undefined, { errors: { email: [ERRORS.EMAIL_NOT_CHANGEABLE.detail] } });
  }
  if (changes.img && changes.img !== user.img && !(await isUploadedImage(db, changes.img))) {
    const message = 'Images must be uploaded to this site first';
    throw new DomainError('VALIDATION_FAILED', message, { errors: { img: [message] } });
  }
  if (Object.keys(changes).length === 0) return toProfile(user, true);
  const row = await usersRepository(db).update(user.id, changes);
  if (!row) throw new DomainError('USER_NOT_FOUND');
  return toProfile(row, true);
}
