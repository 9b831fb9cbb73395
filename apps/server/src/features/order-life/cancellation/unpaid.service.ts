import { hoursAfter } from '@inkwell/domain/orders/order.rules';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { Executor } from '../../../db/client.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { findBid, moveBid } from '../bidding/bid-orders.service.ts';
import { viewBid } from '../bidding/bids.service.ts';
import type { BidMoveGuard, BidRow } from '../bidding/bids.repository.ts';
import { endGigOrder, lockGig } from '../../gigs/index.ts';
import { notify } from '../../notifications/index.ts';
import { recordOrderEvent } from '../delivery/order-events.repository.ts';
import { abandonIntent, cancelOpenPayment, type AbandonedIntent } from '../payment/cancellation.ts';
import { otherSide, partyOf, personOf, type Settlements, type Side } from '../settlement/settlements.context.ts';
import { settlementsRepository } from '../settlement/settlements.repository.ts';

/**
 * An approved order that was never paid ends (docs/product.md#order-life): either side cancels it
 * (POST /bids/{id}/cancel), or the payment timer does once ORDER_PAYMENT_HOURS have passed since
 * the approval. Nothing was paid, so nothing is refunded; the gig is available again.
 */

type Canceller = { actor: Side; actorId: string } | { actor: 'system' };

/**
 * In the caller's transaction, which has locked the gig: approved -> cancelled (one conditional
 * update, with the timer's further condition), the open payment intent given up (409
 * PAYMENT_PROCESSING while a card is being processed: everything rolls back), the gig available,
 * the timeline's line, the other side told (both people when the timer cancelled). Answers the
 * given-up intent (abandonIntent cancels it at the gateway after commit); false, with nothing
 * changed, when the order was not approved any more.
 */
async function cancelUnpaid(
  tx: Executor,
  bid: BidRow,
  at: Date,
  by: Canceller,
  guard?: BidMoveGuard,
): Promise<{ intent: AbandonedIntent | null } | false> {
  const moved = await moveBid(tx, bid.id, 'cancel_unpaid', at, {}, guard);
  if (!moved) return false;
  const intent = await cancelOpenPayment(tx, bid.id, at);
  await endGigOrder(tx, bid.gigId, at, { sale: false });
  const actorId = by.actor === 'system' ? null : by.actorId;
  await recordOrderEvent(tx, { bidId: bid.id, type: 'cancel_unpaid', actor: by.actor, actorId }, at);
  const about = {
    type: 'order_cancelled' as const,
    actorId,
    gigId: bid.gigId,
    bidId: bid.id,
    amountCents: bid.amountCents,
  };
  const told: Side[] = by.actor === 'system' ? ['buyer', 'seller'] : [otherSide(by.actor)];
  await notify(
    tx,
    told.map((side) => ({ ...about, userId: personOf(bid, side) })),
  );
  return { intent };
}

/**
 * POST /bids/{id}/cancel (either side; approved and unpaid -> cancelled): 401, 404 BID_NOT_FOUND
 * for anyone but its two people, 409 ORDER_WRONG_STATE from any other state (a paid order is
 * cancelled by agreement: /orders/{bidId}/cancellation), 409 PAYMENT_PROCESSING while a payment is
 * being processed. Answers the updated bid, as withdraw and decline do.
 */
export async function cancelUnpaidBid(settlements: Settlements, viewer: UserRow | null, bidId: string): Promise<Bid> {
  const { db } = settlements;
  const { user, bid, role } = await partyOf(db, viewer, bidId, 'BID_NOT_FOUND');
  if (bid.status !== 'approved') throw new DomainError('ORDER_WRONG_STATE');
  const cancelled = await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const done = await cancelUnpaid(tx, bid, new Date(), { actor: role, actorId: user.id });
    if (!done) throw new DomainError('ORDER_WRONG_STATE');
    return done;
  });
  await abandonIntent(settlements, cancelled.intent);
  return viewBid(db, bid.id, { config: settlements.config, viewerId: user.id });
}

/** How many unpaid orders one run of the timer cancels at most (the next run takes the rest). */
const SWEEP_BATCH = 50;

/**
 * The payment timer (ORDER_PAYMENT_HOURS, fractions allowed): cancels the approved orders left
 * unpaid since their approval, each in its own transaction under its gig's lock. Every process
 * runs it; the conditional transition lets exactly one of them (or a person, or the payment)
 * move an order, and the others change nothing. It also closes cancellation requests left open
 * on orders that ended another way. Answers how many orders this run cancelled.
 */
export async function sweepUnpaid(settlements: Settlements, now = new Date()): Promise<number> {
  const { db, config, log } = settlements;
  const approvedBefore = hoursAfter(now, -config.orders.paymentHours);
  const candidates = await settlementsRepository(db).unpaidApprovedBefore(approvedBefore, SWEEP_BATCH);
  let cancelled = 0;
  for (const candidate of candidates) {
    try {
      const done = await db.transaction(async (tx) => {
        await lockGig(tx, candidate.gigId);
        const bid = await findBid(tx, candidate.id);
        return bid ? cancelUnpaid(tx, bid, new Date(), { actor: 'system' }, { approvedBefore }) : false;
      });
      if (done) {
        cancelled += 1;
        await abandonIntent(settlements, done.intent);
      }
    } catch (error) {
      // A payment being processed holds this order (its money may arrive); the others go on.
      log.info({ err: error, bidId: candidate.id }, 'the payment timer left an order for now; it looks again next run');
    }
  }
  await settlementsRepository(db).closeStaleCancellations(now);
  return cancelled;
}
