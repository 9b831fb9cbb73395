import type { Executor } from '../../db/client.ts';
import { transactionHook } from '../../lib/hooks.ts';
import { gigsRepository, type LockedGig } from './gigs.repository.ts';

/**
 * What the features above a gig do to it inside their own transactions: the bids feature locks
 * the gig before any change to its bids, starts its order on an approval and completes it with
 * the order; the reviews feature adds a buyer's stars. The gig row changes only here and in
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

/** in_progress -> completed, with one more sale, when its order is completed; false when it was not in progress. */
export function completeGigOrder(tx: Executor, gigId: string, at: Date): Promise<boolean> {
  return gigsRepository(tx).completeOrder(gigId, at);
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
