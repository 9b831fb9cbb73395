import { eq } from 'drizzle-orm';
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

    async findByStorageKey(storageKey: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
      return row;
    },
  };
}
