import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACTIVE_ORDER_STATUSES, BID_STATUSES, LIVE_BID_STATUSES } from '@inkwell/domain/bids/bid.process';
import { REVISIONS_DEFAULT, SATISFACTION } from '@inkwell/domain/limits';
import { sqlList } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';
import { gigs } from './gigs.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** Bids (an approved bid is the gig's order) and the two reviews written on an order. */

export const bids = pgTable(
  'bids',
  {
    id: uuid('id').primaryKey(),
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    bidderId: uuid('bidder_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    days: integer('days').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: BID_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** When the buyer's payment succeeded; the order is due `days` later (`due_at`, moved by a revision). */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** The latest delivery; the acceptance timer counts from it while the order is delivered. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** The gig's revisions at approval, and how many the buyer has asked. */
    revisionsIncluded: integer('revisions_included').notNull().default(REVISIONS_DEFAULT),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /** The seller's reason when they declined the bid ('' otherwise). */
    declineReason: text('decline_reason').notNull().default(''),
    /**
     * The academic brief (issue 17): type of work, subject, level, citation style, length and
     * language, as `AcademicBrief` in packages/domain. Required on new bids; null on older ones.
     */
    brief: jsonb('brief').$type<Record<string, unknown>>(),
    /** The proposal as the buyer wrote it, kept only when contact masking changed `message` (operators see it). */
    originalMessage: text('original_message'),
  },
  (t) => [
    check('bids_status_known', sql`${t.status} IN ${sqlList(BID_STATUSES)}`),
    check('bids_amount_positive', sql`${t.amountCents} > 0`),
    check('bids_days_positive', sql`${t.days} >= 1`),
    check('bids_not_own_gig', sql`${t.bidderId} <> ${t.sellerId}`),
    check('bids_revisions_used_range', sql`${t.revisionsUsed} BETWEEN 0 AND ${t.revisionsIncluded}`),
    /** One live bid per buyer and gig (pending or an order under way); after it ends the buyer may bid again. */
    uniqueIndex('bids_one_live_per_gig_bidder_key')
      .on(t.gigId, t.bidderId)
      .where(sql`${t.status} IN ${sqlList(LIVE_BID_STATUSES)}`),
    index('bids_gig_bidder_idx').on(t.gigId, t.bidderId, t.createdAt.desc()),
    /** At most one order of a gig is under way: the database itself refuses a second approval. */
    uniqueIndex('bids_one_active_order_per_gig_key')
      .on(t.gigId)
      .where(sql`${t.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)}`),
    /** The timers' sweeps: delivered orders by delivery time, approved ones by approval time. */
    index('bids_status_delivered_idx').on(t.status, t.deliveredAt),
    index('bids_status_approved_idx').on(t.status, t.approvedAt),
    index('bids_seller_status_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    index('bids_bidder_status_idx').on(t.bidderId, t.status, t.createdAt.desc()),
    index('bids_gig_status_idx').on(t.gigId, t.status),
    index('bids_seller_completed_idx').on(t.sellerId, t.completedAt),
  ],
);

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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gig_reviews_bid_id_key').on(t.bidId),
    check('gig_reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
    index('gig_reviews_gig_created_idx').on(t.gigId, t.createdAt.desc()),
    index('gig_reviews_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);

/** The private files attached to a bid's brief (the assignment, sources); readable by the buyer and the gig's seller. */
export const bidFiles = pgTable(
  'bid_files',
  {
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bidId, t.fileId] }), index('bid_files_file_idx').on(t.fileId)],
);
