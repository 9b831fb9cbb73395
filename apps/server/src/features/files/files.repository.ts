import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

/** The only module that writes the files table. */
export function filesRepository(db: Executor) {
  return {
    async insert(row: NewFileRow): Promise<FileRow> {
      const [inserted] = await db.insert(files).values(row).returning();
      return inserted!;
    },

    async findById(id: string): Promise<FileRow | undefined> {
      const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
      return row;
    },

    /** Those of the ids that are files of this owner (ids must be UUIDs). */
    findOwned(ownerId: string, ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(files).where(and(eq(files.ownerId, ownerId), inArray(files.id, ids)));
    },
  };
}
