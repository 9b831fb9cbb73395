import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * The whole schema of the product (docs/product.md) lives in this folder, one file per area.
 * Money is integer cents; ids are UUIDv7 (time-ordered) made by lib/ids.ts, except conversations
 * whose id is `min(a,b)_max(a,b)`. Every list of values (statuses, kinds, categories) comes from
 * packages/domain; db/sql-literals.ts writes them into the CHECK constraints and partial indexes.
 * This file holds the column types the areas share.
 */

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
