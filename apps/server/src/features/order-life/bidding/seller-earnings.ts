import { sellerEarningsOf } from '@inkwell/domain/payments/seller-earnings.rules';
import type { SellerEarnings } from '@inkwell/domain/payments/seller-earnings.schema';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { payments } from '../../../db/schema/order-life.ts';
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

/**
 * The earnings of the bids whose seller is `viewerId`, by bid id, in two statements whatever the
 * number of bids; the other bids (the viewer is their buyer) are absent, and so never answered.
 */
export async function sellerEarningsFor(
  db: Executor,
  config: EarningsConfig,
  viewerId: string,
  bids: readonly EarningsBid[],
): Promise<Map<string, SellerEarnings>> {
  const own = bids.filter((bid) => bid.sellerId === viewerId);
  if (own.length === 0) return new Map();
  const ids = own.map((bid) => bid.id);
  const [shares, rates] = await Promise.all([
    orderSharesOf(db, ids),
    db
      .select({ bidId: payments.bidId, feeBasisPoints: payments.feeBasisPoints })
      .from(payments)
      .where(and(inArray(payments.bidId, ids), eq(payments.status, 'succeeded'))),
  ]);
  const fixed = new Map(rates.map((rate) => [rate.bidId, rate.feeBasisPoints]));
  return new Map(
    own.map((bid) => {
      const share = shares.get(bid.id);
      const facts = {
        amountCents: bid.amountCents,
        paid: share?.paid ?? false,
        fixedBasisPoints: fixed.get(bid.id) ?? null,
        settled: share?.settled ?? null,
      };
      return [bid.id, sellerEarningsOf(facts, config.money.feeBasisPoints)];
    }),
  );
}
