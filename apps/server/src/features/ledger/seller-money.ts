import { feeCentsOf } from '@inkwell/domain/pricing';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { ledgerRepository } from './ledger.repository.ts';

/**
 * A seller's money after release (docs/decisions/056-payouts-and-fees.md), as ledger movements:
 *   release        escrow -amount, seller +amount                  (the order ends in the seller's favour)
 *   fee            seller -fee, platform +fee                      (in the same transaction; none at 0 %)
 *   clearing       seller -net, seller_available +net              (the clearing time is over)
 *   payout         seller_available -x, seller_in_flight +x        (the seller withdraws)
 *   payout_paid    seller_in_flight -x, seller_paid_out +x         (the provider paid the bank)
 *   payout_failed  seller_in_flight -x, seller_available +x        (the provider refused it)
 * So for every seller, what they earned (released minus fees) = pending + available + in flight +
 * paid out, each a sum of their lines in one account; and the platform's fees are its fee lines.
 * Every movement that touches a seller's available money runs under the seller's money lock.
 */

/** The advisory lock class of a seller's money (another class than the events' locks). */
const SELLER_MONEY_LOCK_CLASS = 727_056;

/**
 * In the caller's transaction: waits for and holds the seller's money lock until it ends, so a
 * clearing, a withdrawal and a payout's answer for one seller happen one after the other.
 */
export async function lockSellerMoney(tx: Executor, sellerId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${SELLER_MONEY_LOCK_CLASS}, hashtext(${sellerId}))`);
}

/**
 * In the release's transaction: escrow's `cents` go to the seller, and the platform's fee at the
 * order's rate (fixed when it was paid; null: no fee) goes from the seller to the platform. Answers the fee.
 */
export async function recordRelease(
  tx: Executor,
  release: { bidId: string; paymentId: string | null; sellerId: string; cents: number; feeBasisPoints: number | null },
  at: Date,
): Promise<{ feeCents: number }> {
  const ledger = ledgerRepository(tx);
  const { bidId, paymentId, sellerId, cents } = release;
  await ledger.insertMovement(
    'release',
    bidId,
    paymentId,
    [
      { account: 'escrow', userId: null, amountCents: -cents },
      { account: 'seller', userId: sellerId, amountCents: cents },
    ],
    at,
  );
  const feeCents = feeCentsOf(cents, release.feeBasisPoints ?? 0);
  if (feeCents > 0) {
    await ledger.insertMovement(
      'fee',
      bidId,
      paymentId,
      [
        { account: 'seller', userId: sellerId, amountCents: -feeCents },
        { account: 'platform', userId: null, amountCents: feeCents },
      ],
      at,
    );
  }
  return { feeCents };
}

/** One payout's movement of the seller's money (see the table above); in the caller's transaction. */
export async function recordPayoutMovement(
  tx: Executor,
  kind: 'payout' | 'payout_paid' | 'payout_failed',
  payout: { id: string; sellerId: string; cents: number },
  at: Date,
): Promise<void> {
  const [from, to] =
    kind === 'payout'
      ? (['seller_available', 'seller_in_flight'] as const)
      : kind === 'payout_paid'
        ? (['seller_in_flight', 'seller_paid_out'] as const)
        : (['seller_in_flight', 'seller_available'] as const);
  await ledgerRepository(tx).insertMovement(
    kind,
    null,
    null,
    [
      { account: from, userId: payout.sellerId, amountCents: -payout.cents },
      { account: to, userId: payout.sellerId, amountCents: payout.cents },
    ],
    at,
    payout.id,
  );
}

export interface SellerBalances {
  pendingCents: number;
  availableCents: number;
  inFlightCents: number;
  paidOutCents: number;
  /** The platform's fees on the seller's released orders. */
  feesCents: number;
}

/** A seller's balances (cents), each the sum of their lines in one account. */
export async function sellerBalancesOf(db: Executor, sellerId: string): Promise<SellerBalances> {
  const sum = (where: SQL) =>
    sql<number>`coalesce(sum(${ledgerEntries.amountCents}) FILTER (WHERE ${where}), 0)`.mapWith(Number);
  const [row] = await db
    .select({
      pending: sum(sql`${ledgerEntries.account} = 'seller' AND ${ledgerEntries.kind} <> 'paid_outside'`),
      available: sum(sql`${ledgerEntries.account} = 'seller_available'`),
      inFlight: sum(sql`${ledgerEntries.account} = 'seller_in_flight'`),
      paidOut: sum(sql`${ledgerEntries.account} = 'seller_paid_out'`),
      fees: sum(sql`${ledgerEntries.account} = 'seller' AND ${ledgerEntries.kind} = 'fee'`),
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, sellerId));
  return {
    pendingCents: row?.pending ?? 0,
    availableCents: row?.available ?? 0,
    inFlightCents: row?.inFlight ?? 0,
    paidOutCents: row?.paidOut ?? 0,
    feesCents: 0 - (row?.fees ?? 0),
  };
}

/** What a seller may withdraw now (cents); read under the seller's money lock to act on it. */
export async function availableCentsOf(db: Executor, sellerId: string): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, sellerId), eq(ledgerEntries.account, 'seller_available')));
  return row?.cents ?? 0;
}

/** A release still clearing: its order, its seller, what the seller keeps of it, and when it was released. */
interface ClearingRow {
  bidId: string;
  sellerId: string;
  netCents: number;
  releasedAt: Date;
}

/**
 * The releases not yet cleared (of one seller, or of everyone released at or before `releasedBefore`),
 * the oldest first, with what the seller keeps of each (the release minus its fee); a release held by a
 * chargeback waits until an operator gives it back (decision 058).
 */
async function releasesToClear(
  db: Executor,
  where: { sellerId: string } | { releasedBefore: Date },
  limit: number,
): Promise<ClearingRow[]> {
  const filter =
    'sellerId' in where
      ? sql`r.user_id = ${where.sellerId}::uuid`
      : sql`r.created_at <= ${where.releasedBefore.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    SELECT r.bid_id AS "bidId", r.user_id AS "sellerId", r.created_at AS "releasedAt",
      r.amount_cents + coalesce((SELECT sum(f.amount_cents) FROM ledger_entries f
        WHERE f.bid_id = r.bid_id AND f.kind = 'fee' AND f.account = 'seller'), 0) AS "netCents"
    FROM ledger_entries r
    WHERE r.kind = 'release' AND r.account = 'seller' AND ${filter}
      AND NOT EXISTS (SELECT 1 FROM ledger_entries c WHERE c.bid_id = r.bid_id AND c.kind = 'clearing'
        AND c.account = 'seller')
      AND NOT EXISTS (SELECT 1 FROM ledger_entries h WHERE h.bid_id = r.bid_id AND h.kind = 'chargeback_hold'
        AND h.account = 'seller_held' AND NOT EXISTS (SELECT 1 FROM ledger_entries b WHERE b.bid_id = r.bid_id
        AND b.kind = 'chargeback_return' AND b.account = 'seller_held'))
    ORDER BY r.created_at, r.bid_id
    LIMIT ${limit}`);
  return rowsOf<{ bidId: string; sellerId: string; releasedAt: Date | string; netCents: number | string }>(result).map(
    (row) => ({
      bidId: row.bidId,
      sellerId: row.sellerId,
      releasedAt: new Date(row.releasedAt),
      netCents: Number(row.netCents),
    }),
  );
}

/** The seller's next release to clear: what they will keep of it and when (cents), or null. */
export async function nextClearingOf(
  db: Executor,
  sellerId: string,
  clearingMs: number,
): Promise<{ cents: number; at: Date } | null> {
  const [next] = await releasesToClear(db, { sellerId }, 1);
  return next ? { cents: next.netCents, at: new Date(next.releasedAt.getTime() + clearingMs) } : null;
}

/**
 * In the caller's transaction, under the seller's money lock: the release of `bidId` clears (its net
 * goes from pending to available), once: false when it has cleared already (another process got
 * there first), was never released, or is held by a chargeback.
 */
async function clearRelease(tx: Executor, row: ClearingRow, at: Date): Promise<boolean> {
  await lockSellerMoney(tx, row.sellerId);
  const ledger = ledgerRepository(tx);
  const kinds = await ledger.kindsOf(row.bidId);
  if (kinds.has('clearing') || (kinds.has('chargeback_hold') && !kinds.has('chargeback_return'))) return false;
  await ledger.insertMovement(
    'clearing',
    row.bidId,
    null,
    [
      { account: 'seller', userId: row.sellerId, amountCents: -row.netCents },
      { account: 'seller_available', userId: row.sellerId, amountCents: row.netCents },
    ],
    at,
  );
  return true;
}

/**
 * What the caller does in the transaction of a clearing, once it happened (the payouts feature tells
 * the seller): it commits or rolls back with the clearing, so it runs exactly once too.
 */
export type ClearedHook = (tx: Executor, cleared: { bidId: string; sellerId: string; cents: number }) => Promise<void>;

/** How many releases one run of the clearing sweeper clears at most (the next run takes the rest). */
const CLEARING_BATCH = 100;

/**
 * The clearing sweeper's run (PAYOUT_CLEARING_DAYS): every release older than the clearing time
 * becomes available, each in its own transaction under its seller's money lock, checked again
 * under the lock; every process runs it, and each release clears exactly once (`onCleared` with it, in
 * its transaction). Answers how many this run cleared.
 */
export async function clearDueReleases(
  db: Database,
  clearingMs: number,
  now = new Date(),
  onCleared?: ClearedHook,
): Promise<number> {
  const due = await releasesToClear(db, { releasedBefore: new Date(now.getTime() - clearingMs) }, CLEARING_BATCH);
  let cleared = 0;
  for (const row of due) {
    if (row.netCents <= 0) continue;
    const done = await db.transaction(async (tx) => {
      if (!(await clearRelease(tx, row, new Date()))) return false;
      await onCleared?.(tx, { bidId: row.bidId, sellerId: row.sellerId, cents: row.netCents });
      return true;
    });
    if (done) cleared += 1;
  }
  return cleared;
}

/** The platform's fees (cents): the sum of its fee lines. */
export async function platformFeesCents(db: Executor): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${ledgerEntries.amountCents}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'platform'), eq(ledgerEntries.kind, 'fee')));
  return row?.cents ?? 0;
}
