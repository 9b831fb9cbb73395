import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';

/** What the ledger says of one order for its seller's earnings (cents). */
export interface OrderShare {
  /** The buyer's payment reached escrow. */
  paid: boolean;
  /** How much it paid into escrow. */
  paidCents: number;
  /**
   * Once the order settled (released with its fee, refunded, or paid outside the platform): what
   * the seller's account received for it and the fee taken from it; null before.
   */
  settled: { earnedCents: number; feeCents: number } | null;
}

/**
 * The seller's share of each of these orders, in one statement: an order the ledger has never
 * heard of (a bid not paid) is absent from the answer.
 */
export async function orderSharesOf(db: Executor, bidIds: readonly string[]): Promise<Map<string, OrderShare>> {
  if (bidIds.length === 0) return new Map();
  const { kind, account, amountCents } = ledgerEntries;
  const sellerLines = (kinds: string) =>
    sql<number>`coalesce(sum(${amountCents}) FILTER (WHERE ${account} = 'seller'
      AND ${kind} IN (${sql.raw(kinds)})), 0)`.mapWith(Number);
  const rows = await db
    .select({
      bidId: ledgerEntries.bidId,
      paid: sql<boolean>`bool_or(${kind} = 'payment')`,
      paidCents: sql<number>`coalesce(sum(${amountCents}) FILTER (WHERE ${account} = 'escrow'
        AND ${kind} = 'payment'), 0)`.mapWith(Number),
      settled: sql<boolean>`bool_or(${kind} IN ('release', 'refund', 'paid_outside'))`,
      earnedCents: sellerLines(`'release', 'fee', 'paid_outside'`),
      feeLinesCents: sellerLines(`'fee'`),
    })
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.bidId, [...bidIds]))
    .groupBy(ledgerEntries.bidId);
  return new Map(
    rows.map((row) => [
      row.bidId!,
      {
        paid: Boolean(row.paid),
        paidCents: row.paidCents,
        settled: row.settled ? { earnedCents: row.earnedCents, feeCents: 0 - row.feeLinesCents } : null,
      },
    ]),
  );
}
