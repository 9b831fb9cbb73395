import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import type { FileRow } from './files.repository.ts';

/**
 * One way a person other than the uploader may read a private file: the people of an order whose
 * delivery carries it, of a conversation whose message carries it. It answers for one file and one
 * signed-in viewer, inside the request's database connection; true lets them read it.
 */
export type FileReader = (db: Executor, fileId: string, viewer: UserRow) => Promise<boolean>;

export interface FileReaders {
  /** Registers a reader (app.ts does, once per feature that shares files); the same one twice counts once. */
  add(reader: FileReader): void;
  /** The uploader, or anyone a registered reader lets in; never a visitor. */
  canRead(db: Executor, file: FileRow, viewer: UserRow | null): Promise<boolean>;
}

/**
 * The access rule of private files (decision 017) that features above files extend without the
 * files feature knowing them: it asks each registered reader in turn and stops at the first yes.
 */
export function fileReaderRegistry(): FileReaders {
  const readers = new Set<FileReader>();
  return {
    add: (reader) => {
      readers.add(reader);
    },
    canRead: async (db, file, viewer) => {
      if (viewer === null) return false;
      if (file.ownerId === viewer.id) return true;
      for (const reader of readers) {
        if (await reader(db, file.id, viewer)) return true;
      }
      return false;
    },
  };
}

/** The app's registry: app.ts adds the readers of deliveries and messages once, at start-up. */
export const fileReaders = fileReaderRegistry();

/** Who may read a private file; everyone else is told it does not exist (404 FILE_NOT_FOUND). */
export const canReadFile = (db: Executor, file: FileRow, viewer: UserRow | null): Promise<boolean> =>
  fileReaders.canRead(db, file, viewer);
