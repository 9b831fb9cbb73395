/**
 * The life of a gig (docs/product.md#gig-states) as data. A gig is a repeatable offer that
 * follows its order: it takes bids while `available`, goes `in_progress` when its owner approves
 * one of its bids, and is `available` again when that order ends, whichever way (completed,
 * cancelled, refunded). Its `sales` count its completed orders.
 *
 *   available --approve_bid--> in_progress --end_order--> available
 *
 * Deleting a gig does not change its status (it sets `deletedAt`; its pending bids are cancelled).
 */

export const GIG_STATUSES = ['available', 'in_progress'] as const;
export type GigStatus = (typeof GIG_STATUSES)[number];

export const GIG_ACTIONS = ['approve_bid', 'end_order'] as const;
export type GigAction = (typeof GIG_ACTIONS)[number];

export const GIG_PROCESS: Record<GigStatus, Partial<Record<GigAction, GigStatus>>> = {
  available: { approve_bid: 'in_progress' },
  in_progress: { end_order: 'available' },
};

/** Who moves the gig: its owner by approving a bid, and whoever ends the order (a person, an operator or a timer). */
export const GIG_ACTORS: Record<GigAction, 'owner' | 'order'> = {
  approve_bid: 'owner',
  end_order: 'order',
};

export function canGigTransition(status: GigStatus, action: GigAction): boolean {
  return GIG_PROCESS[status][action] !== undefined;
}

/** The state a gig reaches by the action, or null when the graph does not allow it. */
export function nextGigStatus(status: GigStatus, action: GigAction): GigStatus | null {
  return GIG_PROCESS[status][action] ?? null;
}

/** Every status from which the action is allowed (the `WHERE status IN (...)` of a conditional update). */
export function gigStatusesAllowing(action: GigAction): GigStatus[] {
  return GIG_STATUSES.filter((status) => canGigTransition(status, action));
}

/** A gig takes new bids exactly while one of them could still be approved: when it is available. */
export function gigTakesBids(status: GigStatus): boolean {
  return canGigTransition(status, 'approve_bid');
}
