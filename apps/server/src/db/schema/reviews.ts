import { SATISFACTION } from '@inkwell/domain/limits';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { gigs } from './gigs.ts';
import { bids } from './order-life.ts';
import { users } from './users.ts';

/** The reviews feature's tables: a seller's review of the buyer, and a buyer's review of the gig. */

/** The owner's review of the bidder, written on completion ("client reviews" on a profile). */
export const userReviews = pgTable(
  'user_reviews',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: uuid('reviewee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    satisfaction: text('satisfaction', { enum: SATISFACTION }).notNull(),
    comment: text('comment').notNull().default('-'),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_reviews_bid_id_key').on(t.bidId),
    check('user_reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
    check('user_reviews_satisfaction_known', sql`${t.satisfaction} IN ${sqlList(SATISFACTION)}`),
    index('user_reviews_reviewee_created_idx').on(t.revieweeId, t.createdAt.desc()),
  ],
);

/** The buyer's review of the gig after completion; feeds totalStars and starNumber. */
export const gigReviews = pgTable(
  'gig_reviews',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    reviewerId: uuid('reviewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    comment: text('comment').notNull().default('-'),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gig_reviews_bid_id_key').on(t.bidId),
    check('gig_reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
    index('gig_reviews_gig_created_idx').on(t.gigId, t.createdAt.desc()),
    index('gig_reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);
