import { ACTIVE_ORDER_STATUSES, BID_STATUSES, LIVE_BID_STATUSES } from '@inkwell/domain/bids/bid.process';
import { REVISIONS_DEFAULT } from '@inkwell/domain/limits';
import { DISPUTE_OUTCOMES, ORDER_EVENT_ACTORS, ORDER_EVENT_TYPES } from '@inkwell/domain/orders/order.schema';
import {
  GATEWAYS,
  OPEN_PAYMENT_INTENT_STATUSES,
  PAYMENT_INTENT_STATUSES,
  type PaymentIntentStatus,
  REFUND_STATUSES,
} from '@inkwell/domain/payments/payment.schema';
import { PLATFORM_FEE_PERCENT_MAX } from '@inkwell/domain/payments/payout.rules';
import { CHARGEBACK_OUTCOMES, CHARGEBACK_STAGES } from '@inkwell/domain/payments/chargeback.schema';
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
import { gigs } from './gigs.ts';
import { users } from './users.ts';

/**
 * The order-life module's tables (docs/product.md#order-life): bids and their brief files, an
 * order's timeline, deliveries and their files, cancellation requests and disputes, card payments
 * and refunds. The bid row keeps the order's state; the other tables keep what happened to it.
 */

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
    /**
     * The due instant the buyer named when placing the bid instead of days: the order is due then
     * (never earlier than BID_DUE_AT_MIN_HOURS after the payment) rather than `days` after payment.
     */
    requestedDueAt: timestamp('requested_due_at', { withTimezone: true, mode: 'date' }),
    /** The latest delivery; the acceptance timer counts from it while the order is delivered. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /**
     * The work's length in pages as the brief gives it (words counted by pagesOfWork), kept at placing:
     * the acceptance timer gives the buyer more time for every 10 pages (acceptanceHoursFor). 0 without a brief.
     */
    workPages: integer('work_pages').notNull().default(0),
    /** The gig's revisions at approval, and how many the buyer has asked. */
    revisionsIncluded: integer('revisions_included').notNull().default(REVISIONS_DEFAULT),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /** The seller's reason when they declined the bid ('' otherwise). */
    declineReason: text('decline_reason').notNull().default(''),
    /**
     * The academic brief: type of work, subject, level, citation style, length and
     * language, as `AcademicBrief` in packages/domain. Required on new bids; null on older ones.
     */
    brief: jsonb('brief').$type<Record<string, unknown>>(),
    /** The proposal as the buyer wrote it, kept only when contact masking changed `message` (operators see it). */
    originalMessage: text('original_message'),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
  },
  (t) => [
    check('bids_status_known', sql`${t.status} IN ${sqlList(BID_STATUSES)}`),
    check('bids_amount_positive', sql`${t.amountCents} > 0`),
    check('bids_days_positive', sql`${t.days} >= 1`),
    check('bids_work_pages_not_negative', sql`${t.workPages} >= 0`),
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

/**
 * The private files attached to a bid's brief (the assignment, sources); readable by the buyer and the gig's seller.
 */
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

export const ORDER_SIDES = ['buyer', 'seller'] as const;

export const CANCELLATION_STATUSES = ['open', 'withdrawn', 'accepted', 'closed'] as const;

/** One line of an order's timeline per step, written in the step's transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    actor: text('actor', { enum: ORDER_EVENT_ACTORS }).notNull(),
    /** The person who acted; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    amountCents: integer('amount_cents'),
    /** The due instant an extension asked for (its lines only). */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_type_known', sql`${t.type} IN ${sqlList(ORDER_EVENT_TYPES)}`),
    check('order_events_actor_known', sql`${t.actor} IN ${sqlList(ORDER_EVENT_ACTORS)}`),
    index('order_events_bid_created_idx').on(t.bidId, t.createdAt, t.id),
  ],
);

export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
  },
  (t) => [index('order_deliveries_bid_created_idx').on(t.bidId, t.createdAt, t.id)],
);

/** The files a delivery carries, in the order they were sent; the file's readers grow by the order's two people. */
export const orderDeliveryFiles = pgTable(
  'order_delivery_files',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.fileId] }), index('order_delivery_files_file_idx').on(t.fileId)],
);

/**
 * A request to cancel a paid order; the other side accepts it
 * (full refund) or it stays until withdrawn or the order ends.
 */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by', { enum: ORDER_SIDES }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: CANCELLATION_STATUSES }).notNull().default('open'),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('order_cancellations_side_known', sql`${t.requestedBy} IN ${sqlList(ORDER_SIDES)}`),
    check('order_cancellations_status_known', sql`${t.status} IN ${sqlList(CANCELLATION_STATUSES)}`),
    /** At most one open request per order. */
    uniqueIndex('order_cancellations_one_open_key')
      .on(t.bidId)
      .where(sql`${t.status} = ${sqlLiteral('open')}`),
    index('order_cancellations_bid_idx').on(t.bidId, t.createdAt),
  ],
);

export const EXTENSION_STATUSES = ['open', 'accepted', 'declined'] as const;

/**
 * The seller's requests to move the due instant (docs/decisions/061-due-instants.md): one open at a
 * time per order, until the buyer accepts (bids.due_at moves to `due_at`) or declines it.
 */
export const orderExtensions = pgTable(
  'order_extensions',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    /** The instant asked for, and the order's due instant when it was asked. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }).notNull(),
    previousDueAt: timestamp('previous_due_at', { withTimezone: true, mode: 'date' }).notNull(),
    reason: text('reason').notNull(),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    status: text('status', { enum: EXTENSION_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('order_extensions_status_known', sql`${t.status} IN ${sqlList(EXTENSION_STATUSES)}`),
    check('order_extensions_later', sql`${t.dueAt} > ${t.previousDueAt}`),
    check('order_extensions_answered', sql`(${t.status} = ${sqlLiteral('open')}) = (${t.answeredAt} IS NULL)`),
    /** At most one open request per order: the second of two at once is refused by the database too. */
    uniqueIndex('order_extensions_one_open_key')
      .on(t.bidId)
      .where(sql`${t.status} = ${sqlLiteral('open')}`),
    index('order_extensions_bid_idx').on(t.bidId, t.createdAt),
  ],
);

/** A dispute on a paid order and, once an operator decides it, the outcome. */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by', { enum: ORDER_SIDES }).notNull(),
    reason: text('reason').notNull(),
    /** Free texts as written, by field, kept only when contact masking changed them (lib/masked-texts.ts). */
    originalText: jsonb('original_text').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    refundCents: integer('refund_cents'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('order_disputes_side_known', sql`${t.openedBy} IN ${sqlList(ORDER_SIDES)}`),
    check('order_disputes_outcome_known', sql`${t.outcome} IS NULL OR ${t.outcome} IN ${sqlList(DISPUTE_OUTCOMES)}`),
    check('order_disputes_decided', sql`(${t.outcome} IS NULL) = (${t.resolvedAt} IS NULL)`),
    /** An order has one dispute (a decided dispute ends the order). */
    uniqueIndex('order_disputes_bid_key').on(t.bidId),
    /** The operators' queue: open disputes, the oldest first. */
    index('order_disputes_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);

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
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    intentId: text('intent_id').notNull(),
    status: text('status', { enum: PAYMENT_INTENT_STATUSES }).notNull().default('requires_payment_method'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
    /** The card's brand and last 4 digits once the gateway says them; never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /**
     * The platform's fee on this order in basis points (1000 = 10 %), fixed when the payment succeeds
     * (decision 056); null before that, and for payments made before fees existed (no fee).
     */
    feeBasisPoints: integer('fee_basis_points'),
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check(
      'payments_fee_basis_points_range',
      sql`${t.feeBasisPoints} IS NULL OR ${t.feeBasisPoints} BETWEEN 0 AND ${sql.raw(
        String(PLATFORM_FEE_PERCENT_MAX * 100),
      )}`,
    ),
    check('payments_card_last4_digits', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    /** A bid has at most one payment under way: a second create-payment-intent answers it again. */
    uniqueIndex('payments_one_open_per_bid_key')
      .on(t.bidId)
      .where(sql`${t.status} IN ${sqlList(OPEN_PAYMENT_INTENT_STATUSES)}`),
    check('payments_status_known', sql`${t.status} IN ${sqlList(PAYMENT_INTENT_STATUSES)}`),
    uniqueIndex('payments_gateway_intent_key').on(t.gateway, t.intentId),
    /** A bid is paid at most once. */
    uniqueIndex('payments_one_success_per_bid_key')
      .on(t.bidId)
      .where(sql`${t.status} = ${sqlLiteral('succeeded' satisfies PaymentIntentStatus)}`),
    index('payments_bid_id_idx').on(t.bidId),
    index('payments_buyer_created_idx').on(t.buyerId, t.createdAt.desc()),
  ],
);

/**
 * Refunds of an order's payment (a cancellation or a dispute's decision). The row and its ledger
 * movement are written in the decision's transaction with status `pending`; the gateway is then
 * asked (with `idempotency_key`, so asking again never refunds twice) and the row follows its answer.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    gateway: text('gateway', { enum: GATEWAYS }).notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    idempotencyKey: text('idempotency_key').notNull(),
    gatewayRefundId: text('gateway_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
    check('refunds_status_known', sql`${t.status} IN ${sqlList(REFUND_STATUSES)}`),
    /** An order is refunded at most once (a full refund, or the refunded part of a split). */
    uniqueIndex('refunds_bid_key').on(t.bidId),
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * The order-life feature's chargebacks (docs/decisions/058-chargebacks-and-finance.md): a card dispute
 * reported by the gateway on a paid order, once per order and once per gateway dispute (Stripe's dp_...;
 * null for the demo's control). `stage` says where the order's money was when it came, `heldCents` what
 * of the seller's share it holds in the ledger's `seller_held` until an operator decides (`outcome`).
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    gatewayDisputeId: text('gateway_dispute_id'),
    reason: text('reason').notNull(),
    stage: text('stage', { enum: CHARGEBACK_STAGES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    heldCents: integer('held_cents').notNull().default(0),
    /** The operator who recorded it (the demo's control); null when the gateway reported it. */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: CHARGEBACK_OUTCOMES }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('chargebacks_stage_known', sql`${t.stage} IN ${sqlList(CHARGEBACK_STAGES)}`),
    check('chargebacks_outcome_known', sql`${t.outcome} IS NULL OR ${t.outcome} IN ${sqlList(CHARGEBACK_OUTCOMES)}`),
    check('chargebacks_decided', sql`(${t.outcome} IS NULL) = (${t.resolvedAt} IS NULL)`),
    check('chargebacks_amounts', sql`${t.amountCents} > 0 AND ${t.heldCents} >= 0`),
    /** An order is charged back once; a gateway's dispute is recorded once, however often it is reported. */
    uniqueIndex('chargebacks_bid_key').on(t.bidId),
    uniqueIndex('chargebacks_gateway_dispute_key').on(t.gatewayDisputeId),
    /** The operators' list of held money waiting for a decision, the oldest first. */
    index('chargebacks_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} IS NULL AND ${t.heldCents} > 0`),
  ],
);
