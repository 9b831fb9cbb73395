import type { Executor } from '../../db/client.ts';
import { transactionHook } from '../../lib/hooks.ts';
import { gigsRepository, type LockedGig } from './gigs.repository.ts';

/**
 * What the features above a gig do to it inside their own transactions: the bids feature locks
 * the gig before any change to its bids, starts its order on an approval and makes it available
 * again when the order ends; the reviews feature adds a buyer's stars. The gig row changes only here and in
 * gigs.service.ts.
 */

/** Locks the gig row (deleted or not) until the transaction ends; undefined for an unknown id. */
export function lockGig(tx: Executor, gigId: string): Promise<LockedGig | undefined> {
  return gigsRepository(tx).lock(gigId);
}

/** available -> in_progress when its owner approves a bid; false when the gig was not available (or is deleted). */
export function startGigOrder(tx: Executor, gigId: string, at: Date): Promise<boolean> {
  return gigsRepository(tx).startOrder(gigId, at);
}

/**
 * in_progress -> available when its order ends, whichever way: a gig is a repeatable offer. A
 * completed order (`sale`) counts one more sale. False when the gig was not in progress.
 */
export function endGigOrder(tx: Executor, gigId: string, at: Date, { sale }: { sale: boolean }): Promise<boolean> {
  return gigsRepository(tx).endOrder(gigId, at, sale);
}

/** A buyer's review adds its stars to the gig's rating. */
export function addGigStars(tx: Executor, gigId: string, stars: number): Promise<void> {
  return gigsRepository(tx).addStars(gigId, stars);
}

/**
 * Runs inside DELETE /gigs/{id}'s transaction, with the gig locked, before the gig is marked
 * deleted: the bids feature refuses the deletion while an order is under way and cancels the
 * pending bids (app.ts registers it).
 */
export const gigDeletion = transactionHook<{ gigId: string; at: Date }>('gigDeletion');
