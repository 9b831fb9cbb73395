import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { users } from './users.ts';

/** The jurisdictions feature's table: operators' rules per buyer country. */

/** Which gig purposes buyers from `country` (ISO 3166-1 alpha-2, as `users.country`) may order; no row: all. */
export const jurisdictionRules = pgTable('jurisdiction_rules', {
  country: text('country').primaryKey(),
  allowedPurposes: jsonb('allowed_purposes').$type<GigPurpose[]>().notNull(),
  /** Why, in the operator's words (shown to operators; buyers get the translated reason). */
  note: text('note').notNull().default(''),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
