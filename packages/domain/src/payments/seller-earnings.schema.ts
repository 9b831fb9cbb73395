import { z } from 'zod';

/**
 * What the seller earns of one order (docs/decisions/056-payouts-and-fees.md), in dollars: the
 * platform's fee rate and fee, and what is left for the seller. Only the order's seller reads it:
 * on their bids (the Seller Hub's lists) and on the order's page; a buyer's answers never carry it.
 */
export const SellerEarnings = z.object({
  /** The fee rate in percent (fractions allowed: 12.5). */
  feePercent: z.number(),
  /** The platform's fee on the order. */
  fee: z.number(),
  /** What the seller earns: the amount (once settled, what was released) less the fee. */
  youEarn: z.number(),
  /**
   * The rate is the order's own, fixed when it was paid (true), or the rate in force now, which
   * the order will keep if it is paid at it (false).
   */
  rateFixed: z.boolean(),
});
export type SellerEarnings = z.infer<typeof SellerEarnings>;
