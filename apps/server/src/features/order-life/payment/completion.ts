import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { ledgerRepository, recordRelease } from '../../ledger/index.ts';
import { paymentsRepository } from './payments.repository.ts';

/**
 * In the transaction of the step that ends an order in the seller's favour (the buyer accepts, the
 * acceptance timer, an operator's release or split), under the gig's lock: what escrow still holds
 * for the bid goes to the seller (ledger movement `release`), less the platform's fee at the rate
 * fixed on the order's payment (movement `fee`, decision 056). A payment still processing stops it
 * (409), so money never arrives for an order already settled. Answers the cents released (before the fee).
 */
export async function releaseEscrow(tx: Executor, bid: { id: string; sellerId: string }, at: Date): Promise<number> {
  const ledger = ledgerRepository(tx);
  const open = await paymentsRepository(tx).findOpenByBid(bid.id);
  if (open?.status === 'processing') throw new DomainError('PAYMENT_PROCESSING');
  const escrow = await ledger.escrowOf(bid.id);
  if (escrow.cents <= 0) throw new Error(`bid ${bid.id}: nothing in escrow to release`);
  const payment = await paymentsRepository(tx).findSucceededByBid(bid.id);
  await recordRelease(
    tx,
    {
      bidId: bid.id,
      paymentId: escrow.paymentId,
      sellerId: bid.sellerId,
      cents: escrow.cents,
      feeBasisPoints: payment?.feeBasisPoints ?? null,
    },
    at,
  );
  return escrow.cents;
}
