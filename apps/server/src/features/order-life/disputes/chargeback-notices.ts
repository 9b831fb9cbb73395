import type { ChargebackOutcome } from '@inkwell/domain/payments/chargeback.schema';
import type { Executor } from '../../../db/client.ts';
import { notify } from '../../notifications/index.ts';

/**
 * What the seller is told when a card dispute holds their share of a release still clearing, and when an
 * operator decides it (docs/decisions/058-chargebacks-and-finance.md). Each notice is written in the
 * transaction of the movement it tells, after that movement, so it is stored (and mailed in the seller's
 * language under the topic of the payments they receive, unless they turned it off) exactly once, and never
 * for a movement that rolled back. Only the seller hears of it: the buyer's side is the card network's.
 */

interface HeldShare {
  bidId: string;
  gigId: string;
  sellerId: string;
  /** The seller's share held (the release less its fee). */
  cents: number;
}

/** The share moved from pending to held: it is not the seller's until Inkwell decides. */
export async function noticeShareHeld(tx: Executor, share: HeldShare): Promise<void> {
  await notify(tx, [
    {
      userId: share.sellerId,
      type: 'chargeback_held',
      bidId: share.bidId,
      gigId: share.gigId,
      amountCents: share.cents,
    },
  ]);
}

/** The held share decided: back to the seller (pending again, it clears as usual) or to the buyer. */
export async function noticeShareDecided(tx: Executor, share: HeldShare, outcome: ChargebackOutcome): Promise<void> {
  await notify(tx, [
    {
      userId: share.sellerId,
      type: outcome === 'seller' ? 'chargeback_won' : 'chargeback_lost',
      bidId: share.bidId,
      gigId: share.gigId,
      amountCents: share.cents,
    },
  ]);
}
