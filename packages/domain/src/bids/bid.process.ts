/**
 * The life of a bid and of the order it becomes (docs/product.md#order-life) as data: which action
 * moves it from which state to which, and who may take it. The server refuses any transition this
 * graph does not allow (409, nothing changed) and writes each one as a conditional update
 * (`WHERE status IN statusesAllowing(action)`); the screens ask the same graph which buttons to show.
 *
 *   pending --approve--> approved --pay--> in_progress --deliver--> delivered --accept--> completed
 *    | | '--withdraw--> withdrawn   |                ^  |  '--dispute--.        |  '--dispute--.
 *    | '----decline---> declined    |                '--request_revision-'      |               v
 *    '------cancel----> cancelled <-'--cancel_unpaid     cancel_paid --> refunded <-- resolve_*  disputed
 *                                                                                 resolve_release --> completed
 */

export const BID_STATUSES = [
  'pending',
  'approved',
  'in_progress',
  'delivered',
  'completed',
  'cancelled',
  'withdrawn',
  'declined',
  'disputed',
  'refunded',
] as const;
export type BidStatus = (typeof BID_STATUSES)[number];

export const BID_ACTIONS = [
  'approve',
  'withdraw',
  'decline',
  'cancel',
  'cancel_unpaid',
  'pay',
  'deliver',
  'accept',
  'request_revision',
  'cancel_paid',
  'dispute',
  'resolve_release',
  'resolve_refund',
  'resolve_split',
] as const;
export type BidAction = (typeof BID_ACTIONS)[number];

export const BID_PROCESS: Record<BidStatus, Partial<Record<BidAction, BidStatus>>> = {
  pending: { approve: 'approved', withdraw: 'withdrawn', decline: 'declined', cancel: 'cancelled' },
  approved: { pay: 'in_progress', cancel_unpaid: 'cancelled' },
  in_progress: { deliver: 'delivered', cancel_paid: 'refunded', dispute: 'disputed' },
  delivered: { accept: 'completed', request_revision: 'in_progress', cancel_paid: 'refunded', dispute: 'disputed' },
  disputed: { resolve_release: 'completed', resolve_refund: 'refunded', resolve_split: 'refunded' },
  completed: {},
  cancelled: {},
  withdrawn: {},
  declined: {},
  refunded: {},
};

/**
 * Who may take each action: the gig's owner (`seller`), the bidder (`buyer`), an operator deciding
 * a dispute, or the system (another bid approved, the gig deleted, a payment settled, a timer).
 * Some actions have further conditions that the graph cannot hold and `orderActionsFor` checks:
 * a revision needs revisions left; `cancel_paid` is the other side accepting a cancellation
 * request, or the buyer alone once the order is more than LATE_CANCEL_HOURS late with nothing delivered.
 */
export type BidActor = 'seller' | 'buyer' | 'operator' | 'system';

export const BID_ACTORS: Record<BidAction, readonly BidActor[]> = {
  approve: ['seller'],
  withdraw: ['buyer'],
  decline: ['seller'],
  cancel: ['system'],
  cancel_unpaid: ['buyer', 'seller', 'system'],
  pay: ['buyer', 'system'],
  deliver: ['seller'],
  accept: ['buyer', 'system'],
  request_revision: ['buyer'],
  cancel_paid: ['buyer', 'seller'],
  dispute: ['buyer', 'seller'],
  resolve_release: ['operator'],
  resolve_refund: ['operator'],
  resolve_split: ['operator'],
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

/** The one state an action leads to (every action of the graph has exactly one target, whatever the start). */
export function targetOf(action: BidAction): BidStatus {
  return nextStatus(statusesAllowing(action)[0]!, action)!;
}

export function mayAct(actor: BidActor, action: BidAction): boolean {
  return BID_ACTORS[action].includes(actor);
}

/** An order under way: the gig is in progress while its one order is in one of these (a unique index in the schema). */
export const ACTIVE_ORDER_STATUSES: readonly BidStatus[] = ['approved', 'in_progress', 'delivered', 'disputed'];
/** A bid the buyer still has on a gig: one per buyer and gig at a time (a partial unique index). */
export const LIVE_BID_STATUSES: readonly BidStatus[] = ['pending', ...ACTIVE_ORDER_STATUSES];
/** The order has been paid and is not finished: it can be disputed, or cancelled with a full refund. */
export const PAID_OPEN_STATUSES: readonly BidStatus[] = ['in_progress', 'delivered', 'disputed'];
/**
 * A bid chosen as its gig's order, from approval on (a cancelled bid may or may not have been chosen: see approvedAt).
 */
export const ORDER_STATUSES: readonly BidStatus[] = [...ACTIVE_ORDER_STATUSES, 'completed', 'refunded'];
/** Nothing moves a bid out of these. */
export const FINAL_STATUSES: readonly BidStatus[] = BID_STATUSES.filter(
  (status) => Object.keys(BID_PROCESS[status]).length === 0,
);
/** What the owner's "pending" view lists: bids waiting for a decision and orders under way. */
export const OWNER_OPEN_STATUSES: readonly BidStatus[] = LIVE_BID_STATUSES;

export const isActiveOrder = (status: BidStatus): boolean => ACTIVE_ORDER_STATUSES.includes(status);
export const isFinal = (status: BidStatus): boolean => FINAL_STATUSES.includes(status);

/**
 * Whether the action takes a paid order (in_progress, delivered, disputed) to a state where
 * `cancel_paid` is no longer allowed (accept, cancel_paid, dispute, resolve_*): the move closes the
 * order's open cancellation request in its own transaction, so nothing can withdraw or accept it later.
 */
export function endsCancellationRequests(action: BidAction): boolean {
  return (
    !canTransition(targetOf(action), 'cancel_paid') &&
    statusesAllowing(action).some((status) => PAID_OPEN_STATUSES.includes(status))
  );
}
