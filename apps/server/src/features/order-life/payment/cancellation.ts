import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import type { RefundSender } from './refunds.ts';
import { paymentsRepository, type PaymentRow } from './payments.repository.ts';

/** An intent given up in a cancellation's transaction, to be cancelled at the gateway once it has committed. */
export type AbandonedIntent = Pick<PaymentRow, 'gateway' | 'intentId'>;

/**
 * In the transaction that cancels an approved, unpaid order (a person or the payment timer), under
 * the gig's lock: a payment being processed stops it (409 PAYMENT_PROCESSING: its money may arrive
 * any moment), and an intent still waiting for a card is given up, so the card form answers 409
 * from then on. Answers that intent, for abandonIntent after commit. Should the gateway still
 * report it paid later, settlement refunds it at once.
 */
export async function cancelOpenPayment(tx: Executor, bidId: string, at: Date): Promise<AbandonedIntent | null> {
  const payments = paymentsRepository(tx);
  const open = await payments.findOpenByBid(bidId);
  if (!open) return null;
  if (open.status === 'processing') throw new DomainError('PAYMENT_PROCESSING');
  await payments.markCanceled(open.id, at);
  return { gateway: open.gateway, intentId: open.intentId };
}

/**
 * After the cancellation has committed: the intent is cancelled at the gateway too, so the buyer's
 * browser can no longer pay it. Best effort: a refusal (paid meanwhile) or an outage is logged, and a
 * payment that still arrives is refunded when it is settled.
 */
export async function abandonIntent(
  { gateway, log }: Pick<RefundSender, 'gateway' | 'log'>,
  intent: AbandonedIntent | null,
): Promise<void> {
  if (!intent || intent.gateway !== gateway.kind) return;
  try {
    if (!(await gateway.cancelIntent(intent.intentId)))
      log.info({ intentId: intent.intentId }, 'the gateway would not cancel the intent of a cancelled order');
  } catch (error) {
    log.warn(
      { err: error, intentId: intent.intentId },
      'the intent of a cancelled order could not be cancelled at the gateway',
    );
  }
}
