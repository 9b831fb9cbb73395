import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';
import { firstUse } from '../first-use.ts';

/**
 * Stripe's SDK and one client of it, shared by the payment gateway (stripe-gateway.ts) and Stripe
 * Connect (stripe-connect.ts). The SDK loads with the first payment, refund, payout or webhook, not at
 * start (decision 030): a server that only answers reads never needs its ~3 MB of JavaScript heap.
 * STRIPE_API_URL points the client at another host (the tests' local fake of the Stripe API).
 */

export type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

const loadStripe = firstUse(async (): Promise<typeof Stripe> => (await import('stripe')).default);

/** The SDK's classes (for its errors) and a client for these settings, made on the first call. */
export function stripeClient(settings: StripeSettings): () => Promise<{ Stripe: typeof Stripe; stripe: Stripe }> {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  let client: Stripe | undefined;
  return async () => {
    const Sdk = await loadStripe();
    client ??= new Sdk(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(api
        ? {
            host: api.hostname,
            port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    return { Stripe: Sdk, stripe: client };
  };
}
