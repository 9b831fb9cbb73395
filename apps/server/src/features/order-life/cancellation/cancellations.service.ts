import { canTransition } from '@inkwell/domain/bids/bid.process';
import { buyerMayCancelLate } from '@inkwell/domain/orders/order.rules';
import { ReasonInput, type Order } from '@inkwell/domain/orders/order.schema';
import type { Executor } from '../../../db/client.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { maskTexts, type OriginalText } from '../../../lib/mask-texts.ts';
import { parseInput } from '../../../lib/validation.ts';
import { findBid, moveBid } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import { endGigOrder, lockGig } from '../../gigs/index.ts';
import { notify } from '../../notifications/index.ts';
import { recordOrderEvent } from '../delivery/order-events.repository.ts';
import { refundEscrow } from '../payment/refunds.ts';
import {
  answerAfter,
  mustAllowPaid,
  otherSide,
  partyOf,
  personOf,
  type Settlements,
  type Side,
} from '../settlement/settlements.context.ts';
import { settlementsRepository, type CancellationRow } from '../settlement/settlements.repository.ts';

/**
 * Cancelling a paid order (docs/product.md#order-life): one side asks with a reason and the other
 * accepts, or the requester withdraws; the buyer alone cancels an order more than LATE_CANCEL_HOURS
 * late with nothing delivered. Either way the buyer gets a full refund and the gig is available
 * again. Each step is one transaction under the gig's lock.
 */

/**
 * In the caller's transaction, under the gig's lock: in_progress or delivered -> refunded, every
 * cent in escrow back to the buyer (ledger and a pending refund), an open request ended (the caller
 * marks the one it accepts `accepted`; moveBid closes any other), the gig available, the timeline's
 * line, the other side told.
 */
async function cancelPaid(
  tx: Executor,
  bid: BidRow,
  at: Date,
  by: { side: Side; userId: string; note?: string; originalText?: OriginalText | null },
): Promise<void> {
  if (!(await moveBid(tx, bid.id, 'cancel_paid', at))) throw new DomainError('ORDER_WRONG_STATE');
  const refundedCents = await refundEscrow(tx, bid, 'all', at);
  await endGigOrder(tx, bid.gigId, at, { sale: false });
  await recordOrderEvent(
    tx,
    {
      bidId: bid.id,
      type: 'cancel_paid',
      actor: by.side,
      actorId: by.userId,
      note: by.note ?? '',
      originalText: by.originalText ?? null,
      amountCents: refundedCents,
    },
    at,
  );
  const about = {
    type: 'order_refunded' as const,
    actorId: by.userId,
    gigId: bid.gigId,
    bidId: bid.id,
    amountCents: refundedCents,
  };
  await notify(tx, [{ ...about, userId: personOf(bid, otherSide(by.side)) }]);
}

/**
 * POST /orders/{bidId}/cancellation {reason} (either side of a paid order, in_progress or
 * delivered): opens a request for the other side (409 ORDER_CANCELLATION_OPEN when one is open);
 * but a buyer whose order is more than 24 h late with nothing delivered cancels at once, refunded
 * in full. 401, 404, 409 ORDER_NOT_PAID / ORDER_WRONG_STATE, 400 for the reason.
 */
export async function requestCancellation(
  settlements: Settlements,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Order> {
  const { db } = settlements;
  const { user, bid, role } = await partyOf(db, viewer, bidId);
  mustAllowPaid(bid, 'cancel_paid');
  const { reason } = parseInput(ReasonInput, body);
  // The other side reads the reason (the request, the timeline): masked, kept as written for operators.
  const { values, originalText } = maskTexts('POST /api/orders/:bidId/cancellation', { reason });
  const note = { note: values.reason, originalText: originalText && { note: originalText.reason } };
  const at = new Date();
  const refunded = await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const current = (await findBid(tx, bid.id))!;
    mustAllowPaid(current, 'cancel_paid');
    const repository = settlementsRepository(tx);
    const deliveries = await repository.countDeliveries(bid.id);
    if (role === 'buyer' && buyerMayCancelLate({ status: current.status, dueAt: current.dueAt, deliveries }, at)) {
      await cancelPaid(tx, current, at, { side: role, userId: user.id, ...note });
      return true;
    }
    await repository.openCancellation(bid.id, role, { reason: values.reason, originalText }, at);
    await recordOrderEvent(
      tx,
      { bidId: bid.id, type: 'cancellation_requested', actor: role, actorId: user.id, ...note },
      at,
    );
    await notify(tx, [
      {
        type: 'cancellation_requested',
        userId: personOf(bid, otherSide(role)),
        actorId: user.id,
        gigId: bid.gigId,
        bidId: bid.id,
      },
    ]);
    return false;
  });
  return answerAfter(settlements, bid.id, role, refunded);
}

/** 409 ORDER_NOT_PAID while the order waits for its payment (no request can be open before it). */
function mustBePaid(bid: BidRow): void {
  if (bid.status === 'pending' || bid.status === 'approved') throw new DomainError('ORDER_NOT_PAID');
}

/**
 * Under the gig's lock: the order as it is now and its open request, or 409 ORDER_NO_CANCELLATION
 * when there is none, or when the order is past cancelling (a request the step that ended the order
 * did not close: left open before that step closed them, until the payment timer's sweep does).
 */
async function openRequestOf(tx: Executor, bidId: string): Promise<{ bid: BidRow; open: CancellationRow }> {
  const bid = (await findBid(tx, bidId))!;
  const open = await settlementsRepository(tx).openCancellationOf(bidId);
  if (!open || !canTransition(bid.status, 'cancel_paid')) throw new DomainError('ORDER_NO_CANCELLATION');
  return { bid, open };
}

/**
 * POST /orders/{bidId}/cancellation/accept (the other side of the open request): the order is
 * refunded in full. 403 ORDER_OWN_CANCELLATION for the requester, 409 ORDER_NOT_PAID before the
 * payment, ORDER_NO_CANCELLATION when none is open (the order moved on: acceptance, the timer, a
 * dispute or a decision closed it).
 */
export async function acceptCancellation(
  settlements: Settlements,
  viewer: UserRow | null,
  bidId: string,
): Promise<Order> {
  const { db } = settlements;
  const { user, bid, role } = await partyOf(db, viewer, bidId);
  mustBePaid(bid);
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const now = new Date();
    const repository = settlementsRepository(tx);
    const current = await openRequestOf(tx, bid.id);
    if (current.open.requestedBy === role) throw new DomainError('ORDER_OWN_CANCELLATION');
    await repository.endCancellation(bid.id, 'accepted', now, current.open.requestedBy);
    await cancelPaid(tx, current.bid, now, { side: role, userId: user.id });
  });
  return answerAfter(settlements, bid.id, role, true);
}

/**
 * DELETE /orders/{bidId}/cancellation (the requester): the request is withdrawn, the other side
 * told; 409 ORDER_NO_CANCELLATION, with nothing written, when the caller has none open (also once
 * the order moved on: the step that ended it closed the request).
 */
export async function withdrawCancellation(
  settlements: Settlements,
  viewer: UserRow | null,
  bidId: string,
): Promise<Order> {
  const { db } = settlements;
  const { user, bid, role } = await partyOf(db, viewer, bidId);
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const now = new Date();
    await openRequestOf(tx, bid.id);
    if (!(await settlementsRepository(tx).endCancellation(bid.id, 'withdrawn', now, role)))
      throw new DomainError('ORDER_NO_CANCELLATION');
    await recordOrderEvent(tx, { bidId: bid.id, type: 'cancellation_withdrawn', actor: role, actorId: user.id }, now);
    await notify(tx, [
      {
        type: 'cancellation_withdrawn',
        userId: personOf(bid, otherSide(role)),
        actorId: user.id,
        gigId: bid.gigId,
        bidId: bid.id,
      },
    ]);
  });
  return answerAfter(settlements, bid.id, role, false);
}
