import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { sweepOrphans } from '../../lib/orphan-sweep.ts';
import { filesRepository } from './files.repository.ts';

/**
 * Removes the private files uploaded more than `graceMs` ago and attached to no message and no
 * delivery, with their bytes in the private store. Answers how many went.
 */
export function sweepOrphanFiles(
  deps: { db: Database; store: FileStore },
  graceMs: number,
  now = new Date(),
): Promise<number> {
  return sweepOrphans(
    deps.db,
    deps.store,
    {
      lockOrphans: (tx, cutoff, limit) => filesRepository(tx).lockOrphans(cutoff, limit),
      deleteOrphans: (tx, ids) => filesRepository(tx).deleteOrphans(ids),
    },
    new Date(now.getTime() - graceMs),
  );
}
