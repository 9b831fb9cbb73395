import { sql, type SQL } from 'drizzle-orm';

/**
 * One place that holds a private file (decision 023), as an SQL condition true while it does;
 * `fileId` is the SQL expression of the file's id in the files row being checked. The features
 * that own those places register theirs (app.ts): a message's attachments, an order delivery's
 * files, a bid's brief files. Each of them references files with ON DELETE RESTRICT, so even a
 * place this registry forgot makes the delete fail instead of leaving it dangling.
 */
export type FileReference = (fileId: SQL) => SQL;

export interface FileReferences {
  /** Registers a place (app.ts does, once per feature that holds files); the same one twice counts once. */
  add(reference: FileReference): void;
  /** Whether any registered place holds the file; with none registered it throws (every file would look orphaned). */
  condition(fileId: SQL): SQL;
}

export function fileReferenceRegistry(): FileReferences {
  const references = new Set<FileReference>();
  return {
    add: (reference) => {
      references.add(reference);
    },
    condition: (fileId) => {
      if (references.size === 0)
        throw new Error('no feature holds private files: app.ts registers the places that do, before any sweep');
      return sql`(${sql.join(
        [...references].map((reference) => reference(fileId)),
        sql` OR `,
      )})`;
    },
  };
}

/** The app's registry: app.ts adds the messages' and the order-life module's places once, at start-up. */
export const fileReferences = fileReferenceRegistry();
