/**
 * The money that reaches sellers (docs/decisions/056-payouts-and-fees.md): the platform's fee taken
 * at release, the clearing time before released money can be withdrawn, the smallest withdrawal, and
 * the demo payout provider's test bank account. The server's configuration starts from these defaults.
 */

/** PLATFORM_FEE_PERCENT: the share of each released amount the platform keeps. */
export const PLATFORM_FEE_PERCENT_DEFAULT = 10;
export const PLATFORM_FEE_PERCENT_MAX = 50;
/** PAYOUT_CLEARING_DAYS: how long released money stays pending before it is available (0: at once). */
export const PAYOUT_CLEARING_DAYS_DEFAULT = 7;
/** PAYOUT_MINIMUM: the smallest withdrawal, in dollars. */
export const PAYOUT_MINIMUM_DEFAULT = 10;

/** A payout: asked for (`pending`, its money in flight), then `paid` to the bank or `failed` (back to available). */
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** A seller's payout account: none yet, onboarding begun, able to receive payouts, or held by the provider. */
export const PAYOUT_ACCOUNT_STATUSES = ['none', 'pending', 'enabled', 'restricted'] as const;
export type PayoutAccountStatus = (typeof PAYOUT_ACCOUNT_STATUSES)[number];

export const PAYOUT_PROVIDERS = ['demo', 'stripe'] as const;
export type PayoutProvider = (typeof PAYOUT_PROVIDERS)[number];

/**
 * A transfer of a cleared release's net to the seller's Stripe connected account (Stripe Connect only):
 * `pending` until Stripe made it (`sent`), or `failed` when Stripe refused it for good.
 */
export const PAYOUT_TRANSFER_STATUSES = ['pending', 'sent', 'failed'] as const;
export type PayoutTransferStatus = (typeof PAYOUT_TRANSFER_STATUSES)[number];

/** The one bank account the demo provider accepts (a well-known test IBAN, as Stripe's test mode uses). */
export const DEMO_TEST_IBAN = 'DE89370400440532013000';
export const DEMO_TEST_IBAN_SHOWN = 'DE89 3704 0044 0532 0130 00';

/**
 * The demo provider pays a payout this long after it was asked for (the sweeper marks it paid), and
 * refuses a payout of exactly this amount, as a bank would refuse a transfer: the way to see a failed
 * payout without a real bank.
 */
export const DEMO_PAYOUT_DELAY_MS = 2000;
export const DEMO_FAILING_PAYOUT_CENTS = 6666;
export const DEMO_PAYOUT_FAILURE_REASON =
  'The bank refused the transfer (the demo provider refuses every payout of $66.66).';

/** How long a payout account's onboarding link works. */
export const PAYOUT_ONBOARDING_LINK_MINUTES = 60;
/** Where the demo provider's onboarding form is, on this site. */
export const DEMO_ONBOARDING_PATH = '/payouts/demo-onboarding';

/** An IBAN as typed (spaces and lower case allowed) in its compact form. */
export function compactIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export function isDemoTestIban(value: string): boolean {
  return compactIban(value) === DEMO_TEST_IBAN;
}

/** Milliseconds of a clearing time in days (fractions allowed). */
export function clearingMsOf(days: number): number {
  return Math.round(days * 24 * 60 * 60 * 1000);
}
