import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { newId } from '../../../lib/ids.ts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway.ts';
import { ledgerRepository } from '../../ledger/index.ts';
import { chargebacksRepository } from './chargebacks.repository.ts';
import { paymentsRepository } from './payments.repository.ts';
import { refundsRepository, type RefundRow } from './refunds.repository.ts';

/**
 * Money going back to the buyer (docs/product.md#order-life): a cancellation with a full refund,
 * a dispute decided as refund or split, or a payment that succeeded for an order no longer waiting
 * for it. The decision's transaction writes the ledger movement and a pending refund (refundEscrow);
 * once it has committed, the gateway is asked (sendRefund) with the order's one idempotency key, so
 * asking again (the caller, the sweeper, another process) never refunds twice.
 *
 * An order charged back (a card dispute, decision 058) is the exception: the card network has already
 * given the buyer their money back, and Stripe refuses to refund a disputed charge, so asking would
 * leave the refund pending for ever. Its refund is still a ledger movement, but it is recorded as
 * settled by the card network: `succeeded` with no gateway refund id (every refund the gateway makes
 * has one), and the gateway is never asked. The demo gateway follows the same rule.
 */

export interface RefundSender {
  db: Executor;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

/** The one idempotency key of an order's refund (an order is refunded at most once). */
export const refundKeyOf = (bidId: string) => `inkwell-refund-${bidId}`;

/**
 * In the caller's transaction, under the gig's lock: `amount` cents (or all escrow still holds) go
 * from escrow back to the buyer (ledger movement `refund`), and a pending refund is recorded for the
 * gateway, or a settled one when the order was charged back. A payment still processing stops it
 * (409). Answers the cents refunded.
 */
export async function refundEscrow(
  tx: Executor,
  bid: { id: string; bidderId: string },
  amount: number | 'all',
  at: Date,
): Promise<number> {
  const payments = paymentsRepository(tx);
  const open = await payments.findOpenByBid(bid.id);
  if (open?.status === 'processing') throw new DomainError('PAYMENT_PROCESSING');
  const payment = await payments.findSucceededByBid(bid.id);
  if (!payment) throw new Error(`bid ${bid.id}: no succeeded payment to refund`);
  const ledger = ledgerRepository(tx);
  const escrow = await ledger.escrowOf(bid.id);
  const cents = amount === 'all' ? escrow.cents : amount;
  if (!Number.isSafeInteger(cents) || cents <= 0 || cents > escrow.cents) {
    throw new Error(`bid ${bid.id}: cannot refund ${cents} cents of ${escrow.cents} in escrow`);
  }
  await ledger.insertMovement(
    'refund',
    bid.id,
    payment.id,
    [
      { account: 'escrow', userId: null, amountCents: -cents },
      { account: 'buyer', userId: bid.bidderId, amountCents: cents },
    ],
    at,
  );
  const chargedBack = await chargebacksRepository(tx).ofBid(bid.id);
  await refundsRepository(tx).insert({
    id: newId(at.getTime()),
    bidId: bid.id,
    paymentId: payment.id,
    amountCents: cents,
    gateway: payment.gateway,
    status: chargedBack ? 'succeeded' : 'pending',
    idempotencyKey: refundKeyOf(bid.id),
    createdAt: at,
    updatedAt: at,
  });
  return cents;
}

/**
 * After the decision's transaction has committed: asks the gateway to refund the order's pending
 * refund and records its answer. A failure (an outage, a refusal) is kept with the refund, which
 * stays pending for the sweeper; it never fails the caller. A refund still pending of an order charged
 * back since (the chargeback came while the gateway could not be asked) is settled by the card network
 * instead. Answers the refund as it now is.
 */
export async function sendRefund({ db, gateway, log }: RefundSender, bidId: string): Promise<RefundRow | undefined> {
  const repository = refundsRepository(db);
  const refund = await repository.findByBid(bidId);
  if (!refund || refund.status !== 'pending') return refund;
  const at = () => new Date();
  if (await chargebacksRepository(db).ofBid(bidId)) {
    log.info({ bidId }, 'a refund of an order charged back is settled by the card network, not the gateway');
    await repository.recordSettledByCardNetwork(refund.id, at());
    return repository.findByBid(bidId);
  }
  if (refund.gateway !== gateway.kind) {
    await repository.recordFailure(
      refund.id,
      `the ${refund.gateway} gateway that took the payment is not in use`,
      at(),
    );
    return repository.findByBid(bidId);
  }
  const payment = (await paymentsRepository(db).findById(refund.paymentId))!;
  try {
    const answer = await gateway.refund({
      intentId: payment.intentId,
      amountCents: refund.amountCents,
      idempotencyKey: refund.idempotencyKey,
    });
    await repository.recordAnswer(refund.id, answer, at());
    if (answer.status === 'failed') log.error({ bidId, refundId: answer.id }, 'the gateway says a refund failed');
  } catch (error) {
    const message = error instanceof DomainError ? `${error.code}: ${error.detail}` : String(error);
    log.warn({ bidId, err: error }, 'a refund could not be sent; the sweeper tries again');
    await repository.recordFailure(refund.id, message, at());
  }
  return repository.findByBid(bidId);
}

/** Sends again the refunds still pending (an outage, Stripe's pending refunds). */
export async function sweepRefunds(sender: RefundSender, limit = 20): Promise<number> {
  const pending = await refundsRepository(sender.db).listPending(sender.gateway.kind, limit);
  for (const refund of pending) await sendRefund(sender, refund.bidId);
  return pending.length;
}
