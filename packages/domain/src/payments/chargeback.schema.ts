import { z } from 'zod';
import { line } from '../text.ts';

/**
 * Chargebacks (docs/decisions/058-chargebacks-and-finance.md): a card dispute the gateway reports on a
 * paid order (Stripe's `charge.dispute.created`, or the demo's control for operators). Where the
 * order's money is then decides what moves:
 *   escrow    not yet released: the order is disputed and stays in escrow until an operator decides;
 *   clearing  released, not yet cleared: the seller's share moves from pending to held and does not clear;
 *   cleared   the seller's share was available or paid out already: the loss is the platform's.
 */
export const CHARGEBACK_STAGES = ['escrow', 'clearing', 'cleared'] as const;
export type ChargebackStage = (typeof CHARGEBACK_STAGES)[number];

/**
 * An operator's decision on money held by a chargeback: `seller` (the card dispute was won: the held
 * share goes back to pending and clears as usual) or `buyer` (the card network kept the money: the
 * held share and the platform's fee go to the buyer).
 */
export const CHARGEBACK_OUTCOMES = ['seller', 'buyer'] as const;
export type ChargebackOutcome = (typeof CHARGEBACK_OUTCOMES)[number];

export const CHARGEBACK_REASON_MAX = 500;

/** POST /api/operator/orders/{bidId}/chargeback (the demo gateway only). */
export const ChargebackInput = z.object({
  reason: line({ error: 'Say why the card was disputed.' })
    .min(1, 'Say why the card was disputed.')
    .max(CHARGEBACK_REASON_MAX)
    .describe("The card network's reason, as an operator writes it (e.g. fraudulent, product_not_received)"),
});
export type ChargebackInput = z.infer<typeof ChargebackInput>;

/** POST /api/operator/chargebacks/{bidId}/resolve. */
export const ResolveChargebackInput = z.object({ outcome: z.enum(CHARGEBACK_OUTCOMES) });
export type ResolveChargebackInput = z.infer<typeof ResolveChargebackInput>;

/** A chargeback as operators read it (dollars). */
export const Chargeback = z.object({
  bidId: z.string(),
  stage: z.enum(CHARGEBACK_STAGES),
  reason: z.string(),
  /** What the card network took back. */
  amount: z.number(),
  /** The seller's share held while an operator decides (clearing stage); 0 otherwise. */
  held: z.number(),
  outcome: z.enum(CHARGEBACK_OUTCOMES).nullable(),
  at: z.string(),
});
export type Chargeback = z.infer<typeof Chargeback>;

/** GET /api/operator/finance: the platform's money from the ledger, in dollars. */
export const OperatorFinance = z.object({
  currency: z.literal('usd'),
  /** Paid by buyers and not yet released or refunded. */
  escrow: z.number(),
  sellers: z.object({ pending: z.number(), available: z.number(), inFlight: z.number(), paidOut: z.number() }),
  /** The platform's fees, all time. */
  fees: z.number(),
  failedPayouts: z.object({ count: z.number().int(), amount: z.number() }),
  chargebacks: z.object({
    count: z.number().int(),
    /** Sellers' shares held while operators decide. */
    held: z.number(),
    /** Taken from the platform: chargebacks after clearing, and the fees of chargebacks decided for the buyer. */
    againstPlatform: z.number(),
  }),
  /** Chargebacks whose held money waits for an operator, the oldest first (at most 50). */
  openChargebacks: z.array(Chargeback),
});
export type OperatorFinance = z.infer<typeof OperatorFinance>;
