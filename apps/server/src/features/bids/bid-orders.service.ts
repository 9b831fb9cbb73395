import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { transactionHook } from '../../lib/hooks.ts';
import { bidsRepository, type BidRow, type BidViewRow } from './bids.repository.ts';

/**
 * A bid as the features around it see it: the payments feature reads the order it is paid for and
 * moves it approved -> in_progress once paid; the payments feature takes part in a completion
 * through bidCompletion; a gig's deletion settles its bids through the gigs feature's gigDeletion.
 */

export interface BidCompletion {
  /** The bid just moved to completed. */
  bid: BidRow;
  at: Date;
}

/**
 * Runs inside POST /bids/complete's transaction, with the gig locked, once the bid, its review and
 * its gig are completed and before anyone is told: the payments feature releases the escrow or
 * records an order paid outside, and refuses (409) while a payment is still processing (app.ts
 * registers it).
 */
export const bidCompletion = transactionHook<BidCompletion>('bidCompletion');

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
