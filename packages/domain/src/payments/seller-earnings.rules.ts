import { centsToDollars, feeCentsOf } from '../pricing.ts';
import type { SellerEarnings } from './seller-earnings.schema.ts';

/** One order's money as the seller's earnings need it (cents). */
export interface EarningsFacts {
  /** The bid's price. */
  amountCents: number;
  /** The buyer's payment succeeded (the ledger has its `payment`). */
  paid: boolean;
  /** The fee rate kept on the order's payment (basis points); null before payment or when paid before fees existed. */
  fixedBasisPoints: number | null;
  /**
   * What the ledger paid the seller once the order settled (a release with its fee, a refund, a
   * payment outside the platform): the seller's lines for the order, and the fee among them; null
   * while nothing has been settled.
   */
  settled: { earnedCents: number; feeCents: number } | null;
}

export interface EarningsCents {
  basisPoints: number;
  feeCents: number;
  youEarnCents: number;
  rateFixed: boolean;
}

/**
 * What the seller earns of an order, in cents, by the fee's one rule (feeCentsOf): once settled,
 * exactly what the ledger gave them (released less its fee: a refund leaves nothing, a split the
 * released part less its fee); paid and still in escrow, the price less the fee at the order's
 * fixed rate; not yet paid, the price less the fee at the rate in force (`currentBasisPoints`).
 */
export function earningsCentsOf(facts: EarningsFacts, currentBasisPoints: number): EarningsCents {
  if (facts.paid || facts.settled) {
    const basisPoints = facts.fixedBasisPoints ?? 0;
    if (facts.settled)
      return {
        basisPoints,
        feeCents: facts.settled.feeCents,
        youEarnCents: facts.settled.earnedCents,
        rateFixed: true,
      };
    const feeCents = feeCentsOf(facts.amountCents, basisPoints);
    return { basisPoints, feeCents, youEarnCents: facts.amountCents - feeCents, rateFixed: true };
  }
  const feeCents = feeCentsOf(facts.amountCents, currentBasisPoints);
  return {
    basisPoints: currentBasisPoints,
    feeCents,
    youEarnCents: facts.amountCents - feeCents,
    rateFixed: false,
  };
}

/** The same, as the API says it to the seller: dollars, and the rate in percent. */
export function sellerEarningsOf(facts: EarningsFacts, currentBasisPoints: number): SellerEarnings {
  const earnings = earningsCentsOf(facts, currentBasisPoints);
  return {
    feePercent: earnings.basisPoints / 100,
    fee: centsToDollars(earnings.feeCents),
    youEarn: centsToDollars(earnings.youEarnCents),
    rateFixed: earnings.rateFixed,
  };
}
