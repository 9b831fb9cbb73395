import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
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
import type { Certification, Education, Social } from '@inkwell/domain/users/user.schema';

/**
 * The whole schema of SPEC.md section 3 with DECISIONS.md. Money is integer cents; ids are UUIDv7
 * (time-ordered) made by lib/ids.ts, except conversations whose id is `min(a,b)_max(a,b)`.
 */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    img: text('img').notNull().default(''),
    isSeller: boolean('is_seller').notNull().default(false),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    nationality: text('nationality').notNull().default(''),
    bio: text('bio').notNull().default(''),
    desc: text('desc').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    education: jsonb('education').$type<Education[]>().notNull().default([]),
    experience: jsonb('experience').$type<string[]>().notNull().default([]),
    hobbies: jsonb('hobbies').$type<string[]>().notNull().default([]),
    certifications: jsonb('certifications').$type<Certification[]>().notNull().default([]),
    social: jsonb('social').$type<Social>().notNull().default({ linkedin: '', twitter: '', github: '', website: '' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_bio_length', sql`char_length(${t.bio}) <= 1000`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not give working cookies. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Failed sign-ins, counted per address and per username over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    scope: text('scope', { enum: ['ip', 'username'] }).notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_scope_key_created_idx').on(t.scope, t.key, t.createdAt)],
);

export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['image', 'document'] }).notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull().default(''),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_key').on(t.storageKey),
    index('uploads_owner_id_idx').on(t.ownerId),
    check('uploads_size_positive', sql`${t.sizeBytes} > 0`),
  ],
);

export const GIG_STATUSES = ['available', 'in_progress', 'completed'] as const;
export const GIG_LANGUAGES = ['en', 'fr', 'de', 'es'] as const;

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
    language: text('language', { enum: GIG_LANGUAGES }).notNull().default('en'),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set when the owner deletes the gig: its bids, reviews and payments keep their history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /**
     * Full-text vector in the gig's own language, the title weighted above the description;
     * kept by PostgreSQL itself (docs/decisions: gig search).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`CASE language
        WHEN 'fr' THEN setweight(to_tsvector('french'::regconfig, title), 'A') || setweight(to_tsvector('french'::regconfig, "desc"), 'B')
        WHEN 'de' THEN setweight(to_tsvector('german'::regconfig, title), 'A') || setweight(to_tsvector('german'::regconfig, "desc"), 'B')
        WHEN 'es' THEN setweight(to_tsvector('spanish'::regconfig, title), 'A') || setweight(to_tsvector('spanish'::regconfig, "desc"), 'B')
        ELSE setweight(to_tsvector('english'::regconfig, title), 'A') || setweight(to_tsvector('english'::regconfig, "desc"), 'B') END`,
    ),
  },
  (t) => [
    check(
      'gigs_cat_known',
      sql`${t.cat} IN ('essay-writing','college-essay-writing','coursework-writing','dissertation-writing','custom-essay-writing','research-paper-writing','term-paper-writing','thesis-writing','case-study-writing','literature-review-writing')`,
    ),
    check('gigs_status_known', sql`${t.status} IN ('available','in_progress','completed')`),
    check('gigs_delivery_time_positive', sql`${t.deliveryTime} >= 1`),
    check('gigs_pages_positive', sql`${t.pages} >= 1`),
    check('gigs_prices_non_negative', sql`${t.priceMinCents} >= 0 AND ${t.priceMaxCents} >= 0 AND ${t.totalPriceCents} >= 0`),
    check('gigs_discount_non_negative', sql`${t.discountAmountCents} >= 0`),
    check('gigs_stars_consistent', sql`${t.totalStars} >= 0 AND ${t.starNumber} >= 0 AND ${t.sales} >= 0`),
    index('gigs_user_id_created_idx').on(t.userId, t.createdAt.desc()),
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

export const BID_STATUSES = ['pending', 'approved', 'in_progress', 'completed', 'cancelled'] as const;

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
  },
  (t) => [
    check('bids_status_known', sql`${t.status} IN ('pending','approved','in_progress','completed','cancelled')`),
    check('bids_amount_positive', sql`${t.amountCents} > 0`),
    check('bids_days_positive', sql`${t.days} >= 1`),
    check('bids_not_own_gig', sql`${t.bidderId} <> ${t.sellerId}`),
    uniqueIndex('bids_gig_bidder_key').on(t.gigId, t.bidderId),
    /** At most one bid of a gig is ever chosen: the database itself refuses a second approval. */
    uniqueIndex('bids_one_chosen_per_gig_key')
      .on(t.gigId)
      .where(sql`${t.status} IN ('approved','in_progress','completed')`),
    index('bids_seller_status_idx').on(t.sellerId, t.status, t.createdAt.desc()),
    index('bids_bidder_status_idx').on(t.bidderId, t.status, t.createdAt.desc()),
    index('bids_gig_status_idx').on(t.gigId, t.status),
    index('bids_seller_completed_idx').on(t.sellerId, t.completedAt),
  ],
);

export const SATISFACTIONS = ['poor', 'fair', 'good', 'very_good', 'excellent'] as const;

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
    satisfaction: text('satisfaction', { enum: SATISFACTIONS }).notNull(),
    comment: text('comment').notNull().default('-'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_reviews_bid_id_key').on(t.bidId),
    check('user_reviews_stars_range', sql`${t.stars} BETWEEN 1 AND 5`),
    check('user_reviews_satisfaction_known', sql`${t.satisfaction} IN ('poor','fair','good','very_good','excellent')`),
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

export const conversations = pgTable(
  'conversations',
  {
    /** `min(a,b) + "_" + max(a,b)` of the two user ids (DECISIONS.md). */
    id: text('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readBySeller: boolean('read_by_seller').notNull().default(true),
    readByBuyer: boolean('read_by_buyer').notNull().default(true),
    lastMessage: text('last_message').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_two_people', sql`${t.sellerId} <> ${t.buyerId}`),
    index('conversations_seller_updated_idx').on(t.sellerId, t.updatedAt.desc()),
    index('conversations_buyer_updated_idx').on(t.buyerId, t.updatedAt.desc()),
    /** A person's list leaves out conversations nobody has written in yet (every message sets last_message). */
    index('conversations_seller_listed_idx')
      .on(t.sellerId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.lastMessage} <> ''`),
    index('conversations_buyer_listed_idx')
      .on(t.buyerId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.lastMessage} <> ''`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_desc_length', sql`char_length(${t.desc}) BETWEEN 1 AND 5000`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    /** Counts a person's recent messages for the sending limit. */
    index('messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export const NOTIFICATION_TYPES = ['bid_placed', 'bid_approved', 'bid_not_selected', 'bid_paid', 'review_received', 'message_received'] as const;

/**
 * What a person is told about (docs/decisions: live events). Facts only (ids, cents, stars): the web
 * writes the sentence in the reader's language. An unread message notification is one per
 * conversation, refreshed by each new message (`count`, `preview`, `updated_at`) until it is read.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    gigId: uuid('gig_id').references(() => gigs.id, { onDelete: 'cascade' }),
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'cascade' }),
    conversationId: text('conversation_id').references(() => conversations.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents'),
    stars: integer('stars'),
    preview: text('preview').notNull().default(''),
    count: integer('count').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('notifications_type_known', sql`${t.type} IN ('bid_placed','bid_approved','bid_not_selected','bid_paid','review_received','message_received')`),
    check('notifications_count_positive', sql`${t.count} >= 1`),
    index('notifications_user_updated_idx').on(t.userId, t.updatedAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    /** One unread message notification per person and conversation: new messages refresh it. */
    uniqueIndex('notifications_unread_message_key')
      .on(t.userId, t.conversationId)
      .where(sql`${t.type} = 'message_received' AND ${t.readAt} IS NULL`),
  ],
);

/**
 * The live-event log: what each person's Server-Sent Events stream delivers, kept for a day so that
 * a reconnecting stream replays what it missed after its Last-Event-ID. Ids come from one sequence;
 * a person's events are written under a per-person advisory lock, so they commit in id order.
 */
export const events = pgTable(
  'events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('events_user_id_idx').on(t.userId, t.id), index('events_created_idx').on(t.createdAt)],
);

export const PAYMENT_STATUSES = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    gateway: text('gateway', { enum: ['demo', 'stripe'] }).notNull(),
    intentId: text('intent_id').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('requires_payment_method'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
    /** The card's brand and last 4 digits once the gateway says them; never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_card_last4_digits', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    /** A bid has at most one payment under way: a second create-payment-intent answers it again. */
    uniqueIndex('payments_one_open_per_bid_key')
      .on(t.bidId)
      .where(sql`${t.status} IN ('requires_payment_method','processing')`),
    check('payments_status_known', sql`${t.status} IN ('requires_payment_method','processing','succeeded','canceled')`),
    uniqueIndex('payments_gateway_intent_key').on(t.gateway, t.intentId),
    /** A bid is paid at most once. */
    uniqueIndex('payments_one_success_per_bid_key')
      .on(t.bidId)
      .where(sql`${t.status} = 'succeeded'`),
    index('payments_bid_id_idx').on(t.bidId),
    index('payments_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
  ],
);

export const LEDGER_KINDS = ['payment', 'release', 'paid_outside'] as const;
export const LEDGER_ACCOUNTS = ['buyer', 'escrow', 'seller'] as const;

/**
 * The ledger (docs/decisions: payments): every movement of money is a movement id with two lines
 * whose amounts add up to 0. `payment`: the buyer pays into escrow; `release`: escrow pays the
 * seller when the order is completed; `paid_outside`: an order completed without an online payment
 * (the buyer paid the seller directly). Lines are only ever inserted. A bid moves money of each
 * kind at most once (the unique index is the last guard against paying or releasing twice).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey(),
    movementId: uuid('movement_id').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    account: text('account', { enum: LEDGER_ACCOUNTS }).notNull(),
    /** The buyer or the seller whose account it is; null for escrow. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Cents; positive into the account, negative out of it. */
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('ledger_entries_kind_known', sql`${t.kind} IN ('payment','release','paid_outside')`),
    check('ledger_entries_account_known', sql`${t.account} IN ('buyer','escrow','seller')`),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
    check('ledger_entries_owner', sql`(${t.account} = 'escrow') = (${t.userId} IS NULL)`),
    uniqueIndex('ledger_entries_bid_kind_account_key').on(t.bidId, t.kind, t.account),
    index('ledger_entries_movement_idx').on(t.movementId),
    index('ledger_entries_user_account_idx').on(t.userId, t.account, t.createdAt),
  ],
);

/**
 * The demo gateway's own store: payment intents with Stripe's statuses, kept in the database so
 * they outlive a restart and are shared by every process. This stands for the payment provider;
 * the app's record of a payment is `payments`. No card number is stored: brand and last 4 only.
 */
export const demoPaymentIntents = pgTable(
  'demo_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('requires_payment_method'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    /** When a `processing` intent succeeds. */
    settlesAt: timestamp('settles_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('demo_payment_intents_amount_positive', sql`${t.amountCents} > 0`),
    check('demo_payment_intents_status_known', sql`${t.status} IN ('requires_payment_method','processing','succeeded','canceled')`),
    check('demo_payment_intents_card_last4_digits', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    uniqueIndex('demo_payment_intents_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('demo_payment_intents_client_secret_key').on(t.clientSecret),
  ],
);
