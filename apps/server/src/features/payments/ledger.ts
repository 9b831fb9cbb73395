import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { ledgerRepository } from './ledger.repository.ts';
import type { PaymentRow } from './payments.repository.ts';
import { paymentsRepository } from './payments.repository.ts';

/**
 * The escrow ledger's movements, written in the transaction of the change that causes them:
 *   payment       buyer -amount, escrow +amount   (a card payment succeeded)
 *   release       escrow -amount, seller +amount  (the order was completed)
 *   paid_outside  buyer -amount, seller +amount   (completed without an online payment)
 */

/** The buyer's payment goes into escrow. */
export async function recordPayment(tx: Executor, payment: PaymentRow, at: Date): Promise<void> {
  await ledgerRepository(tx).insertMovement(
    'payment',
    payment.bidId,
    payment.id,
    [
      { account: 'buyer', userId: payment.buyerId, amountCents: -payment.amountCents },
      { account: 'escrow', userId: null, amountCents: payment.amountCents },
    ],
    at,
  );
}

/**
 * In the completion's transaction (the gig is locked): what escrow holds for the bid is released to
 * the seller; an order never paid online was paid outside the platform. A payment still processing
 * stops the completion (409), so money never arrives for an order already settled.
 */
export async function recordCompletion(
  tx: Executor,
  bid: { id: string; bidderId: string; sellerId: string; amountCents: number },
  at: Date,
): Promise<void> {
  const ledger = ledgerRepository(tx);
  const open = await paymentsRepository(tx).findOpenByBid(bid.id);
  if (open?.status === 'processing') throw new DomainError('PAYMENT_PROCESSING');
  const escrow = await ledger.escrowOf(bid.id);
  if (escrow.cents > 0) {
    await ledger.insertMovement(
      'release',
      bid.id,
      escrow.paymentId,
      [
        { account: 'escrow', userId: null, amountCents: -escrow.cents },
        { account: 'seller', userId: bid.sellerId, amountCents: escrow.cents },
      ],
      at,
    );
    return;
  }
  if ((await ledger.kindsOf(bid.id)).size > 0) return;
  if (open) await paymentsRepository(tx).markCanceled(open.id, at);
  await ledger.insertMovement(
    'paid_outside',
    bid.id,
    null,
    [
      { account: 'buyer', userId: bid.bidderId, amountCents: -bid.amountCents },
      { account: 'seller', userId: bid.sellerId, amountCents: bid.amountCents },
    ],
    at,
  );
}
