import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerRepository, type LedgerLine } from './ledger.repository.ts';

/**
 * A chargeback's movements of an order's money (docs/decisions/058-chargebacks-and-finance.md), each
 * two lines that add up to 0, each at most once per order (the ledger's unique index per order, kind
 * and account), all in the caller's transaction under the seller's money lock:
 *   chargeback_hold    seller -net, seller_held +net    (a card dispute while the release clears)
 *   chargeback_return  seller_held -net, seller +net    (an operator decides for the seller: it clears as usual)
 *   chargeback_debit   seller_held -net, buyer +net     (an operator decides for the buyer)
 *   chargeback_loss    platform -x, buyer +x            (the platform pays: after clearing x is what the
 *                                                        card network took; a debit's x is the order's fee)
 * So for every seller, earned (released minus fees) - held - debited = pending + available + in flight
 * + paid out, and the platform's account = its fees - its chargeback losses.
 */

/** Where an order's money is for a chargeback, read from its movements (in the caller's transaction). */
export interface OrderMoneyForChargeback {
  /** Paid into escrow, less refunds: what a card network can still take back. */
  chargeableCents: number;
  /** Still in escrow (not released or refunded). */
  escrowCents: number;
  released: boolean;
  cleared: boolean;
  /** The seller's share of the release still pending (the release less its fee, not yet cleared). */
  pendingNetCents: number;
  /** The platform's fee on the release. */
  feeCents: number;
  charged: boolean;
}

export async function orderMoneyForChargeback(db: Executor, bidId: string): Promise<OrderMoneyForChargeback> {
  const [row] = rowsOf<Record<string, string | number | boolean | null>>(
    await db.execute(sql`
      SELECT
        coalesce(sum(amount_cents) FILTER (WHERE account = 'escrow' AND kind = 'payment'), 0)
          - coalesce(sum(amount_cents) FILTER (WHERE account = 'buyer' AND kind = 'refund'), 0) AS chargeable,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'escrow'), 0) AS escrow,
        bool_or(kind = 'release') AS released,
        bool_or(kind = 'clearing') AS cleared,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller' AND kind IN ('release', 'fee')), 0) AS net,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'platform' AND kind = 'fee'), 0) AS fee,
        bool_or(kind LIKE 'chargeback%') AS charged
      FROM ledger_entries WHERE bid_id = ${bidId}::uuid`),
  );
  return {
    chargeableCents: Number(row?.chargeable ?? 0),
    escrowCents: Number(row?.escrow ?? 0),
    released: row?.released === true,
    cleared: row?.cleared === true,
    pendingNetCents: Number(row?.net ?? 0),
    feeCents: Number(row?.fee ?? 0),
    charged: row?.charged === true,
  };
}

export type ChargebackKind = 'chargeback_hold' | 'chargeback_return' | 'chargeback_debit' | 'chargeback_loss';

/** One chargeback movement of an order (see the table above); nothing is written for 0 cents. */
export async function recordChargebackMovement(
  tx: Executor,
  kind: ChargebackKind,
  order: { bidId: string; paymentId: string; sellerId: string; buyerId: string; cents: number },
  at: Date,
): Promise<void> {
  if (order.cents <= 0) return;
  const { sellerId, buyerId, cents } = order;
  const line = (account: LedgerLine['account'], userId: string | null, amountCents: number): LedgerLine => ({
    account,
    userId,
    amountCents,
  });
  const lines: Record<ChargebackKind, LedgerLine[]> = {
    chargeback_hold: [line('seller', sellerId, -cents), line('seller_held', sellerId, cents)],
    chargeback_return: [line('seller_held', sellerId, -cents), line('seller', sellerId, cents)],
    chargeback_debit: [line('seller_held', sellerId, -cents), line('buyer', buyerId, cents)],
    chargeback_loss: [line('platform', null, -cents), line('buyer', buyerId, cents)],
  };
  await ledgerRepository(tx).insertMovement(kind, order.bidId, order.paymentId, lines[kind], at);
}

/** The platform's money from the ledger (cents), for the operators' finance page. */
export interface LedgerTotals {
  escrowCents: number;
  pendingCents: number;
  availableCents: number;
  inFlightCents: number;
  paidOutCents: number;
  heldCents: number;
  feesCents: number;
  /** What chargebacks took from the platform (its chargeback_loss lines, as a positive amount). */
  lossesCents: number;
  failedPayouts: { count: number; cents: number };
}

/**
 * Every sum of the ledger at once: one pass over its lines (a sequential scan: an aggregate of every
 * line cannot use an index; see decision 058 for its cost at a million lines).
 */
export async function ledgerTotals(db: Executor): Promise<LedgerTotals> {
  const [row] = rowsOf<Record<string, string | number | null>>(
    await db.execute(sql`
      SELECT
        coalesce(sum(amount_cents) FILTER (WHERE account = 'escrow'), 0) AS escrow,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller' AND kind <> 'paid_outside'), 0) AS pending,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_available'), 0) AS available,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_in_flight'), 0) AS in_flight,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_paid_out'), 0) AS paid_out,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'seller_held'), 0) AS held,
        coalesce(sum(amount_cents) FILTER (WHERE account = 'platform' AND kind = 'fee'), 0) AS fees,
        coalesce(-sum(amount_cents) FILTER (WHERE account = 'platform' AND kind = 'chargeback_loss'), 0) AS losses,
        count(*) FILTER (WHERE kind = 'payout_failed' AND account = 'seller_available') AS failed_count,
        coalesce(sum(amount_cents) FILTER (WHERE kind = 'payout_failed' AND account = 'seller_available'), 0)
          AS failed
      FROM ledger_entries`),
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    escrowCents: n('escrow'),
    pendingCents: n('pending'),
    availableCents: n('available'),
    inFlightCents: n('in_flight'),
    paidOutCents: n('paid_out'),
    heldCents: n('held'),
    feesCents: n('fees'),
    lossesCents: n('losses'),
    failedPayouts: { count: n('failed_count'), cents: n('failed') },
  };
}
