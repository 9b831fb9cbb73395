import { clearingMsOf } from '@inkwell/domain/payments/payout.rules';
import { dollarsToCents, percentToBasisPoints } from '@inkwell/domain/pricing';
import { ConfigError, type Env } from './config-env.ts';

/** How buyers pay and sellers are paid, from the environment checked by config-env.ts. */

/** The demo gateway by default; Stripe when its two keys are set (or PAYMENT_GATEWAY=stripe, which then needs them). */
export interface PaymentsConfig {
  gateway: 'demo' | 'stripe';
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | undefined;
    /** The Connect endpoint's secret (POST /api/payouts/webhook): STRIPE_CONNECT_WEBHOOK_SECRET, else webhookSecret. */
    connectWebhookSecret?: string | undefined;
    apiUrl: string | undefined;
  } | null;
}

/**
 * Decision 056: the platform's fee on released money (basis points: 1000 = 10 %, PLATFORM_FEE_PERCENT),
 * fixed on each order when it is paid; how long released money clears before a seller may withdraw
 * it (PAYOUT_CLEARING_DAYS, in ms); the smallest withdrawal (PAYOUT_MINIMUM, in cents).
 */
export interface MoneyConfig {
  feeBasisPoints: number;
  clearingMs: number;
  payoutMinimumCents: number;
}

export function paymentsConfigOf(e: Env): PaymentsConfig {
  const hasStripeKeys = e.STRIPE_SECRET_KEY !== undefined && e.STRIPE_PUBLISHABLE_KEY !== undefined;
  const gateway = e.PAYMENT_GATEWAY ?? (hasStripeKeys ? 'stripe' : 'demo');
  if (gateway === 'stripe' && !hasStripeKeys) {
    throw new ConfigError(
      'Inkwell cannot start: PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY.',
    );
  }
  return {
    gateway,
    stripe:
      gateway === 'stripe'
        ? {
            secretKey: e.STRIPE_SECRET_KEY!,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY!,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : null,
  };
}

export function moneyConfigOf(e: Env): MoneyConfig {
  return {
    feeBasisPoints: percentToBasisPoints(e.PLATFORM_FEE_PERCENT),
    clearingMs: clearingMsOf(e.PAYOUT_CLEARING_DAYS),
    payoutMinimumCents: dollarsToCents(e.PAYOUT_MINIMUM),
  };
}
