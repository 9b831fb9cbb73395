import { endsCancellationRequests, type BidAction } from '@inkwell/domain/bids/bid.process';
import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import {
  bidsRepository,
  type BidMoveGuard,
  type BidRow,
  type BidTransitionColumns,
  type BidViewRow,
} from './bids.repository.ts';
import { closeOpenCancellation } from './cancellation-requests.repository.ts';

/**
 * A bid as the other steps of the order life see it: the payment step reads the order it is paid
 * for and moves it approved -> in_progress once paid; delivery, cancellation and disputes move it
 * along the rest of its life (moveBid, with a typed guard rather than SQL of their own); a gig's
 * deletion settles its bids through the gigs feature's gigDeletion.
 */

/**
 * Moves a bid by an action of bid.process.ts, in the caller's transaction (which has locked the
 * gig first): one conditional update, undefined when the bid was not in a state the graph allows
 * for the action (the caller answers 409 and everything rolls back). A move that makes cancelling
 * the paid order impossible (acceptance by the buyer or the timer, a cancellation, a dispute, an
 * operator's decision) closes its open cancellation request in the same transaction: `closed`, with
 * no timeline line and nobody told, as nobody withdrew it.
 */
export async function moveBid(
  tx: Executor,
  id: string,
  action: BidAction,
  at: Date,
  columns?: BidTransitionColumns,
  guard?: BidMoveGuard,
): Promise<BidRow | undefined> {
  const moved = await bidsRepository(tx).transition(id, action, at, columns, guard);
  if (moved && endsCancellationRequests(action)) await closeOpenCancellation(tx, id, at);
  return moved;
}

/**
 * The bids' part of deleting a gig (the gigs feature's gigDeletion hook, under the gig's lock):
 * refused (409) while an order of the gig is approved or in progress; else its pending bids become
 * cancelled.
 */
export async function settleBidsOfDeletedGig(tx: Executor, { gigId, at }: { gigId: string; at: Date }): Promise<void> {
  const repository = bidsRepository(tx);
  if ((await repository.countActiveOrdersOfGig(gigId)) > 0) throw new DomainError('GIG_HAS_ACTIVE_ORDER');
  await repository.cancelPendingOfGig(gigId, at);
}

export function findBid(db: Executor, id: string): Promise<BidRow | undefined> {
  return bidsRepository(db).findById(id);
}

/** The bid with its gig's title and cover and both people's names. */
export function findBidView(db: Executor, id: string): Promise<BidViewRow | undefined> {
  return bidsRepository(db).findViewById(id);
}

/** approved -> in_progress when the buyer's payment succeeded, only from that state; undefined otherwise. */
export function markBidPaid(tx: Executor, id: string, at: Date): Promise<BidRow | undefined> {
  return bidsRepository(tx).pay(id, at);
}

/**
 * An accepted extension: the order's due instant moves to `dueAt`, only while the order is under way
 * (in progress or delivered); false, with nothing changed, otherwise.
 */
export function moveDueAt(tx: Executor, id: string, dueAt: Date, at: Date): Promise<boolean> {
  return bidsRepository(tx).moveDueAt(id, dueAt, at);
}
