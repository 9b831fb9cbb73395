import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { BidCompletion } from '../bids/index.ts';
import { ledgerRepository } from '../ledger/index.ts';
import { paymentsRepository } from './payments.repository.ts';

/**
 * In the completion's transaction (the gig is locked; the bids feature runs it through its
 * bidCompletion hook): what escrow holds for the bid is released to the seller (ledger movement
 * `release`); an order never paid online was paid outside the platform (`paid_outside`, its open
 * intent canceled). A payment still processing stops the completion (409), so money never arrives
 * for an order already settled.
 */
export async function recordCompletion(tx: Executor, { bid, at }: BidCompletion): Promise<void> {
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
