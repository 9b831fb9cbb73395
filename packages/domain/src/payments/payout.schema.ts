import { z } from 'zod';
import { rawLine } from '../text.ts';
import { PAYOUT_ACCOUNT_STATUSES, PAYOUT_PROVIDERS, PAYOUT_STATUSES } from './payout.rules.ts';

/** The sellers' money (docs/decisions/056-payouts-and-fees.md): balances, payout account, payouts. Dollars here. */

/** GET /api/payouts/balance. */
export const PayoutBalance = z.object({
  currency: z.literal('usd'),
  /** Released to the seller, net of the fee, still clearing. */
  pending: z.number(),
  /** Cleared: the seller may withdraw it. */
  available: z.number(),
  /** Asked for in a payout that is not paid yet. */
  inFlight: z.number(),
  /** Paid to the seller's bank. */
  paidOut: z.number(),
  /** The platform's fees on this seller's released orders. */
  feesTotal: z.number(),
  /** The next release to clear: how much and when; null when nothing is pending. */
  nextClearing: z.object({ amount: z.number(), at: z.string() }).nullable(),
});
export type PayoutBalance = z.infer<typeof PayoutBalance>;

/** GET /api/payouts/account. */
export const PayoutAccount = z.object({
  provider: z.enum(PAYOUT_PROVIDERS),
  status: z.enum(PAYOUT_ACCOUNT_STATUSES),
});
export type PayoutAccount = z.infer<typeof PayoutAccount>;

/** POST /api/payouts/account/onboarding: where the seller goes to connect their account. */
export const PayoutOnboardingLink = z.object({ url: z.string() });
export type PayoutOnboardingLink = z.infer<typeof PayoutOnboardingLink>;

/** POST /api/payouts/demo/onboarding: the demo provider's form. */
export const DemoOnboardingInput = z.object({
  token: rawLine({ error: 'token is required' }).min(1, 'token is required').max(200),
  accountHolder: rawLine({ error: "The account holder's name is required" })
    .trim()
    .min(2, "The account holder's name is required")
    .max(120, "The account holder's name must be at most 120 characters"),
  iban: rawLine({ error: 'The IBAN is required' })
    .trim()
    .min(1, 'The IBAN is required')
    .max(64, 'This IBAN is too long'),
});
export type DemoOnboardingInput = z.infer<typeof DemoOnboardingInput>;

/** POST /api/payouts: how much to withdraw (dollars, cents at most); all that is available when left out. */
export const CreatePayoutInput = z.object({
  amount: z
    .number({ error: 'The amount must be a number of dollars' })
    .positive('The amount must be more than 0')
    .max(1_000_000, 'The amount must be at most 1000000')
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The amount must be in whole cents')
    .optional(),
});
export type CreatePayoutInput = z.infer<typeof CreatePayoutInput>;

export const PayoutDto = z.object({
  _id: z.string(),
  amount: z.number(),
  status: z.enum(PAYOUT_STATUSES),
  createdAt: z.string(),
  /** When the bank was paid; null until then. */
  paidAt: z.string().nullable(),
  /** Why the payout failed (its amount went back to available); null otherwise. */
  failureReason: z.string().nullable(),
});
export type PayoutDto = z.infer<typeof PayoutDto>;

export const CreatePayoutResult = z.object({ payout: PayoutDto });
export type CreatePayoutResult = z.infer<typeof CreatePayoutResult>;
