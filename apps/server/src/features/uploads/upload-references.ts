import { sql, type SQL } from 'drizzle-orm';

/**
 * One place that names an upload (decision 023), as an SQL condition true while it does. `id` is
 * the upload's id and `address` its address as users.img, gigs.cover and gigs.images hold it, both
 * SQL expressions of the uploads row being checked. The features that own those places register
 * theirs (app.ts), so the orphan sweep reads none of their tables.
 */
export type UploadReference = (upload: { id: SQL; address: SQL }) => SQL;

export interface UploadReferences {
  /** Registers a place (app.ts does, once per feature that names uploads); the same one twice counts once. */
  add(reference: UploadReference): void;
  /**
   * Whether any registered place names the upload; with none registered it throws (every upload would look orphaned).
   */
  condition(upload: { id: SQL; address: SQL }): SQL;
}

export function uploadReferenceRegistry(): UploadReferences {
  const references = new Set<UploadReference>();
  return {
    add: (reference) => {
      references.add(reference);
    },
    condition: (upload) => {
      if (references.size === 0)
        throw new Error('no feature names uploads: app.ts registers the places that do, before any sweep');
      return sql`(${sql.join(
        [...references].map((reference) => reference(upload)),
        sql` OR `,
      )})`;
    },
  };
}

/** The app's registry: app.ts adds the users' and the gigs' places once, at start-up. */
export const uploadReferences = uploadReferenceRegistry();
