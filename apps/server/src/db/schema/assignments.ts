import {
  ASSIGNMENT_STATUSES,
  LIVE_OFFER_STATUSES,
  OFFER_STATUSES,
  type AssignmentStatus,
} from '@inkwell/domain/assignments/assignment.schema';
import { GIG_PURPOSES } from '@inkwell/domain/integrity/integrity.constants';
import { sql } from 'drizzle-orm';
import {
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
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/**
 * The assignments feature's tables (docs/product.md#assignments): what a buyer posts with its
 * brief, deadline and private files, and the offers sellers send it.
 */

export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey(),
    posterId: uuid('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The academic brief without its files, as `AcademicBrief` in packages/domain (files: assignment_files). */
    brief: jsonb('brief').$type<Record<string, unknown>>().notNull(),
    purpose: text('purpose', { enum: GIG_PURPOSES }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    budgetMaxCents: integer('budget_max_cents'),
    status: text('status', { enum: ASSIGNMENT_STATUSES }).notNull().default('open'),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('assignments_status_known', sql`${t.status} IN ${sqlList(ASSIGNMENT_STATUSES)}`),
    check('assignments_purpose_known', sql`${t.purpose} IN ${sqlList(GIG_PURPOSES)}`),
    check('assignments_budget_positive', sql`${t.budgetMaxCents} IS NULL OR ${t.budgetMaxCents} > 0`),
    /** The sellers' list: open ones newest first, and its filters. */
    index('assignments_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('assignments_status_purpose_created_idx').on(t.status, t.purpose, t.createdAt.desc(), t.id.desc()),
    index('assignments_status_work_type_created_idx').on(
      t.status,
      sql`(${t.brief} ->> 'workType')`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('assignments_status_level_created_idx').on(
      t.status,
      sql`(${t.brief} ->> 'level')`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('assignments_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    /** The poster's own list. */
    index('assignments_poster_created_idx').on(t.posterId, t.createdAt.desc(), t.id.desc()),
    /** The deadline sweeper: open ones by deadline. */
    index('assignments_open_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.status} = ${sqlLiteral('open' satisfies AssignmentStatus)}`),
  ],
);

/** The private files of an assignment's brief: readable by the poster, sellers who offered and operators. */
export const assignmentFiles = pgTable(
  'assignment_files',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.fileId] }), index('assignment_files_file_idx').on(t.fileId)],
);

export const assignmentOffers = pgTable(
  'assignment_offers',
  {
    id: uuid('id').primaryKey(),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    deliverBy: timestamp('deliver_by', { withTimezone: true, mode: 'date' }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('pending'),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('assignment_offers_status_known', sql`${t.status} IN ${sqlList(OFFER_STATUSES)}`),
    check('assignment_offers_amount_positive', sql`${t.amountCents} > 0`),
    /** One live offer per seller and assignment; after withdrawing, the seller may offer again. */
    uniqueIndex('assignment_offers_one_live_key')
      .on(t.assignmentId, t.sellerId)
      .where(sql`${t.status} IN ${sqlList(LIVE_OFFER_STATUSES)}`),
    index('assignment_offers_assignment_created_idx').on(t.assignmentId, t.createdAt, t.id),
    index('assignment_offers_seller_idx').on(t.sellerId, t.assignmentId),
  ],
);
