import type { PayoutAccountStatus } from '@inkwell/domain/payments/payout.rules';
import type Stripe from 'stripe';
import type { PaymentsConfig } from '../../config.ts';
import { DomainError } from '../domain-error.ts';
import { stripeClient, type StripeSettings } from './stripe-client.ts';

/**
 * Stripe Connect through the official SDK (docs/decisions/057-stripe-connect-payouts.md): the
 * sellers' Express connected accounts and their onboarding links, the Transfers of their cleared
 * money from the platform (each from the order's own charge), the Payouts of a connected account to
 * its bank, and the Connect webhook's signed events. Like the payment gateway (stripe-gateway.ts),
 * the SDK loads at first use and STRIPE_API_URL points it at another host (the tests' fake).
 */

/**
 * A connected account's status in ours: `enabled` once Stripe pays out to its bank; before the seller
 * finished Stripe's form, or while Stripe is still verifying what they sent, `pending`; when Stripe
 * needs more than it has (past due requirements) or turned the account down, `restricted`.
 */
export function accountStatusOf(
  account: Pick<Stripe.Account, 'payouts_enabled' | 'details_submitted'> & {
    requirements?: Pick<Stripe.Account.Requirements, 'disabled_reason' | 'past_due'> | null;
  },
): Exclude<PayoutAccountStatus, 'none'> {
  if (account.payouts_enabled) return 'enabled';
  if (!account.details_submitted) return 'pending';
  const reason = account.requirements?.disabled_reason ?? null;
  const pastDue = account.requirements?.past_due?.length ?? 0;
  if (pastDue > 0 || (reason !== null && reason !== 'requirements.pending_verification' && reason !== 'under_review')) {
    return 'restricted';
  }
  return 'pending';
}

/** Stripe's answer to a request that moves money: done (its id), or refused for good, or worth asking again. */
export type ConnectAnswer = { ok: true; id: string } | { ok: false; retry: boolean; message: string };

/** A Connect webhook's event, its signature checked. */
export interface ConnectEvent {
  id: string;
  type: string;
  created: Date;
  /** The connected account the event is about (acct_...), null for the platform's own events. */
  account: string | null;
  object: Record<string, unknown>;
}

export interface StripeConnect {
  /** An Express account for the seller (the same one for the same idempotency key); its acct_ id. */
  createAccount(input: {
    userId: string;
    email: string;
    country: string | null;
    idempotencyKey: string;
  }): Promise<string>;
  /** A one-time link to Stripe's onboarding of the account. */
  accountLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<string>;
  /** The account's status as Stripe has it now. */
  accountStatus(accountId: string): Promise<Exclude<PayoutAccountStatus, 'none'>>;
  /** The charge of a succeeded PaymentIntent (its `latest_charge`), null when it has none. */
  chargeOfIntent(intentId: string): Promise<string | null>;
  /** The transfer already made for this group (our order), if any: a retry looks before it asks again. */
  findTransfer(transferGroup: string): Promise<string | null>;
  createTransfer(input: {
    amountCents: number;
    destination: string;
    sourceTransaction: string;
    bidId: string;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<ConnectAnswer>;
  /** A payout of the connected account's balance to its bank (on that account: the Stripe-Account header). */
  createPayout(input: {
    amountCents: number;
    account: string;
    payoutId: string;
    idempotencyKey: string;
  }): Promise<ConnectAnswer>;
  /** Checks the Connect endpoint's signature of the raw body (400 WEBHOOK_SIGNATURE_INVALID); 404 without a secret. */
  readEvent(rawBody: Buffer, signature: string | undefined): Promise<ConnectEvent>;
}

export function stripeConnect(settings: StripeSettings): StripeConnect {
  const ready = stripeClient(settings);

  /** For the seller's own requests: Stripe's words when it refused, a 502 either way. */
  const failed = (Sdk: typeof Stripe, error: unknown): never => {
    throw new DomainError(
      'PAYMENT_GATEWAY_FAILED',
      error instanceof Sdk.errors.StripeInvalidRequestError ? error.message : undefined,
    );
  };

  /**
   * For the sweepers' requests: a refusal of the request itself (invalid, not permitted, a card
   * error) is final; an outage, a rate limit, a key in use by a concurrent request, a bad key are asked again.
   */
  const answerOf = (Sdk: typeof Stripe, error: unknown): ConnectAnswer => {
    const final =
      error instanceof Sdk.errors.StripeInvalidRequestError ||
      error instanceof Sdk.errors.StripePermissionError ||
      error instanceof Sdk.errors.StripeCardError;
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, retry: !final, message };
  };

  return {
    async createAccount({ userId, email, country, idempotencyKey }) {
      const { Stripe: Sdk, stripe } = await ready();
      try {
        const account = await stripe.accounts.create(
          {
            type: 'express',
            ...(country ? { country } : {}),
            email,
            capabilities: { transfers: { requested: true } },
            // The seller's withdrawals make the payouts: Stripe must not pay the balance out on its own schedule.
            settings: { payouts: { schedule: { interval: 'manual' } } },
            metadata: { userId },
          },
          { idempotencyKey },
        );
        return account.id;
      } catch (error) {
        return failed(Sdk, error);
      }
    },

    async accountLink(accountId, { refreshUrl, returnUrl }) {
      const { Stripe: Sdk, stripe } = await ready();
      try {
        const link = await stripe.accountLinks.create({
          account: accountId,
          refresh_url: refreshUrl,
          return_url: returnUrl,
          type: 'account_onboarding',
        });
        return link.url;
      } catch (error) {
        return failed(Sdk, error);
      }
    },

    async accountStatus(accountId) {
      const { stripe } = await ready();
      return accountStatusOf(await stripe.accounts.retrieve(accountId));
    },

    async chargeOfIntent(intentId) {
      const { stripe } = await ready();
      const intent = await stripe.paymentIntents.retrieve(intentId);
      const charge = intent.latest_charge;
      return intent.status === 'succeeded' && charge ? (typeof charge === 'string' ? charge : charge.id) : null;
    },

    async findTransfer(transferGroup) {
      const { stripe } = await ready();
      const found = await stripe.transfers.list({ transfer_group: transferGroup, limit: 1 });
      return found.data[0]?.id ?? null;
    },

    async createTransfer(input) {
      const { Stripe: Sdk, stripe } = await ready();
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: input.amountCents,
            currency: 'usd',
            destination: input.destination,
            source_transaction: input.sourceTransaction,
            transfer_group: input.transferGroup,
            metadata: { bidId: input.bidId },
          },
          { idempotencyKey: input.idempotencyKey },
        );
        return { ok: true, id: transfer.id };
      } catch (error) {
        return answerOf(Sdk, error);
      }
    },

    async createPayout(input) {
      const { Stripe: Sdk, stripe } = await ready();
      try {
        const payout = await stripe.payouts.create(
          { amount: input.amountCents, currency: 'usd', metadata: { payoutId: input.payoutId } },
          { idempotencyKey: input.idempotencyKey, stripeAccount: input.account },
        );
        return { ok: true, id: payout.id };
      } catch (error) {
        return answerOf(Sdk, error);
      }
    },

    async readEvent(rawBody, signature) {
      const secret = settings.connectWebhookSecret ?? settings.webhookSecret;
      if (!secret) throw new DomainError('NOT_FOUND');
      const { stripe } = await ready();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', secret);
      } catch {
        throw new DomainError('WEBHOOK_SIGNATURE_INVALID');
      }
      return {
        id: event.id,
        type: event.type,
        created: new Date(event.created * 1000),
        account: event.account ?? null,
        object: event.data.object as unknown as Record<string, unknown>,
      };
    },
  };
}

/** One client per process for the configuration's Stripe settings (null with the demo provider). */
const clients = new WeakMap<StripeSettings, StripeConnect>();
export function stripeConnectOf(config: PaymentsConfig): StripeConnect | null {
  if (!config.stripe) return null;
  let connect = clients.get(config.stripe);
  if (!connect) {
    connect = stripeConnect(config.stripe);
    clients.set(config.stripe, connect);
  }
  return connect;
}
