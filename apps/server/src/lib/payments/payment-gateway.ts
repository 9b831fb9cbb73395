import type { CardBrand } from '@inkwell/domain/payments/card.rules';
import type { GatewayKind, PaymentIntentStatus } from '@inkwell/domain/payments/payment.schema';

/**
 * What the app needs of a payment provider, shaped after Stripe's PaymentIntents: create an intent
 * for an amount (with an idempotency key, so a retried request never makes a second one) and read
 * an intent back. The card itself never reaches the app: the demo gateway's own endpoint or Stripe
 * Elements confirm the intent with it, and the app only ever learns the brand and last 4 digits.
 */

export interface GatewayIntent {
  id: string;
  clientSecret: string;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  metadata: Record<string, string>;
  card: { brand: CardBrand; last4: string } | null;
  lastError: { code: string; message: string } | null;
}

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  /** `bidId`, `buyerId`, `sellerId`: checked again when the intent comes back. */
  metadata: Record<string, string>;
  /** The same key always answers the same intent. */
  idempotencyKey: string;
  description: string;
}

export interface RefundInput {
  /** The succeeded intent whose money goes back. */
  intentId: string;
  amountCents: number;
  /** The same key always answers the same refund: asking again never refunds twice. */
  idempotencyKey: string;
}

/**
 * A refund as the provider has it: `succeeded` (the money is on its way back), `pending` (the
 * provider is still working on it; asking again with the same key reads it again) or `failed`.
 */
export interface GatewayRefund {
  id: string;
  status: 'pending' | 'succeeded' | 'failed';
  amountCents: number;
}

export interface PaymentGateway {
  kind: GatewayKind;
  /** Stripe's publishable key for the browser; null for the demo gateway. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<GatewayIntent>;
  /** The intent as the provider has it now; null when it does not know the id. */
  retrieveIntent(id: string): Promise<GatewayIntent | null>;
  /**
   * Gives back part or all of a succeeded intent's money. Never more than the intent's amount in
   * total; refused (a DomainError) for an unknown or unpaid intent or too large an amount.
   */
  refund(input: RefundInput): Promise<GatewayRefund>;
  /**
   * Gives up an intent nobody paid (its order was cancelled), so that it can no longer be paid.
   * False when the provider would not cancel it (it is being processed or was paid meanwhile:
   * settling it then refunds it).
   */
  cancelIntent(id: string): Promise<boolean>;
}
