import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { files } from '../../db/schema/files.ts';
import { fileReferences } from './file-references.ts';

export type FileRow = typeof files.$inferSelect;
export type NewFileRow = typeof files.$inferInsert;

/**
 * Whether any place holds the file: the places are the other features' own (file-references.ts; app.ts registers them).
 */
const isAttached = () => fileReferences.condition(sql`${files.id}`);

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

    /**
     * Up to `limit` files uploaded before `cutoff` and attached to
     * nothing, locked FOR UPDATE (rows others hold are skipped).
     */
    async lockOrphans(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(lt(files.createdAt, cutoff), sql`NOT ${isAttached()}`))
        .orderBy(files.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Deletes those of the (locked) ids still attached to nothing, checked again now; answers what went. */
    deleteOrphans(ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .delete(files)
        .where(and(inArray(files.id, ids), sql`NOT ${isAttached()}`))
        .returning();
    },

    /** Those of the ids that are files of this owner (ids must be UUIDs). */
    findOwned(ownerId: string, ids: string[]): Promise<FileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(files)
        .where(and(eq(files.ownerId, ownerId), inArray(files.id, ids)));
    },
  };
}
