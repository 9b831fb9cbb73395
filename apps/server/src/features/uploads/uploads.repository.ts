import { UPLOADS_PATH } from '@inkwell/domain/uploads/upload.rules';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { uploadReferences } from './upload-references.ts';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUploadRow = typeof uploads.$inferInsert;

/** An upload's address as users.img, gigs.cover and gigs.images hold it. */
const address = sql`(${UPLOADS_PATH}::text || ${uploads.storageKey})`;

/**
 * Whether any place names the upload (decision 023): the places are the other features' own
 * (upload-references.ts; app.ts registers them): an avatar, a live gig's cover, images or
 * document, a deleted gig's cover while it has bids.
 */
const isReferenced = () => uploadReferences.condition({ id: sql`${uploads.id}`, address });

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

    /**
     * Up to `limit` uploads made before `cutoff` that nothing names, locked FOR UPDATE; rows another
     * process holds (a sweeper, or a write attaching them FOR SHARE) are skipped, never waited for.
     */
    async lockOrphans(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(lt(uploads.createdAt, cutoff), sql`NOT ${isReferenced()}`))
        .orderBy(uploads.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => row.id);
    },

    /** Deletes those of the (locked) ids that are still named nowhere, checked again now; answers what went. */
    deleteOrphans(ids: string[]): Promise<UploadRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .delete(uploads)
        .where(and(inArray(uploads.id, ids), sql`NOT ${isReferenced()}`))
        .returning();
    },

    /** Gives an anonymous picture (a registration's) its owner; undefined when it is not an unowned picture. */
    async claimAnonymousImage(storageKey: string, ownerId: string): Promise<UploadRow | undefined> {
      const [row] = await db
        .update(uploads)
        .set({ ownerId })
        .where(and(eq(uploads.storageKey, storageKey), eq(uploads.kind, 'image'), isNull(uploads.ownerId)))
        .returning();
      return row;
    },

    async findByStorageKey(storageKey: string): Promise<UploadRow | undefined> {
      const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
      return row;
    },
  };
}
