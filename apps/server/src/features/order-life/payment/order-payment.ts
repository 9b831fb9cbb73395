import type { Executor } from '../../../db/client.ts';
import { paymentsRepository } from './payments.repository.ts';

/**
 * An order's succeeded payment as the payouts feature needs it to pay the seller through Stripe
 * Connect (docs/decisions/057-stripe-connect-payouts.md): which gateway took the money, the intent
 * whose charge a transfer is made from, and the amount paid. Undefined for an order never paid online.
 */
export async function orderPaymentOf(
  db: Executor,
  bidId: string,
): Promise<{ gateway: 'demo' | 'stripe'; intentId: string; amountCents: number } | undefined> {
  const payment = await paymentsRepository(db).findSucceededByBid(bidId);
  return payment
    ? { gateway: payment.gateway, intentId: payment.intentId, amountCents: payment.amountCents }
    : undefined;
}
