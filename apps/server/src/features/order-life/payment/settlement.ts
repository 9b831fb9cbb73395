import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { GatewayIntent } from '../../../lib/payments/payment-gateway.ts';
import type { StripeGateway, WebhookNotice } from '../../../lib/payments/stripe-gateway.ts';
import { findBid, markBidPaid } from '../bidding/bid-orders.service.ts';
import { lockGig } from '../../gigs/index.ts';
import { recordPayment } from '../../ledger/index.ts';
import { notify } from '../../notifications/index.ts';
import { paymentsRepository, type PaymentRow } from './payments.repository.ts';
import { refundEscrow, sendRefund } from './refunds.ts';
import type { Payments } from './payments.context.ts';

/**
 * Applying what the gateway says about an intent, whoever learns it first: the buyer's return
 * (PUT /orders), the demo card form, Stripe's webhook or the sweeper. Each path ends here, and the
 * conditional update of the payment under the gig's lock lets exactly one of them move the money.
 */

/**
 * Applies what the gateway says about an intent. `succeeded`: in one transaction under the gig's
 * lock, the payment succeeds (once: a conditional update), the money goes into escrow, the bid
 * moves approved -> in_progress and the seller is told. Anything else only follows the status.
 */
export async function settleIntent(
  { db, gateway, log, feeBasisPoints }: Payments,
  payment: PaymentRow,
  intent: GatewayIntent,
): Promise<void> {
  if (
    intent.amountCents !== payment.amountCents ||
    intent.currency !== payment.currency ||
    intent.metadata.bidId !== payment.bidId
  ) {
    log.error({ paymentId: payment.id, intentId: intent.id }, 'a payment intent does not match its order');
    throw new DomainError('PAYMENT_NOT_FOUND', 'This payment does not match its order.');
  }
  const at = new Date();
  const payments = paymentsRepository(db);
  switch (intent.status) {
    case 'succeeded':
      if ((await db.transaction((tx) => applySucceeded(tx, payment, intent, log, at, feeBasisPoints))) === 'refunding')
        await sendRefund({ db, gateway, log }, payment.bidId);
      return;
    case 'processing':
    case 'requires_payment_method':
      await payments.followOpenStatus(payment.id, intent.status, intent, at);
      return;
    case 'canceled':
      await payments.markCanceled(payment.id, at);
  }
}

/**
 * In the caller's transaction, under the gig's lock: the payment succeeds (once: a conditional
 * update, which fixes the platform's fee rate on the order), its money goes into escrow, the bid
 * moves approved -> in_progress, the seller is told.
 * A payment that succeeds for an order no longer waiting for it (cancelled meanwhile, by a person
 * or the payment timer) does not stay in escrow: it is refunded in full at once, and the answer
 * `refunding` asks the caller to send the refund once the transaction has committed.
 */
export async function applySucceeded(
  tx: Executor,
  payment: PaymentRow,
  intent: GatewayIntent,
  log: FastifyBaseLogger,
  at: Date,
  feeBasisPoints: number,
): Promise<'paid' | 'refunding' | 'unchanged'> {
  const bid = (await findBid(tx, payment.bidId))!;
  await lockGig(tx, bid.gigId);
  const paid = await paymentsRepository(tx).markSucceeded(payment.id, intent, at, feeBasisPoints);
  if (!paid) return 'unchanged';
  await recordPayment(tx, paid, at);
  if (!(await markBidPaid(tx, bid.id, at))) {
    const current = (await findBid(tx, bid.id))!;
    log.warn(
      { bidId: bid.id, paymentId: paid.id, status: current.status },
      'a payment succeeded for an order no longer waiting for it; it is refunded',
    );
    await refundEscrow(tx, bid, 'all', at);
    await notify(tx, [
      { userId: bid.bidderId, type: 'order_refunded', gigId: bid.gigId, bidId: bid.id, amountCents: paid.amountCents },
    ]);
    return 'refunding';
  }
  await notify(tx, [
    {
      userId: bid.sellerId,
      type: 'bid_paid',
      actorId: bid.bidderId,
      gigId: bid.gigId,
      bidId: bid.id,
      amountCents: paid.amountCents,
    },
  ]);
  return 'paid';
}

/** Asks the gateway again about payments still processing (the demo's slow card; Stripe without a webhook). */
export async function sweepProcessing(payments: Payments, limit = 20): Promise<number> {
  const rows = await paymentsRepository(payments.db).listProcessing(payments.gateway.kind, limit);
  for (const payment of rows) {
    const intent = await payments.gateway.retrieveIntent(payment.intentId);
    if (intent) await settleIntent(payments, payment, intent);
  }
  return rows.length;
}

/**
 * POST /payments/webhook (Stripe): the event's signature is checked on the raw body (400 when it
 * does not match); an event about one of our payment intents makes us ask Stripe for the intent and
 * settle what it says, exactly as PUT /orders does, so a webhook delivered twice, or together with
 * the buyer's return, changes nothing more than the first.
 */
export async function receiveWebhook(
  payments: Payments,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const { db, gateway, log } = payments;
  if (gateway.kind !== 'stripe') throw new DomainError('NOT_FOUND');
  const notice = await (gateway as StripeGateway).readWebhook(rawBody, signature);
  if (notice.type === 'charge.dispute.created' && notice.dispute) return receiveDispute(payments, notice.dispute);
  if (!notice.intentId) return { received: true };
  const payment = await paymentsRepository(db).findByIntent('stripe', notice.intentId);
  if (!payment) {
    log.info({ eventId: notice.eventId, type: notice.type }, 'a Stripe event about a payment intent that is not ours');
    return { received: true };
  }
  const intent = await gateway.retrieveIntent(notice.intentId);
  if (intent) await settleIntent(payments, payment, intent);
  return { received: true };
}

/**
 * `charge.dispute.created`: the dispute's payment intent names our payment. One whose success has not
 * reached us yet (the dispute's event came first) is settled from Stripe first; one that is still not
 * paid answers 409 ORDER_NOT_PAID, so Stripe sends the event again later. Then `onDispute` records it.
 */
async function receiveDispute(
  payments: Payments,
  dispute: NonNullable<WebhookNotice['dispute']>,
): Promise<{ received: true }> {
  const repository = paymentsRepository(payments.db);
  let payment = await repository.findByIntent('stripe', dispute.intentId);
  if (!payment) {
    payments.log.info({ disputeId: dispute.id }, 'a Stripe dispute about a payment intent that is not ours');
    return { received: true };
  }
  if (payment.status !== 'succeeded') {
    const intent = await payments.gateway.retrieveIntent(dispute.intentId);
    if (intent) await settleIntent(payments, payment, intent);
    payment = (await repository.findById(payment.id))!;
    if (payment.status !== 'succeeded') throw new DomainError('ORDER_NOT_PAID');
  }
  await payments.onDispute?.(payment, dispute);
  return { received: true };
}
