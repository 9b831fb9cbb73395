import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { paymentsRepository } from './payments.repository.ts';

/**
 * In the transaction that cancels an approved, unpaid order (a person or the payment timer), under
 * the gig's lock: a payment being processed stops it (409 PAYMENT_PROCESSING: its money may arrive
 * any moment), and an intent still waiting for a card is given up, so the card form answers 409
 * from then on. Should the gateway still report it paid later, settlement refunds it at once.
 */
export async function cancelOpenPayment(tx: Executor, bidId: string, at: Date): Promise<void> {
  const payments = paymentsRepository(tx);
  const open = await payments.findOpenByBid(bidId);
  if (!open) return;
  if (open.status === 'processing') throw new DomainError('PAYMENT_PROCESSING');
  await payments.markCanceled(open.id, at);
}
