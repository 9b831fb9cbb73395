import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { sweepOrphans } from '../../lib/orphan-sweep.ts';
import { removeImageVariants } from './image-variants.ts';
import { uploadsRepository } from './uploads.repository.ts';

/**
 * Removes the uploads made more than `graceMs` ago that nothing shows (the places registered in
 * uploadReferences: avatars, live gigs' cover, images and document, a deleted gig's cover while it has
 * bids), with their bytes. The grace leaves time to use a fresh upload (a registration picture, a
 * gig form being filled in). A picture's width variants go with it. Answers how many went.
 */
export function sweepOrphanUploads(
  deps: { db: Database; files: FileStore },
  graceMs: number,
  now = new Date(),
): Promise<number> {
  const files: FileStore = {
    ...deps.files,
    delete: async (key) => {
      await deps.files.delete(key);
      await removeImageVariants(deps.files, key);
    },
  };
  return sweepOrphans(
    deps.db,
    files,
    {
      lockOrphans: (tx, cutoff, limit) => uploadsRepository(tx).lockOrphans(cutoff, limit),
      deleteOrphans: (tx, ids) => uploadsRepository(tx).deleteOrphans(ids),
    },
    new Date(now.getTime() - graceMs),
  );
}
