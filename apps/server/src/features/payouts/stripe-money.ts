import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../db/client.ts';
import type { StripeConnect } from '../../lib/payments/stripe-connect.ts';
import { orderPaymentOf } from '../order-life/index.ts';
import { settlePayout } from './payout-settle.ts';
import { payoutsRepository, type PayoutRow } from './payouts.repository.ts';
import { stripeConnectRepository, type PayoutTransferRow } from './stripe-connect.repository.ts';

/**
 * The money's way to a seller's Stripe connected account and on to their bank
 * (docs/decisions/057-stripe-connect-payouts.md). The ledger stays the truth of what the seller has;
 * these steps carry it at Stripe. Nothing here calls Stripe inside a transaction: what is due is
 * recorded in the ledger movement's transaction, and sent after it, again by the sweeper until Stripe
 * answers, always with the same idempotency key, so that no retry, however concurrent, pays twice.
 */

export interface StripeMoney {
  db: Database;
  connect: StripeConnect;
  log: FastifyBaseLogger;
}

/** The one idempotency key of an order's transfer, and of a payout at Stripe. */
export const transferKeyOf = (bidId: string) => `inkwell-transfer-${bidId}`;
/** The order's transfer group at Stripe: how a retry finds a transfer made while its answer was lost. */
export const transferGroupOf = (bidId: string) => `inkwell-order-${bidId}`;
export const payoutKeyOf = (payoutId: string) => `inkwell-payout-${payoutId}`;

/**
 * In the clearing's transaction: the cleared net of an order paid through Stripe is due to the
 * seller's connected account (a pending transfer, once). An order paid otherwise has no charge to transfer from.
 */
export async function recordTransferDue(
  tx: Executor,
  cleared: { bidId: string; sellerId: string; cents: number },
): Promise<void> {
  const payment = await orderPaymentOf(tx, cleared.bidId);
  if (payment?.gateway !== 'stripe') return;
  await stripeConnectRepository(tx).insertTransferDue(
    { bidId: cleared.bidId, sellerId: cleared.sellerId, amountCents: cleared.cents },
    new Date(),
  );
}

/**
 * Sends one pending transfer to its destination (the seller's enabled connected account) from the
 * order's charge. Stripe's refusal marks it failed with Stripe's words; an outage leaves it pending
 * with the error, for the next run. A retry first looks for the order's transfer group at Stripe: a
 * transfer made while its answer was lost is recorded, not made again, even once Stripe has forgotten
 * the idempotency key (after 24 hours). Answers whether it is sent now.
 */
export async function sendTransfer(
  { db, connect, log }: StripeMoney,
  transfer: PayoutTransferRow & { destination: string },
): Promise<boolean> {
  const repository = stripeConnectRepository(db);
  const payment = await orderPaymentOf(db, transfer.bidId);
  let charge: string | null;
  try {
    const made = transfer.attempts > 0 ? await connect.findTransfer(transferGroupOf(transfer.bidId)) : null;
    if (made) return repository.recordTransferAnswer(transfer.bidId, { status: 'sent', externalId: made }, new Date());
    charge = payment?.gateway === 'stripe' ? await connect.chargeOfIntent(payment.intentId) : null;
  } catch (error) {
    log.warn(
      { bidId: transfer.bidId, err: error },
      'Stripe could not be read about a transfer; the sweeper tries again',
    );
    await repository.recordTransferAnswer(transfer.bidId, { status: 'pending', error: String(error) }, new Date());
    return false;
  }
  if (!charge) {
    log.error({ bidId: transfer.bidId }, 'a transfer due has no succeeded Stripe charge to be made from');
    const error = 'The order has no succeeded Stripe charge to transfer from.';
    await repository.recordTransferAnswer(transfer.bidId, { status: 'failed', error }, new Date());
    return false;
  }
  const answer = await connect.createTransfer({
    amountCents: transfer.amountCents,
    destination: transfer.destination,
    sourceTransaction: charge,
    bidId: transfer.bidId,
    transferGroup: transferGroupOf(transfer.bidId),
    idempotencyKey: transferKeyOf(transfer.bidId),
  });
  if (answer.ok)
    return repository.recordTransferAnswer(transfer.bidId, { status: 'sent', externalId: answer.id }, new Date());
  if (answer.retry)
    log.warn({ bidId: transfer.bidId, error: answer.message }, 'a transfer failed; the sweeper tries again');
  else log.error({ bidId: transfer.bidId, error: answer.message }, 'Stripe refused a transfer');
  await repository.recordTransferAnswer(
    transfer.bidId,
    { status: answer.retry ? 'pending' : 'failed', error: answer.message },
    new Date(),
  );
  return false;
}

/**
 * Asks Stripe for a payout of the connected account to its bank (the account's own balance, which
 * the transfers filled), once: the po_ id is kept; payout.paid / payout.failed settle it later. A
 * refusal (the account's balance short, the account restricted) fails the payout at once, its money
 * available again with Stripe's words; an outage leaves it for the sweeper.
 */
export async function sendStripePayout({ db, connect, log }: StripeMoney, payout: PayoutRow): Promise<void> {
  if (payout.provider !== 'stripe' || payout.status !== 'pending' || payout.externalId) return;
  const account = await payoutsRepository(db).findAccount(payout.sellerId);
  if (account?.provider !== 'stripe' || !account.externalId) return;
  const answer = await connect.createPayout({
    amountCents: payout.amountCents,
    account: account.externalId,
    payoutId: payout.id,
    idempotencyKey: payoutKeyOf(payout.id),
  });
  if (answer.ok) {
    await stripeConnectRepository(db).setPayoutExternalId(payout.id, answer.id, new Date());
    return;
  }
  if (answer.retry) {
    log.warn(
      { payoutId: payout.id, error: answer.message },
      'a Stripe payout could not be asked for; the sweeper tries again',
    );
    return;
  }
  log.warn({ payoutId: payout.id, error: answer.message }, 'Stripe refused a payout');
  await settlePayout(db, payout, { status: 'failed', reason: answer.message });
}

const STRIPE_BATCH = 20;

/** The Stripe sweeper's run: the transfers due to enabled accounts, then the payouts Stripe has no id for. */
export async function sweepStripeMoney(money: StripeMoney): Promise<number> {
  const repository = stripeConnectRepository(money.db);
  let changed = 0;
  for (const transfer of await repository.listTransfersToSend(STRIPE_BATCH)) {
    if (await sendTransfer(money, transfer)) changed += 1;
  }
  for (const payout of await repository.listPayoutsToSend(STRIPE_BATCH)) await sendStripePayout(money, payout);
  return changed;
}
