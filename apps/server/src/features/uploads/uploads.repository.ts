import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

/** The only module that touches the uploads table. */
export function uploadsRepository(db: Executor) {
  return {
    async insert(row: NewUploadRow): Promise<UploadRow> {
      const [inserted] = await db.insert(uploads).values(row).returning();
      return inserted!;
    },

    async deleteById(id: string): Promise<UploadRow | undefined> {
      const [row] = await db.delete(uploads).where(eq(uploads.id, id)).returning();
      return row;
    },

    /**
     * The uploads stored under these keys, each row locked FOR SHARE until the caller's transaction
     * ends: the orphan sweeper (FOR UPDATE SKIP LOCKED) cannot take an upload a write is attaching.
     */
    findByStorageKeysForShare(storageKeys: string[]): Promise<UploadRow[]> {
      if (storageKeys.length === 0) return Promise.resolve([]);
      return db.select().from(uploads).where(inArray(uploads.storageKey, storageKeys)).for('share');
    },

    async findByStorageKey(storageKey: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
      return row;
    },
  };
}
