import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { gigOfOrder } from '../order-life/index.ts';

/**
 * What the seller is told about their money (docs/decisions/056-payouts-and-fees.md): funds cleared,
 * a payout paid or failed, the payout account enabled. Each notice is written in the transaction of
 * the movement it tells, after that movement's conditional step succeeded, so it is stored (and mailed,
 * in the seller's language, unless they turned payments off) exactly once, by whichever process made
 * the movement, and never for a movement that rolled back. Only the seller hears of it.
 */

/** Released money cleared: its amount, the order, and the gig it was for (its title names it). */
export async function noticeFundsCleared(
  tx: Executor,
  cleared: { bidId: string; sellerId: string; cents: number },
): Promise<void> {
  await notify(tx, [
    {
      userId: cleared.sellerId,
      type: 'funds_cleared',
      bidId: cleared.bidId,
      gigId: await gigOfOrder(tx, cleared.bidId),
      amountCents: cleared.cents,
    },
  ]);
}

/** A payout settled: paid, or failed with the bank's reason (its amount is available again). */
export async function noticePayoutSettled(
  tx: Executor,
  payout: { sellerId: string; amountCents: number },
  answer: { status: 'paid' } | { status: 'failed'; reason: string },
): Promise<void> {
  await notify(tx, [
    {
      userId: payout.sellerId,
      type: answer.status === 'paid' ? 'payout_paid' : 'payout_failed',
      amountCents: payout.amountCents,
      ...(answer.status === 'failed' ? { text: answer.reason } : {}),
    },
  ]);
}

/** The seller's payout account became enabled (the first time only). */
export async function noticeAccountEnabled(tx: Executor, sellerId: string): Promise<void> {
  await notify(tx, [{ userId: sellerId, type: 'payout_account_enabled' }]);
}
