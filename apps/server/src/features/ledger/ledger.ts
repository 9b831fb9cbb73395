import type { Executor } from '../../db/client.ts';
import { ledgerRepository } from './ledger.repository.ts';

/**
 * The escrow ledger's movements, written in the transaction of the change that causes them:
 *   payment       buyer -amount, escrow +amount   (a card payment succeeded)
 *   release       escrow -amount, seller +amount  (the order was completed)
 *   refund        escrow -amount, buyer +amount   (a cancellation, a dispute decided as refund or split)
 *   paid_outside  buyer -amount, seller +amount   (completed without an online payment)
 */

/** The buyer's payment goes into escrow. */
export async function recordPayment(
  tx: Executor,
  payment: { id: string; bidId: string; buyerId: string; amountCents: number },
  at: Date,
): Promise<void> {
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
