import {
  LEDGER_ACCOUNTS,
  LEDGER_KINDS,
  type LedgerAccount,
  type LedgerKind,
} from '@inkwell/domain/payments/payment.schema';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { createdAt } from './columns.ts';
import { bids, payments } from './order-life.ts';
import { payouts } from './payouts.ts';
import { users } from './users.ts';

/** The ledger feature's table: the escrow ledger's movements. */

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
    /** The order whose money moves; null for a payout's movements. */
    bidId: uuid('bid_id').references(() => bids.id, { onDelete: 'restrict' }),
    /** The payout whose money moves (`payout`, `payout_paid`, `payout_failed`); null otherwise. */
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
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
    check(
      'ledger_entries_owner',
      sql`(${t.account} IN (${sqlLiteral('escrow' satisfies LedgerAccount)}, ${sqlLiteral(
        'platform' satisfies LedgerAccount,
      )})) = (${t.userId} IS NULL)`,
    ),
    check('ledger_entries_bid_or_payout', sql`(${t.bidId} IS NULL) <> (${t.payoutId} IS NULL)`),
    uniqueIndex('ledger_entries_bid_kind_account_key').on(t.bidId, t.kind, t.account),
    /** A payout moves money of each kind at most once (the last guard against paying it twice). */
    uniqueIndex('ledger_entries_payout_kind_account_key').on(t.payoutId, t.kind, t.account),
    /** The clearing sweeper's queue: releases to sellers, by time. */
    index('ledger_entries_release_idx')
      .on(t.createdAt)
      .where(
        sql`${t.kind} = ${sqlLiteral('release' satisfies LedgerKind)} AND ${t.account} = ${sqlLiteral(
          'seller' satisfies LedgerAccount,
        )}`,
      ),
    index('ledger_entries_movement_idx').on(t.movementId),
    index('ledger_entries_user_account_idx').on(t.userId, t.account, t.createdAt),
  ],
);
