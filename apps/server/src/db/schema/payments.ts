import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  GATEWAYS,
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  OPEN_PAYMENT_INTENT_STATUSES,
  PAYMENT_INTENT_STATUSES,
  REFUND_STATUSES,
  type LedgerAccount,
  type PaymentIntentStatus,
} from '@inkwell/domain/payments/payment.schema';
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { bids } from './bids.ts';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** Card payments of orders, the escrow ledger, and the demo gateway's own store. */

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
  },
  (t) => [
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
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
    check('ledger_entries_kind_known', sql`${t.kind} IN ${sqlList(LEDGER_KINDS)}`),
    check('ledger_entries_account_known', sql`${t.account} IN ${sqlList(LEDGER_ACCOUNTS)}`),
    check('ledger_entries_amount_nonzero', sql`${t.amountCents} <> 0`),
    check('ledger_entries_owner', sql`(${t.account} = ${sqlLiteral('escrow' satisfies LedgerAccount)}) = (${t.userId} IS NULL)`),
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
    status: text('status', { enum: PAYMENT_INTENT_STATUSES }).notNull().default('requires_payment_method'),
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
    check('demo_payment_intents_status_known', sql`${t.status} IN ${sqlList(PAYMENT_INTENT_STATUSES)}`),
    check('demo_payment_intents_card_last4_digits', sql`${t.cardLast4} IS NULL OR ${t.cardLast4} ~ '^[0-9]{4}$'`),
    uniqueIndex('demo_payment_intents_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('demo_payment_intents_client_secret_key').on(t.clientSecret),
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

/** The demo gateway's own refunds (it stands for the payment provider, like demo_payment_intents). */
export const demoRefunds = pgTable(
  'demo_refunds',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => demoPaymentIntents.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('demo_refunds_amount_positive', sql`${t.amountCents} > 0`),
    uniqueIndex('demo_refunds_idempotency_key').on(t.idempotencyKey),
    index('demo_refunds_intent_idx').on(t.intentId),
  ],
);
