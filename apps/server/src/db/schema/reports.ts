import { REPORT_REASONS, REPORT_STATUSES, REPORT_TARGETS } from '@inkwell/domain/integrity/integrity.constants';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

/** The reports feature's table: reports of gigs, people and messages, and their queue. */

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
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
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
