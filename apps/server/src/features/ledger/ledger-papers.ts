import type { LedgerAccount, LedgerKind } from '@inkwell/domain/payments/payment.schema';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * The ledger's reads for the papers (docs/decisions/059-receipts-and-statements.md): an order's
 * money for its receipt, and a seller's movements and balances for a monthly statement. Every figure
 * is a sum of ledger lines, so a paper says exactly what the balances and the operators' sums say.
 */

/**
 * The accounts a seller's statement follows: their three balances, what reached their bank, and
 * what a chargeback holds.
 */
const STATEMENT_ACCOUNTS = [
  'seller',
  'seller_available',
  'seller_in_flight',
  'seller_paid_out',
  'seller_held',
] as const;
const statementAccounts = sql.raw(`(${STATEMENT_ACCOUNTS.map((account) => `'${account}'`).join(', ')})`);

/** What an order's receipt says of its money (cents) and when each part moved; null dates: not (yet) moved. */
export interface OrderMoneyForReceipt {
  paidCents: number;
  paidAt: Date | null;
  refundedCents: number;
  refundedAt: Date | null;
  releasedCents: number;
  releasedAt: Date | null;
  /** The platform's fee on the release. */
  feeCents: number;
  /** Still in escrow. */
  heldCents: number;
}

export async function orderMoneyForReceipt(db: Executor, bidId: string): Promise<OrderMoneyForReceipt> {
  const [row] = rowsOf<Record<string, string | number | Date | null>>(
    await db.execute(sql`
      SELECT
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'payment' AND account = 'escrow'), 0) AS paid,
        min(created_at) FILTER (WHERE kind = 'payment') AS paid_at,
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'refund' AND account = 'buyer'), 0) AS refunded,
        max(created_at) FILTER (WHERE kind = 'refund') AS refunded_at,
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'release' AND account = 'seller'), 0) AS released,
        min(created_at) FILTER (WHERE kind = 'release') AS released_at,
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'fee' AND account = 'platform'), 0) AS fee,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'escrow'), 0) AS held
      FROM ledger_entries WHERE bid_id = ${bidId}::uuid`),
  );
  const at = (value: string | number | Date | null | undefined) =>
    value === null || value === undefined ? null : new Date(value);
  return {
    paidCents: Number(row?.paid ?? 0),
    paidAt: at(row?.paid_at),
    refundedCents: Number(row?.refunded ?? 0),
    refundedAt: at(row?.refunded_at),
    releasedCents: Number(row?.released ?? 0),
    releasedAt: at(row?.released_at),
    feeCents: Number(row?.fee ?? 0),
    heldCents: Number(row?.held ?? 0),
  };
}

/**
 * One line of a seller's money (orders paid outside the platform left out: that money never passed
 * through Inkwell).
 */
export interface SellerLedgerLine {
  kind: LedgerKind;
  account: LedgerAccount;
  bidId: string | null;
  payoutId: string | null;
  amountCents: number;
  at: Date;
}

/** The seller's lines from `from` (included) to `to` (left out), oldest first. */
export async function sellerLinesBetween(
  db: Executor,
  sellerId: string,
  from: Date,
  to: Date,
): Promise<SellerLedgerLine[]> {
  const rows = rowsOf<Record<string, string | number | Date | null>>(
    await db.execute(sql`
      SELECT kind, account, bid_id, payout_id, amount_cents, created_at FROM ledger_entries
      WHERE user_id = ${sellerId}::uuid AND account IN ${statementAccounts} AND kind <> 'paid_outside'
        AND created_at >= ${from.toISOString()}::timestamptz AND created_at < ${to.toISOString()}::timestamptz
      ORDER BY created_at, id`),
  );
  return rows.map((row) => ({
    kind: row.kind as LedgerKind,
    account: row.account as LedgerAccount,
    bidId: (row.bid_id as string | null) ?? null,
    payoutId: (row.payout_id as string | null) ?? null,
    amountCents: Number(row.amount_cents),
    at: new Date(row.created_at as string | Date),
  }));
}

/** A seller's three balances (cents) as they stood just before `at`: the sum of their lines written before it. */
export async function sellerBalancesBefore(
  db: Executor,
  sellerId: string,
  at: Date,
): Promise<{ pendingCents: number; availableCents: number; inFlightCents: number }> {
  const [row] = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
      SELECT
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller'), 0) AS pending,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_available'), 0) AS available,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_in_flight'), 0) AS in_flight
      FROM ledger_entries
      WHERE user_id = ${sellerId}::uuid AND account IN ('seller', 'seller_available', 'seller_in_flight')
        AND kind <> 'paid_outside' AND created_at < ${at.toISOString()}::timestamptz`),
  );
  return {
    pendingCents: Number(row?.pending ?? 0),
    availableCents: Number(row?.available ?? 0),
    inFlightCents: Number(row?.in_flight ?? 0),
  };
}

/** The months (`YYYY-MM`, UTC) in which the seller's money moved at least once, newest first. */
export async function sellerMoneyMonths(db: Executor, sellerId: string): Promise<string[]> {
  const rows = rowsOf<{ month: string }>(
    await db.execute(sql`
      SELECT DISTINCT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month FROM ledger_entries
      WHERE user_id = ${sellerId}::uuid AND account IN ${statementAccounts} AND kind <> 'paid_outside'
      ORDER BY month DESC`),
  );
  return rows.map((row) => row.month);
}
