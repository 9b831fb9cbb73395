import type { CardBrand } from '@inkwell/domain/payments/card.rules';
import { CARD_BRANDS } from '@inkwell/domain/payments/card.rules';
import type { PaymentIntentStatus } from '@inkwell/domain/payments/payment.schema';
import type Stripe from 'stripe';
import { DomainError } from '../domain-error.ts';
import { stripeClient, type StripeSettings } from './stripe-client.ts';
import type {
  CreateIntentInput,
  GatewayIntent,
  GatewayRefund,
  PaymentGateway,
  RefundInput,
} from './payment-gateway.ts';

/**
 * Stripe through its official SDK. Intents are created with an idempotency key (a retried or
 * concurrent request gets the same intent back) and confirmed in the browser by Stripe Elements;
 * the app reads them back by id and learns of changes from signed webhooks. STRIPE_API_URL points
 * the SDK at another host (the tests' local fake of the Stripe API).
 */

/** Stripe's statuses in the four this product uses: the ones waiting for the buyer are still open. */
function statusOf(status: Stripe.PaymentIntent.Status): PaymentIntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'canceled':
      return 'canceled';
    default:
      return 'requires_payment_method';
  }
}

/** Stripe's refund statuses in ours: `requires_action` still waits, `canceled` never gave the money back. */
function refundStatusOf(status: string | null): GatewayRefund['status'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}

function cardOf(intent: Stripe.PaymentIntent): GatewayIntent['card'] {
  const method = intent.payment_method;
  const card = method && typeof method === 'object' ? method.card : null;
  if (!card) return null;
  const brand = (CARD_BRANDS as readonly string[]).includes(card.brand) ? (card.brand as CardBrand) : 'unknown';
  return { brand, last4: card.last4 };
}

function toIntent(intent: Stripe.PaymentIntent): GatewayIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? '',
    status: statusOf(intent.status),
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    card: cardOf(intent),
    lastError: intent.last_payment_error
      ? { code: intent.last_payment_error.code ?? 'card_error', message: intent.last_payment_error.message ?? '' }
      : null,
  };
}

export interface WebhookNotice {
  eventId: string;
  type: string;
  /** The payment intent the event is about, if any. */
  intentId: string | null;
  /** A card dispute (`charge.dispute.*`): Stripe's dispute id, its payment intent, amount (cents) and reason. */
  dispute: { id: string; intentId: string; amountCents: number; reason: string } | null;
}

/** A Stripe dispute's part of a webhook notice; null without an id or a payment intent. */
function disputeOf(dispute: Stripe.Dispute): WebhookNotice['dispute'] {
  const intent = dispute.payment_intent;
  const intentId = typeof intent === 'string' ? intent : (intent?.id ?? null);
  if (!dispute.id || !intentId) return null;
  return { id: dispute.id, intentId, amountCents: Number(dispute.amount) || 0, reason: String(dispute.reason ?? '') };
}

export interface StripeGateway extends PaymentGateway {
  kind: 'stripe';
  /** Checks Stripe's signature of the raw body (400 when it does not match) and says what the event is about. */
  readWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookNotice>;
}

export function stripeGateway(settings: StripeSettings): StripeGateway {
  const ready = stripeClient(settings);

  const failed = (error: unknown): never => {
    if (error instanceof DomainError) throw error;
    throw new DomainError('PAYMENT_GATEWAY_FAILED', undefined);
  };

  return {
    kind: 'stripe',
    publishableKey: settings.publishableKey,

    async createIntent(input: CreateIntentInput): Promise<GatewayIntent> {
      const { stripe } = await ready();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountCents,
            currency: input.currency,
            metadata: input.metadata,
            description: input.description,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return toIntent(intent);
      } catch (error) {
        return failed(error);
      }
    },

    async retrieveIntent(id: string): Promise<GatewayIntent | null> {
      if (!/^pi_[A-Za-z0-9_]+$/.test(id)) return null;
      const { Stripe, stripe } = await ready();
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method'] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        return failed(error);
      }
    },

    async refund(input: RefundInput): Promise<GatewayRefund> {
      const { Stripe, stripe } = await ready();
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: input.intentId, amount: input.amountCents },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, status: refundStatusOf(refund.status), amountCents: refund.amount };
      } catch (error) {
        // Stripe's own words (an amount too large, a payment not captured) are kept with the pending refund.
        throw new DomainError(
          'PAYMENT_GATEWAY_FAILED',
          error instanceof Stripe.errors.StripeError ? error.message : undefined,
        );
      }
    },

    async cancelIntent(id: string): Promise<boolean> {
      const { Stripe, stripe } = await ready();
      try {
        await stripe.paymentIntents.cancel(id);
        return true;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return false;
        return failed(error);
      }
    },

    async readWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookNotice> {
      if (!settings.webhookSecret) throw new DomainError('NOT_FOUND');
      const { stripe } = await ready();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch {
        throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        eventId: event.id,
        type: event.type,
        intentId: object.object === 'payment_intent' && object.id ? object.id : null,
        dispute: object.object === 'dispute' ? disputeOf(object as Stripe.Dispute) : null,
      };
    },
  };
}
