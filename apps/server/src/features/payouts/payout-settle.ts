import type { Database } from '../../db/client.ts';
import { lockSellerMoney, recordPayoutMovement } from '../ledger/index.ts';
import { noticePayoutSettled } from './payout-notices.ts';
import { payoutsRepository, type PayoutRow } from './payouts.repository.ts';

export type PayoutAnswer = { status: 'paid'; externalId: string } | { status: 'failed'; reason: string };

/**
 * The provider's answer about a payout, applied once: pending -> paid (in flight -> paid out) or
 * pending -> failed (in flight -> back to available, with the reason), the seller told in the same
 * transaction. False when it was settled already.
 */
export async function settlePayout(db: Database, payout: PayoutRow, answer: PayoutAnswer): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSellerMoney(tx, payout.sellerId);
    const at = new Date();
    const settled = await payoutsRepository(tx).settle(payout.id, answer, at);
    if (!settled) return false;
    await recordPayoutMovement(
      tx,
      answer.status === 'paid' ? 'payout_paid' : 'payout_failed',
      { id: payout.id, sellerId: payout.sellerId, cents: payout.amountCents },
      at,
    );
    await noticePayoutSettled(tx, payout, answer);
    return true;
  });
}
