import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  FINGERPRINT_SOURCES,
  type GigPurpose,
  OPERATOR_ACTIONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '@inkwell/domain/integrity/integrity.constants';
import { sqlList } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { orderDeliveries } from './orders.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';

/**
 * Academic integrity (issue 17): operators' rules per buyer country, reports and their queue, the
 * operators' audit log, and the originality evidence of deliveries (fingerprints of documents).
 */

/** Which gig purposes buyers from `country` (ISO 3166-1 alpha-2, as `users.country`) may order; no row: all. */
export const jurisdictionRules = pgTable(
  'jurisdiction_rules',
  {
    country: text('country').primaryKey(),
    allowedPurposes: jsonb('allowed_purposes').$type<GigPurpose[]>().notNull(),
    /** Why, in the operator's words (shown to operators; buyers get the translated reason). */
    note: text('note').notNull().default(''),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
);

/** Something a signed-in person reported: a gig, a profile or a message, with a reason. */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    /** The gig's, user's or message's id (no foreign key: the three live in different tables). */
    targetId: uuid('target_id').notNull(),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_target_type_known', sql`${t.targetType} IN ${sqlList(REPORT_TARGETS)}`),
    check('reports_reason_known', sql`${t.reason} IN ${sqlList(REPORT_REASONS)}`),
    check('reports_status_known', sql`${t.status} IN ${sqlList(REPORT_STATUSES)}`),
    check('reports_details_length', sql`char_length(${t.details}) <= 2000`),
    /** One open report per person and item: reporting again adds nothing to the queue. */
    uniqueIndex('reports_one_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    index('reports_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Every operator action, written in the action's transaction; never updated or deleted. */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: uuid('id').primaryKey(),
    operatorId: uuid('operator_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: OPERATOR_ACTIONS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** The operator's message or reason. */
    note: text('note').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('operator_audit_log_action_known', sql`${t.action} IN ${sqlList(OPERATOR_ACTIONS)}`),
    index('operator_audit_log_target_idx').on(t.targetType, t.targetId, t.createdAt),
    index('operator_audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);

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
export const deliveryOriginality = pgTable(
  'delivery_originality',
  {
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
  },
);
