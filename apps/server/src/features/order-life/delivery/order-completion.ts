import { acceptanceHoursFor, hoursAfter, type AcceptanceWindowSettings } from '@inkwell/domain/orders/order.rules';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client.ts';
import { findBid, moveBid } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import { endGigOrder, lockGig } from '../../gigs/index.ts';
import { notify } from '../../notifications/index.ts';
import { releaseEscrow } from '../payment/completion.ts';
import { recordOrderEvent } from './order-events.repository.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * The end of a delivered order in the seller's favour, by the buyer's accept or by the acceptance
 * timer: one code path, so the money, the gig and the people are treated the same either way.
 */

export type Completer = { actor: 'buyer'; actorId: string } | { actor: 'system'; deliveredBefore: Date };

/**
 * In the caller's transaction, which has locked the gig: delivered -> completed (one conditional
 * update; the timer's also asks that nothing was delivered since its cut-off), the escrow released
 * to the seller, the gig available again with one more sale, the timeline's line, and the other side
 * told (both people when the timer accepted). False, with nothing changed, when the order was not
 * delivered any more: another request or process got there first.
 */
export async function completeDeliveredOrder(tx: Executor, bid: BidRow, at: Date, by: Completer): Promise<boolean> {
  const onlyIfStill = by.actor === 'system' ? { deliveredBefore: by.deliveredBefore } : {};
  const moved = await moveBid(tx, bid.id, 'accept', at, { completedAt: at }, onlyIfStill);
  if (!moved) return false;
  const releasedCents = await releaseEscrow(tx, moved, at);
  await endGigOrder(tx, moved.gigId, at, { sale: true });
  const actorId = by.actor === 'buyer' ? by.actorId : null;
  await recordOrderEvent(
    tx,
    { bidId: moved.id, type: 'accept', actor: by.actor, actorId, amountCents: releasedCents },
    at,
  );
  const about = {
    type: 'order_completed' as const,
    gigId: moved.gigId,
    bidId: moved.id,
    amountCents: releasedCents,
    actorId,
  };
  await notify(
    tx,
    by.actor === 'buyer'
      ? [{ ...about, userId: moved.sellerId }]
      : [
          { ...about, userId: moved.sellerId },
          { ...about, userId: moved.bidderId },
        ],
  );
  return true;
}

/** How many delivered orders one run of the timer completes at most (the next run takes the rest). */
const SWEEP_BATCH = 50;

/**
 * The acceptance timer: completes the delivered orders nobody answered within their acceptance
 * window (ORDER_ACCEPTANCE_HOURS, longer for long work: acceptanceHoursFor) since their last
 * delivery, each in its own transaction under its gig's lock. Every process runs it; the conditional
 * transition lets exactly one of them (or the buyer's accept) complete an order, and the others
 * change nothing. Answers how many this run completed.
 */
export async function sweepAcceptance(
  db: Database,
  settings: AcceptanceWindowSettings,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const candidates = await ordersRepository(db).acceptanceOver(now, settings, SWEEP_BATCH);
  let completed = 0;
  for (const candidate of candidates) {
    try {
      const deliveredBefore = hoursAfter(now, -acceptanceHoursFor(candidate.workPages, settings));
      const done = await db.transaction(async (tx) => {
        await lockGig(tx, candidate.gigId);
        const bid = await findBid(tx, candidate.id);
        return bid ? completeDeliveredOrder(tx, bid, new Date(), { actor: 'system', deliveredBefore }) : false;
      });
      if (done) completed += 1;
    } catch (error) {
      // One order that cannot end now (a payment still processing) does not hold up the others.
      log.warn(
        { err: error, bidId: candidate.id },
        'the acceptance timer could not complete an order; it tries again next run',
      );
    }
  }
  return completed;
}
