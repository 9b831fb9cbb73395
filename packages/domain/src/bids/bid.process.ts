/**
 * The life of a bid (docs/product.md#order-life) as data. The server refuses any
 * transition this graph does not allow (409, nothing changed); the web uses the same graph to
 * choose which buttons a bid shows.
 *
 *   pending --approve--> approved --pay--> in_progress --complete--> completed
 *      |                    \___________complete (paid outside)____/
 *      '--cancel--> cancelled   (another bid of the gig was approved, or the gig was deleted)
 */

export const BID_STATUSES = ['pending', 'approved', 'in_progress', 'completed', 'cancelled'] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_ACTIONS = ['approve', 'cancel', 'pay', 'complete'] as const;
export type BidAction = (typeof BID_ACTIONS)[number];

export const BID_PROCESS: Record<BidStatus, Partial<Record<BidAction, BidStatus>>> = {
  pending: { approve: 'approved', cancel: 'cancelled' },
  approved: { pay: 'in_progress', complete: 'completed' },
  in_progress: { complete: 'completed' },
  completed: {},
  cancelled: {},
};

/** Who may take each action: the gig's owner, the bidder, or the system (deletion, approval of another bid). */
export const BID_ACTORS: Record<BidAction, 'owner' | 'bidder' | 'system'> = {
  approve: 'owner',
  cancel: 'system',
  pay: 'bidder',
  complete: 'owner',
};

export function canTransition(status: BidStatus, action: BidAction): boolean {
  return BID_PROCESS[status][action] !== undefined;
}

/** The state a bid reaches by the action, or null when the graph does not allow it. */
export function nextStatus(status: BidStatus, action: BidAction): BidStatus | null {
  return BID_PROCESS[status][action] ?? null;
}

/** Every status from which the action is allowed (the `WHERE status IN (...)` of a conditional update). */
export function statusesAllowing(action: BidAction): BidStatus[] {
  return BID_STATUSES.filter((status) => canTransition(status, action));
}

/** A bid chosen as its gig's order, from approval on; a gig has at most one (a unique index in the schema). */
export const ORDER_STATUSES: readonly BidStatus[] = ['approved', 'in_progress', 'completed'];
/** Bids the buyer and the seller still work on: a chosen order that is not finished. */
export const ACTIVE_ORDER_STATUSES: readonly BidStatus[] = ['approved', 'in_progress'];
/** What the owner's "pending" view lists: bids waiting for a decision and orders under way. */
export const OWNER_OPEN_STATUSES: readonly BidStatus[] = ['pending', 'approved', 'in_progress'];
