import type { Database, Executor } from '../db/client.ts';
import type { FileStore } from './file-store.ts';

/** How many rows one transaction of an orphan sweep takes at most, and how many such batches one run makes. */
export const ORPHAN_BATCH = 100;
const MAX_BATCHES = 50;

/**
 * The two steps of a table whose rows name stored files: lock the
 * orphans (skipping locked rows), then delete those still orphaned.
 */
export interface OrphanTable {
  lockOrphans(tx: Executor, cutoff: Date, limit: number): Promise<string[]>;
  deleteOrphans(tx: Executor, ids: string[]): Promise<{ storageKey: string }[]>;
}

/**
 * Removes the rows made before `cutoff` that nothing references, and their bytes (decision 023).
 * Safe on several processes at once: each batch locks its candidates FOR UPDATE SKIP LOCKED, so two
 * sweepers never take the same row and never wait for a write that is attaching one (it holds the
 * row FOR SHARE); the delete checks the references again in a new statement, which sees every write
 * that committed before the lock, so a row that became referenced meanwhile stays. The bytes go
 * inside the transaction: if that fails the rows stay and the next run tries again (deleting a file
 * that is already gone is not an error). Answers how many rows (and files) were removed.
 */
export async function sweepOrphans(db: Database, store: FileStore, table: OrphanTable, cutoff: Date): Promise<number> {
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { found, deleted } = await db.transaction(async (tx) => {
      const ids = await table.lockOrphans(tx, cutoff, ORPHAN_BATCH);
      const rows = await table.deleteOrphans(tx, ids);
      for (const row of rows) await store.delete(row.storageKey);
      return { found: ids.length, deleted: rows.length };
    });
    removed += deleted;
    if (found < ORPHAN_BATCH) break;
  }
  return removed;
}
