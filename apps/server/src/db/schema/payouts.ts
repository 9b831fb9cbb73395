import {
  PAYOUT_ACCOUNT_STATUSES,
  PAYOUT_PROVIDERS,
  PAYOUT_STATUSES,
  PAYOUT_TRANSFER_STATUSES,
} from '@inkwell/domain/payments/payout.rules';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { createdAt, updatedAt } from './columns.ts';
import { bids } from './order-life.ts';
import { users } from './users.ts';

/**
 * The payouts feature's tables (docs/decisions/056-payouts-and-fees.md): a seller's payout account
 * with the provider, and the payouts (withdrawals) of their available money. The money itself moves
 * in the ledger; these rows say where it goes and how far the provider has got.
 */

/**
 * A seller's one payout account. `status` follows the provider (`pending` while onboarding,
 * `enabled` once it can receive payouts). The demo provider's onboarding link carries a one-time
 * token: only its SHA-256 is kept, and it is emptied once used. Only the IBAN's last 4 characters are kept.
 */
export const payoutAccounts = pgTable(
  'payout_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYOUT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYOUT_ACCOUNT_STATUSES }).notNull(),
    /** The provider's id of the account (Stripe's acct_...); the demo's own id otherwise. */
    externalId: text('external_id'),
    accountHolder: text('account_holder'),
    ibanLast4: text('iban_last4'),
    onboardingTokenHash: text('onboarding_token_hash'),
    onboardingTokenExpiresAt: timestamp('onboarding_token_expires_at', { withTimezone: true, mode: 'date' }),
    enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
    /**
     * Stripe Connect: the `created` time of the last `account.updated` event applied to `status`, so an
     * older event delivered late never overwrites what a newer one set (decision 057).
     */
    providerEventAt: timestamp('provider_event_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('payout_accounts_provider_known', sql`${t.provider} IN ${sqlList(PAYOUT_PROVIDERS)}`),
    check('payout_accounts_status_known', sql`${t.status} IN ${sqlList(PAYOUT_ACCOUNT_STATUSES)}`),
    uniqueIndex('payout_accounts_onboarding_token_key').on(t.onboardingTokenHash),
  ],
);

/**
 * A withdrawal of available money to the seller's bank: `pending` (its money in flight in the
 * ledger) until the provider pays it (`paid`) or refuses it (`failed`, the money back to available).
 * Each status change is one conditional update with its ledger movement, so it happens once.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    provider: text('provider', { enum: PAYOUT_PROVIDERS }).notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('pending'),
    /** The provider's id of the payout once it has one. */
    externalId: text('external_id'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amountCents} > 0`),
    check('payouts_status_known', sql`${t.status} IN ${sqlList(PAYOUT_STATUSES)}`),
    check('payouts_provider_known', sql`${t.provider} IN ${sqlList(PAYOUT_PROVIDERS)}`),
    /** A seller's payouts, newest first (GET /payouts). */
    index('payouts_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    /** The sweeper's queue: payouts the provider has not answered yet, the oldest first. */
    index('payouts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = ${sqlLiteral('pending' satisfies (typeof PAYOUT_STATUSES)[number])}`),
  ],
);

/**
 * Stripe Connect (docs/decisions/057-stripe-connect-payouts.md): the seller's share of an order paid
 * through Stripe, due to their connected account once it cleared. Written in the clearing's
 * transaction, then sent by the sweeper outside any transaction as a Transfer with the order's charge
 * as `source_transaction` and the idempotency key `inkwell-transfer-<bidId>`: `pending` until Stripe
 * made it (`sent`, its tr_ id kept) or refused it for good (`failed`, Stripe's words in `last_error`).
 * One per order (the key): a retried send can never transfer twice.
 */
export const payoutTransfers = pgTable(
  'payout_transfers',
  {
    bidId: uuid('bid_id')
      .primaryKey()
      .references(() => bids.id, { onDelete: 'restrict' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: PAYOUT_TRANSFER_STATUSES }).notNull().default('pending'),
    /** Stripe's tr_ id once sent. */
    externalId: text('external_id'),
    /** How many times the sweeper asked Stripe, and the last error it got. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('payout_transfers_amount_positive', sql`${t.amountCents} > 0`),
    check('payout_transfers_status_known', sql`${t.status} IN ${sqlList(PAYOUT_TRANSFER_STATUSES)}`),
    /** What a seller may pay out of their connected account: the transfers sent, summed per seller. */
    index('payout_transfers_seller_idx').on(t.sellerId, t.status),
    /** The sweeper's queue: transfers not sent yet, the oldest first. */
    index('payout_transfers_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = ${sqlLiteral('pending' satisfies (typeof PAYOUT_TRANSFER_STATUSES)[number])}`),
  ],
);
