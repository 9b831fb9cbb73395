import { PAID_OPEN_STATUSES } from '@inkwell/domain/bids/bid.process';
import { earningsCentsOf, sellerEarningsOf, type EarningsFacts } from '@inkwell/domain/payments/seller-earnings.rules';
import type { SellerEarnings } from '@inkwell/domain/payments/seller-earnings.schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bids as bidsTable, payments } from '../../../db/schema/order-life.ts';
import { orderSharesOf } from '../../ledger/index.ts';

/**
 * What a seller earns of their bids and orders (decision 056), for the answers read by that seller
 * only: the fee at the rate fixed on the order's payment, or before payment at the rate in force
 * (`config.money.feeBasisPoints`, read at each request); once settled, what the ledger gave them.
 */

/** What it needs of the app's config (app.config fits). */
export interface EarningsConfig {
  money: { feeBasisPoints: number };
}

/** A bid as the earnings need it. */
export interface EarningsBid {
  id: string;
  sellerId: string;
  amountCents: number;
}

/** The facts of each bid for its earnings, in two statements whatever the number of bids. */
async function factsOf(db: Executor, bids: readonly EarningsBid[]): Promise<Map<string, EarningsFacts>> {
  if (bids.length === 0) return new Map();
  const ids = bids.map((bid) => bid.id);
  const [shares, rates] = await Promise.all([
    orderSharesOf(db, ids),
    db
      .select({ bidId: payments.bidId, feeBasisPoints: payments.feeBasisPoints })
      .from(payments)
      .where(and(inArray(payments.bidId, ids), eq(payments.status, 'succeeded'))),
  ]);
  const fixed = new Map(rates.map((rate) => [rate.bidId, rate.feeBasisPoints]));
  return new Map(
    bids.map((bid) => {
      const share = shares.get(bid.id);
      return [
        bid.id,
        {
          // Once paid, what the buyer paid into escrow (the bid's price, as the payment took it).
          amountCents: share?.paid ? share.paidCents : bid.amountCents,
          paid: share?.paid ?? false,
          fixedBasisPoints: fixed.get(bid.id) ?? null,
          settled: share?.settled ?? null,
        },
      ];
    }),
  );
}

/**
 * The earnings of the bids whose seller is `viewerId`, by bid id; the other bids (the viewer is
 * their buyer) are absent, and so never answered.
 */
export async function sellerEarningsFor(
  db: Executor,
  config: EarningsConfig,
  viewerId: string,
  bids: readonly EarningsBid[],
): Promise<Map<string, SellerEarnings>> {
  const facts = await factsOf(
    db,
    bids.filter((bid) => bid.sellerId === viewerId),
  );
  return new Map([...facts].map(([id, fact]) => [id, sellerEarningsOf(fact, config.money.feeBasisPoints)]));
}

/**
 * What the seller will earn of the money held in escrow for their paid orders not yet settled
 * (cents): each order's price less its fee at the rate fixed on its payment (the Seller Hub's card).
 */
export async function heldEarningsCentsOf(db: Executor, config: EarningsConfig, sellerId: string): Promise<number> {
  const open = await db
    .select({ id: bidsTable.id, sellerId: bidsTable.sellerId, amountCents: bidsTable.amountCents })
    .from(bidsTable)
    .where(and(eq(bidsTable.sellerId, sellerId), inArray(bidsTable.status, [...PAID_OPEN_STATUSES])));
  let cents = 0;
  for (const fact of (await factsOf(db, open)).values()) {
    if (fact.paid && !fact.settled) cents += earningsCentsOf(fact, config.money.feeBasisPoints).youEarnCents;
  }
  return cents;
}
