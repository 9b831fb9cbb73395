import { QueryBuilder } from 'drizzle-orm/pg-core';
import { files } from '../../db/schema/files.ts';

/**
 * A private file as the page that holds it shows it (a brief's, a delivery's): the files feature's
 * read model for the other features' joins, its name, size and type, never where its bytes are or
 * who uploaded it (downloads go through the files feature's readers). Each join names its alias
 * (`fileCardsAs('files')`); PostgreSQL flattens the subquery, so the plan is the plain join's.
 */
export function fileCardsAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({ id: files.id, name: files.name, sizeBytes: files.sizeBytes, contentType: files.contentType })
    .from(files)
    .as(name);
}

/**
 * Where a private file's bytes are and whose they are, for a feature that reads the bytes under the
 * files feature's rules (the originality check fingerprints delivered files). Aliased like a card.
 */
export function storedFilesAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({
      id: files.id,
      name: files.name,
      contentType: files.contentType,
      storageKey: files.storageKey,
      ownerId: files.ownerId,
    })
    .from(files)
    .as(name);
}

/** The columns of a file card, as its joins return them. */
export type FileCardRow = Pick<typeof files.$inferSelect, 'id' | 'name' | 'sizeBytes' | 'contentType'>;
