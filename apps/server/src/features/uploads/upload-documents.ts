import { QueryBuilder } from 'drizzle-orm/pg-core';
import { uploads } from '../../db/schema/uploads.ts';

/**
 * An uploaded document as another feature's page shows it (a gig's sample document): the uploads
 * feature's read model for joins, its name, type, size and where its bytes are, never who uploaded
 * it or when. Each join names its alias (`uploadDocumentsAs('uploads')`); PostgreSQL flattens the
 * subquery, so the plan is the plain join's.
 */
export function uploadDocumentsAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({
      id: uploads.id,
      originalName: uploads.originalName,
      mimeType: uploads.mimeType,
      sizeBytes: uploads.sizeBytes,
      storageKey: uploads.storageKey,
    })
    .from(uploads)
    .as(name);
}

/**
 * Where an upload's bytes are and whose they are, for a feature that reads the bytes (the
 * originality check fingerprints the gigs' sample documents). Aliased like the documents above.
 */
export function storedUploadsAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({ id: uploads.id, mimeType: uploads.mimeType, storageKey: uploads.storageKey, ownerId: uploads.ownerId })
    .from(uploads)
    .as(name);
}
