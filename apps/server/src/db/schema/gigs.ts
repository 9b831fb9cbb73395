import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { CATEGORY_IDS } from '@inkwell/domain/categories';
import { GIG_STATUSES } from '@inkwell/domain/gigs/gig.process';
import { LANGUAGES, REVISIONS_DEFAULT, REVISIONS_MAX } from '@inkwell/domain/limits';
import { sqlList } from '../sql-literals.ts';
import { createdAt, tsvector, updatedAt } from './columns.ts';
import { uploads } from './uploads.ts';
import { users } from './users.ts';
import { GIG_HIDDEN_REASONS, GIG_PURPOSES } from '@inkwell/domain/integrity/integrity.constants';

/** Gigs and their likes. */

export const gigs = pgTable(
  'gigs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    cat: text('cat').notNull(),
    cover: text('cover').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    desc: text('desc').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    deliveryTime: integer('delivery_time').notNull(),
    priceMinCents: integer('price_min_cents').notNull().default(0),
    priceMaxCents: integer('price_max_cents').notNull().default(0),
    pages: integer('pages').notNull().default(1),
    pricePerPageCents: integer('price_per_page_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    discountEnabled: boolean('discount_enabled').notNull().default(false),
    discountAmountCents: integer('discount_amount_cents').notNull().default(0),
    discountCondition: text('discount_condition').notNull().default(''),
    status: text('status', { enum: GIG_STATUSES }).notNull().default('available'),
    documentId: uuid('document_id').references(() => uploads.id, { onDelete: 'set null' }),
    totalStars: integer('total_stars').notNull().default(0),
    starNumber: integer('star_number').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    /** Revisions an order of this gig includes (docs/product.md#order-life). */
    revisions: integer('revisions').notNull().default(REVISIONS_DEFAULT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the owner deletes the gig: its bids, reviews and payments keep their history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set while the owner's account is a buyer's again: hidden
     * from every list and page, shown again when they sell again.
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    /** Why `hidden_at` is set: the owner stopped selling, an operator hid it, or the owner is suspended. */
    hiddenReason: text('hidden_reason', { enum: GIG_HIDDEN_REASONS }),
    /** What the work is for: required for new gigs; existing ones were migrated to the nearest value. */
    purpose: text('purpose', { enum: GIG_PURPOSES }).notNull().default('model_answer'),
    /**
     * The gig's free texts as the seller wrote them, by field (title, desc, discountCondition), kept only when
     * contact masking changed one (lib/masked-texts.ts): the columns hold what everyone else reads; operators see this.
     */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    /**
     * Full-text vector in the gig's own language, the title weighted above the description;
     * kept by PostgreSQL itself (docs/decisions: gig search).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE language
        WHEN 'fr' THEN setweight(to_tsvector('french'::regconfig, title), 'A') ||
        setweight(to_tsvector('french'::regconfig, "desc"), 'B')
        WHEN 'de' THEN setweight(to_tsvector('german'::regconfig, title), 'A') ||
        setweight(to_tsvector('german'::regconfig, "desc"), 'B')
        WHEN 'es' THEN setweight(to_tsvector('spanish'::regconfig, title), 'A') ||
        setweight(to_tsvector('spanish'::regconfig, "desc"), 'B')
        ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig,
        "desc"), 'B') END`,
    ),
  },
  (t) => [
    check('gigs_cat_known', sql`${t.cat} IN ${sqlList(CATEGORY_IDS)}`),
    check('gigs_status_known', sql`${t.status} IN ${sqlList(GIG_STATUSES)}`),
    check('gigs_purpose_known', sql`${t.purpose} IN ${sqlList(GIG_PURPOSES)}`),
    check(
      'gigs_hidden_reason_known',
      sql`${t.hiddenReason} IS NULL OR ${t.hiddenReason} IN ${sqlList(GIG_HIDDEN_REASONS)}`,
    ),
    check('gigs_revisions_range', sql`${t.revisions} BETWEEN 0 AND ${sql.raw(String(REVISIONS_MAX))}`),
    check('gigs_delivery_time_positive', sql`${t.deliveryTime} >= 1`),
    check('gigs_pages_positive', sql`${t.pages} >= 1`),
    check(
      'gigs_prices_non_negative',
      sql`${t.priceMinCents} >= 0 AND ${t.priceMaxCents} >= 0 AND ${t.totalPriceCents} >= 0`,
    ),
    check('gigs_discount_non_negative', sql`${t.discountAmountCents} >= 0`),
    check('gigs_stars_consistent', sql`${t.totalStars} >= 0 AND ${t.starNumber} >= 0 AND ${t.sales} >= 0`),
    index('gigs_user_id_created_idx').on(t.userId, t.createdAt.desc()),
    // A seller's ratings summed over their gigs (every gig card) by an index-only scan (decision 028).
    index('gigs_seller_ratings_idx').on(t.userId, t.totalStars, t.starNumber),
    index('gigs_sales_idx').on(t.sales.desc(), t.id.desc()),
    index('gigs_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('gigs_cat_sales_idx').on(t.cat, t.sales.desc(), t.id.desc()),
    index('gigs_cat_created_idx').on(t.cat, t.createdAt.desc(), t.id.desc()),
    index('gigs_total_price_idx').on(t.totalPriceCents),
    index('gigs_search_vector_idx').using('gin', t.searchVector),
    index('gigs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
  ],
);

export const gigLikes = pgTable(
  'gig_likes',
  {
    gigId: uuid('gig_id')
      .notNull()
      .references(() => gigs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.gigId, t.userId] }), index('gig_likes_user_id_idx').on(t.userId)],
);
