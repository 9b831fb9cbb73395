import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { deliveryOriginality, documentFingerprints, documentTexts } from '../../db/schema/originality.ts';
import { storedFilesAs } from '../files/index.ts';
import { gigSamplesAs } from '../gigs/index.ts';
import { storedUploadsAs } from '../uploads/index.ts';
import type { EarlierHit } from './compare.ts';
import { deliveryReadModel } from './delivery-read-model.ts';
import type { Fingerprint } from './winnow.ts';

/**
 * The only writer of document_texts, document_fingerprints and delivery_originality; it reads the
 * deliveries and their files through the order-life module's relations (delivery-read-model.ts),
 * and the files and the gigs' sample documents it fingerprints.
 */

/** A match as kept in delivery_originality.matches: everything, for operators; the view filters it per reader. */
export interface StoredMatch {
  documentId: string;
  source: 'delivery' | 'sample';
  /** The earlier delivery's order (a delivery's document). */
  bidId: string | null;
  gigTitle: string;
  sharePercent: number;
  passages: { fileName: string; delivered: string; matched: string }[];
}

export type OriginalityRow = typeof deliveryOriginality.$inferSelect;

const dateOf = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

const HASHES_PER_QUERY = 5000;
const FINGERPRINTS_PER_INSERT = 5000;

export function originalityRepository(db: Executor) {
  return {
    /** Deliveries not checked yet, oldest first. */
    async pendingDeliveries(limit: number): Promise<{ id: string; bidId: string; createdAt: Date }[]> {
      const rows = rowsOf<{ id: string; bid_id: string; created_at: Date | string }>(
        await db.execute(sql`
          SELECT od.id, od.bid_id, od.created_at FROM (${deliveryReadModel().deliveries}) od
          WHERE NOT EXISTS (SELECT 1 FROM ${deliveryOriginality} WHERE ${deliveryOriginality.deliveryId} = od.id)
          ORDER BY od.created_at, od.id
          LIMIT ${limit}`),
      );
      return rows.map((row) => ({ id: row.id, bidId: row.bid_id, createdAt: dateOf(row.created_at) }));
    },

    async filesOf(
      deliveryId: string,
    ): Promise<{ id: string; name: string; contentType: string; storageKey: string; ownerId: string | null }[]> {
      const rows = rowsOf<{
        id: string;
        name: string;
        content_type: string;
        storage_key: string;
        owner_id: string | null;
      }>(
        await db.execute(sql`
          SELECT f.id, f.name, f.content_type, f.storage_key, f.owner_id
          FROM (${deliveryReadModel().deliveryFiles}) odf JOIN ${storedFilesAs('f')} ON f.id = odf.file_id
          WHERE odf.delivery_id = ${deliveryId}
          ORDER BY odf.position`),
      );
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        contentType: row.content_type,
        storageKey: row.storage_key,
        ownerId: row.owner_id,
      }));
    },

    /** Sample documents of gigs (not deleted) that have no fingerprints yet. */
    async samplesToFingerprint(limit: number) {
      const gigs = gigSamplesAs('gigs');
      const uploads = storedUploadsAs('uploads');
      return db
        .selectDistinct({
          id: uploads.id,
          mimeType: uploads.mimeType,
          storageKey: uploads.storageKey,
          ownerId: uploads.ownerId,
        })
        .from(gigs)
        .innerJoin(uploads, eq(uploads.id, gigs.documentId))
        .leftJoin(documentTexts, eq(documentTexts.uploadId, uploads.id))
        .where(and(isNull(gigs.deletedAt), isNotNull(gigs.documentId), isNull(documentTexts.id)))
        .limit(limit);
    },

    async documentOfFile(fileId: string) {
      const [row] = await db.select().from(documentTexts).where(eq(documentTexts.fileId, fileId));
      return row;
    },

    /**
     * Keeps a document's text and fingerprints (once: a second process that did it first wins and
     * its row is returned).
     */
    async saveDocument(
      origin: { source: 'delivery'; fileId: string } | { source: 'sample'; uploadId: string },
      document: { id: string; ownerId: string | null; text: string; wordCount: number; fingerprints: Fingerprint[] },
    ) {
      const inserted = await db
        .insert(documentTexts)
        .values({
          id: document.id,
          ...origin,
          ownerId: document.ownerId,
          text: document.text,
          wordCount: document.wordCount,
        })
        .onConflictDoNothing()
        .returning();
      const row = inserted[0];
      if (!row) {
        const [existing] = await db
          .select()
          .from(documentTexts)
          .where(
            origin.source === 'delivery'
              ? eq(documentTexts.fileId, origin.fileId)
              : eq(documentTexts.uploadId, origin.uploadId),
          );
        return existing;
      }
      for (let i = 0; i < document.fingerprints.length; i += FINGERPRINTS_PER_INSERT) {
        const chunk = document.fingerprints.slice(i, i + FINGERPRINTS_PER_INSERT);
        await db.insert(documentFingerprints).values(
          chunk.map((fingerprint) => ({
            documentId: row.id,
            hash: BigInt(fingerprint.hash),
            position: fingerprint.position,
          })),
        );
      }
      return row;
    },

    async fingerprintsOf(documentId: string): Promise<Fingerprint[]> {
      const rows = await db
        .select({ hash: documentFingerprints.hash, position: documentFingerprints.position })
        .from(documentFingerprints)
        .where(eq(documentFingerprints.documentId, documentId))
        .orderBy(asc(documentFingerprints.position));
      return rows.map((row) => ({ hash: Number(row.hash), position: row.position }));
    },

    /**
     * Fingerprints with one of `hashes` in the documents a delivery is compared with: every gig
     * sample document, and the files of deliveries made before it (never its own files).
     */
    async earlierHits(
      hashes: number[],
      delivery: { id: string; createdAt: Date },
      ownFileIds: string[],
    ): Promise<EarlierHit[]> {
      const hits: EarlierHit[] = [];
      const unique = [...new Set(hashes)];
      // Written out in SQL: drizzle leaves column names unqualified inside subqueries.
      const { deliveries, deliveryFiles } = deliveryReadModel();
      const earlierDelivery = sql`EXISTS (SELECT 1 FROM (${deliveryFiles}) odf JOIN (${deliveries}) od
        ON od.id = odf.delivery_id
        WHERE odf.file_id = document_texts.file_id AND od.id <> ${delivery.id}
        AND (od.created_at, od.id) < (${delivery.createdAt.toISOString()}::timestamptz, ${delivery.id}::uuid))`;
      const notOwn = ownFileIds.length
        ? sql`document_texts.file_id NOT IN (${sql.join(
            ownFileIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`
        : sql`TRUE`;
      for (let i = 0; i < unique.length; i += HASHES_PER_QUERY) {
        const chunk = unique.slice(i, i + HASHES_PER_QUERY).map((hash) => BigInt(hash));
        const rows = await db
          .select({
            documentId: documentFingerprints.documentId,
            hash: documentFingerprints.hash,
            position: documentFingerprints.position,
          })
          .from(documentFingerprints)
          .innerJoin(documentTexts, eq(documentTexts.id, documentFingerprints.documentId))
          .where(
            and(
              inArray(documentFingerprints.hash, chunk),
              or(
                eq(documentTexts.source, 'sample'),
                and(eq(documentTexts.source, 'delivery'), sql`${notOwn}`, earlierDelivery),
              ),
            ),
          );
        for (const row of rows)
          hits.push({ documentId: row.documentId, hash: Number(row.hash), position: row.position });
      }
      return hits;
    },

    /**
     * What a match shows of each document: its text, and where it
     * came from (the earliest order that delivered it, or the gig).
     */
    async describe(documentIds: string[]) {
      if (documentIds.length === 0) return [];
      const { deliveries, deliveryFiles, orders } = deliveryReadModel();
      return db
        .select({
          id: documentTexts.id,
          source: documentTexts.source,
          text: documentTexts.text,
          bidId: sql<
            string | null
          >`(SELECT od.bid_id FROM (${deliveryFiles}) odf JOIN (${deliveries}) od ON od.id = odf.delivery_id
            WHERE odf.file_id = document_texts.file_id ORDER BY od.created_at LIMIT 1)`,
          gigTitle: sql<string | null>`COALESCE(
            (SELECT g.title FROM ${gigSamplesAs('g')} WHERE g.document_id = document_texts.upload_id LIMIT 1),
            (SELECT g.title FROM (${deliveryFiles}) odf JOIN (${deliveries}) od ON od.id = odf.delivery_id
              JOIN (${orders}) b ON b.id = od.bid_id JOIN ${gigSamplesAs('g')} ON g.id = b.gig_id
              WHERE odf.file_id = document_texts.file_id ORDER BY od.created_at LIMIT 1))`,
        })
        .from(documentTexts)
        .where(inArray(documentTexts.id, documentIds));
    },

    async saveOriginality(row: {
      deliveryId: string;
      overlapPercent: number;
      matches: StoredMatch[];
      unreadable: string[];
      checkedAt: Date;
    }) {
      await db
        .insert(deliveryOriginality)
        .values({ ...row, matches: row.matches as unknown as Record<string, unknown>[] })
        .onConflictDoNothing();
    },

    async originalityOf(deliveryIds: string[]): Promise<OriginalityRow[]> {
      if (deliveryIds.length === 0) return [];
      return db.select().from(deliveryOriginality).where(inArray(deliveryOriginality.deliveryId, deliveryIds));
    },

    /** Which of `bidIds` the person is the buyer or the seller of. */
    async ordersOfParty(bidIds: string[], userId: string): Promise<Set<string>> {
      if (bidIds.length === 0) return new Set();
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          SELECT b.id FROM (${deliveryReadModel().orders}) b
          WHERE b.id IN (${sql.join(
            bidIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND (b.bidder_id = ${userId} OR b.seller_id = ${userId})`),
      );
      return new Set(rows.map((row) => row.id));
    },
  };
}
