import { FINGERPRINT_SOURCES } from '@inkwell/domain/integrity/integrity.constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { files } from './files.ts';
import { orderDeliveries } from './order-life.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/** The originality feature's tables (decision 038): documents' texts and fingerprints, and each delivery's evidence. */

/**
 * A document whose text was extracted and fingerprinted: a delivery's private file or a gig's
 * sample document. The text is kept to show matching passages; it is readable only where the file is.
 */
export const documentTexts = pgTable(
  'document_texts',
  {
    id: uuid('id').primaryKey(),
    source: text('source', { enum: FINGERPRINT_SOURCES }).notNull(),
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'cascade' }),
    uploadId: uuid('upload_id').references(() => uploads.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The normalised text the fingerprints were taken from ('' when nothing could be extracted). */
    text: text('text').notNull(),
    wordCount: integer('word_count').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('document_texts_source_known', sql`${t.source} IN ${sqlList(FINGERPRINT_SOURCES)}`),
    check('document_texts_one_origin', sql`(${t.fileId} IS NULL) <> (${t.uploadId} IS NULL)`),
    uniqueIndex('document_texts_file_key').on(t.fileId),
    uniqueIndex('document_texts_upload_key').on(t.uploadId),
  ],
);

/** The winnowed fingerprints of a document: a hash of a word n-gram and the word position it starts at. */
export const documentFingerprints = pgTable(
  'document_fingerprints',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => documentTexts.id, { onDelete: 'cascade' }),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.position] }), index('document_fingerprints_hash_idx').on(t.hash)],
);

/** A delivery's originality evidence, computed after the delivery (see decision note). */
export const deliveryOriginality = pgTable('delivery_originality', {
  deliveryId: uuid('delivery_id')
    .primaryKey()
    .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
  /** Share of the delivery's fingerprints found in earlier documents, 0-100. */
  overlapPercent: integer('overlap_percent').notNull(),
  /** The matching passages, as the originality feature's `OriginalityMatch[]`. */
  matches: jsonb('matches').$type<Record<string, unknown>[]>().notNull().default([]),
  /** Files that could not be read (scanned PDF, ZIP...), named so the order can say so. */
  unreadable: jsonb('unreadable').$type<string[]>().notNull().default([]),
  checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
