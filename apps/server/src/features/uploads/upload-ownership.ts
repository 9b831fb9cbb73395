import { OWN_UPLOAD_PATTERN, UPLOADS_PATH } from '@inkwell/domain/uploads/upload.rules';
import type { FieldProblem } from '@inkwell/domain/errors';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { uploadsRepository } from './uploads.repository.ts';

/** One picture a form puts on an entity: the field that names it (`img`, `cover`, `images.2`) and its address. */
export interface ChosenImage {
  field: string;
  url: string;
}

export const NOT_UPLOADED = 'Images must be uploaded to this site first';
export const NOT_OWN_UPLOAD = 'You can only use pictures you uploaded yourself';

/**
 * The pictures a person puts on their profile (img) or gig (cover, images) must be pictures they
 * uploaded to this site themselves; a picture the entity already shows (`current`) stays allowed,
 * so an unchanged form saves again. Anything else is 400 VALIDATION_FAILED naming each field:
 * `not_uploaded` (no such picture here) or `not_own_upload` (another person's upload, or an
 * anonymous one). Call it inside the transaction that writes the entity: the rows stay locked
 * FOR SHARE until it ends, so the orphan sweeper cannot remove a picture being attached.
 */
export async function assertOwnImages(
  db: Executor,
  ownerId: string,
  chosen: readonly ChosenImage[],
  current: readonly string[] = [],
): Promise<void> {
  const checked = chosen.filter((image) => image.url !== '' && !current.includes(image.url));
  if (checked.length === 0) return;
  const keys = checked
    .filter((image) => OWN_UPLOAD_PATTERN.test(image.url))
    .map((image) => image.url.slice(UPLOADS_PATH.length));
  const rows = new Map(
    (await uploadsRepository(db).findByStorageKeysForShare([...new Set(keys)])).map((row) => [row.storageKey, row]),
  );
  const errors: Record<string, string[]> = {};
  const fields: Record<string, FieldProblem[]> = {};
  for (const image of checked) {
    const row = OWN_UPLOAD_PATTERN.test(image.url) ? rows.get(image.url.slice(UPLOADS_PATH.length)) : undefined;
    if (row?.kind === 'image' && row.ownerId === ownerId) continue;
    const own = row?.kind === 'image';
    errors[image.field] = [own ? NOT_OWN_UPLOAD : NOT_UPLOADED];
    fields[image.field] = [{ code: own ? 'not_own_upload' : 'not_uploaded' }];
  }
  if (Object.keys(errors).length === 0) return;
  const detail = Object.values(errors).some(([message]) => message === NOT_OWN_UPLOAD) ? NOT_OWN_UPLOAD : NOT_UPLOADED;
  throw new DomainError('VALIDATION_FAILED', detail, { errors, fields });
}

/**
 * A registration's picture is uploaded before the account exists, so it has no owner: the new
 * account takes it, inside the transaction that creates the account. A picture someone else owns
 * or another registration took already is `not_own_upload`; an address of no picture here is
 * `not_uploaded`.
 */
export async function claimRegistrationImage(db: Executor, ownerId: string, url: string | undefined): Promise<void> {
  if (!url) return;
  const repository = uploadsRepository(db);
  const key = OWN_UPLOAD_PATTERN.test(url) ? url.slice(UPLOADS_PATH.length) : null;
  if (key && (await repository.claimAnonymousImage(key, ownerId))) return;
  const row = key ? await repository.findByStorageKey(key) : undefined;
  const message = row?.kind === 'image' ? NOT_OWN_UPLOAD : NOT_UPLOADED;
  throw new DomainError('VALIDATION_FAILED', message, {
    errors: { img: [message] },
    fields: { img: [{ code: row?.kind === 'image' ? 'not_own_upload' : 'not_uploaded' }] },
  });
}
