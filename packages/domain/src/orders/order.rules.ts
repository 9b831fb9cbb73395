import { ACTIVE_ORDER_STATUSES, canTransition, type BidStatus } from '../bids/bid.process.ts';

/**
 * The rules of an order after approval (docs/product.md#order-life) that the graph of
 * bid.process.ts cannot hold alone: due dates, lateness, revisions, and which buttons each person
 * sees now. The server decides with the same functions the screens draw with.
 */

/** The buyer alone may cancel (full refund) an order this many hours late with nothing delivered. */
export const LATE_CANCEL_HOURS = 24;
/** Timers' defaults in hours (ORDER_ACCEPTANCE_HOURS, ORDER_PAYMENT_HOURS); both accept fractions. */
export const ORDER_ACCEPTANCE_HOURS_DEFAULT = 72;
export const ORDER_PAYMENT_HOURS_DEFAULT = 72;
/** A delivery carries 1 to DELIVERY_FILES_MAX files; a chat message 0 to MESSAGE_FILES_MAX. */
export const DELIVERY_FILES_MAX = 10;
export const MESSAGE_FILES_MAX = 5;
export const DELIVERY_MESSAGE_MAX = 5000;
/** A reason (decline, revision, cancellation, dispute): 10 to 1000 characters once trimmed. */
export const REASON_MIN = 10;
export const REASON_MAX = 1000;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** An order paid at `paidAt` for `days` days is due `days` days later. */
export function dueDateAfterPayment(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * DAY_MS);
}

/** After a revision request the seller has half the order's days again (at least one day). */
export function dueDateAfterRevision(requestedAt: Date, days: number): Date {
  return new Date(requestedAt.getTime() + Math.max(1, Math.ceil(days / 2)) * DAY_MS);
}

/** Late: the work is still to be delivered (in progress) and its due date has passed. */
export function isLate(status: BidStatus, dueAt: Date | null, now: Date): boolean {
  return status === 'in_progress' && dueAt !== null && now.getTime() > dueAt.getTime();
}

/** More than LATE_CANCEL_HOURS late with nothing ever delivered: the buyer may cancel alone. */
export function buyerMayCancelLate(
  order: { status: BidStatus; dueAt: Date | null; deliveries: number },
  now: Date,
): boolean {
  return (
    order.status === 'in_progress' &&
    order.deliveries === 0 &&
    order.dueAt !== null &&
    now.getTime() > order.dueAt.getTime() + LATE_CANCEL_HOURS * HOUR_MS
  );
}

/** When a timer acts: `hours` after `from` (fractions allowed: tests use seconds). */
export const hoursAfter = (from: Date, hours: number): Date => new Date(from.getTime() + hours * HOUR_MS);

/** ORDER_ACCEPTANCE_HOURS_PER_10_PAGES' default: a day more to read every 10 pages of the work. */
export const ORDER_ACCEPTANCE_HOURS_PER_10_PAGES_DEFAULT = 24;
/** Long work never makes the acceptance window longer than this (hours: 14 days), unless the floor itself is. */
export const ORDER_ACCEPTANCE_HOURS_CAP = 14 * 24;

/** A brief measured in words counts as pages of this many words (a double-spaced page). */
export const WORDS_PER_PAGE = 275;

/** The work's length in pages (words rounded up to whole pages); 0 when the order has no brief. */
export function pagesOfWork(length: { unit: 'words' | 'pages'; value: number } | null | undefined): number {
  if (!length || !Number.isFinite(length.value) || length.value <= 0) return 0;
  return length.unit === 'pages' ? Math.ceil(length.value) : Math.ceil(length.value / WORDS_PER_PAGE);
}

export interface AcceptanceWindowSettings {
  /** ORDER_ACCEPTANCE_HOURS: every order's window at least. */
  acceptanceHours: number;
  /** ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: added for every whole 10 pages of the work (0: never). */
  acceptanceHoursPer10Pages: number;
}

/**
 * How long the buyer has to answer a delivery before the timer accepts it (hours): the floor, plus
 * the per-10-pages hours for every whole 10 pages, at most ORDER_ACCEPTANCE_HOURS_CAP, never less than the floor.
 */
export function acceptanceHoursFor(pages: number, settings: AcceptanceWindowSettings): number {
  const floor = settings.acceptanceHours;
  const grown = floor + Math.floor(Math.max(0, pages) / 10) * settings.acceptanceHoursPer10Pages;
  return Math.max(floor, Math.min(ORDER_ACCEPTANCE_HOURS_CAP, grown));
}

/** The seller may ask for more time until this many hours after the due instant. */
export const EXTENSION_GRACE_HOURS = 24;
/** An extension moves the due instant at most this many days later than it is now. */
export const EXTENSION_MAX_DAYS = 60;

/**
 * The seller may ask to move the due instant while the work is still to be delivered, before
 * it or up to EXTENSION_GRACE_HOURS after it.
 */
export function sellerMayAskExtension(order: { status: BidStatus; dueAt: Date | null }, now: Date): boolean {
  return (
    order.status === 'in_progress' &&
    order.dueAt !== null &&
    now.getTime() <= order.dueAt.getTime() + EXTENSION_GRACE_HOURS * HOUR_MS
  );
}

/** An extension's new instant: later than the current due instant and than now, at most EXTENSION_MAX_DAYS later. */
export function extensionDueAllowed(currentDueAt: Date, requested: Date, now: Date): boolean {
  const at = requested.getTime();
  return (
    at > currentDueAt.getTime() && at > now.getTime() && at <= currentDueAt.getTime() + EXTENSION_MAX_DAYS * DAY_MS
  );
}

/** The things a person can do on an order page or an order card, in the order the buttons show. */
export const ORDER_UI_ACTIONS = [
  'approve',
  'decline',
  'withdraw',
  'pay',
  'cancel_unpaid',
  'deliver',
  'accept',
  'request_revision',
  'request_cancellation',
  'withdraw_cancellation',
  'accept_cancellation',
  'cancel_late',
  'request_extension',
  'accept_extension',
  'decline_extension',
  'dispute',
  'resolve',
  'review',
] as const;
export type OrderUiAction = (typeof ORDER_UI_ACTIONS)[number];

export type OrderRole = 'buyer' | 'seller' | 'operator';

export interface OrderFacts {
  status: BidStatus;
  dueAt: Date | null;
  revisionsLeft: number;
  deliveries: number;
  /** The open cancellation request, by whom; null when none. */
  cancellationBy: 'buyer' | 'seller' | null;
  /** The viewer has written their review of this order. */
  reviewed: boolean;
  /** The seller asked to move the due instant and the buyer has not answered yet. */
  extensionOpen?: boolean;
}

/** What this person may do on the order now; the server enforces each of them again. */
export function orderActionsFor(order: OrderFacts, role: OrderRole, now: Date): OrderUiAction[] {
  const { status } = order;
  const can: Record<OrderUiAction, boolean> = {
    approve: role === 'seller' && canTransition(status, 'approve'),
    decline: role === 'seller' && canTransition(status, 'decline'),
    withdraw: role === 'buyer' && canTransition(status, 'withdraw'),
    pay: role === 'buyer' && canTransition(status, 'pay'),
    cancel_unpaid: role !== 'operator' && canTransition(status, 'cancel_unpaid'),
    deliver: role === 'seller' && canTransition(status, 'deliver'),
    accept: role === 'buyer' && canTransition(status, 'accept'),
    request_revision: role === 'buyer' && canTransition(status, 'request_revision') && order.revisionsLeft > 0,
    request_cancellation: role !== 'operator' && canTransition(status, 'cancel_paid') && order.cancellationBy === null,
    withdraw_cancellation: role !== 'operator' && canTransition(status, 'cancel_paid') && order.cancellationBy === role,
    accept_cancellation:
      role !== 'operator' &&
      canTransition(status, 'cancel_paid') &&
      order.cancellationBy !== null &&
      order.cancellationBy !== role,
    cancel_late: role === 'buyer' && buyerMayCancelLate(order, now),
    request_extension: role === 'seller' && !order.extensionOpen && sellerMayAskExtension(order, now),
    accept_extension: role === 'buyer' && Boolean(order.extensionOpen) && orderIsActive(status),
    decline_extension: role === 'buyer' && Boolean(order.extensionOpen) && orderIsActive(status),
    dispute: role !== 'operator' && canTransition(status, 'dispute'),
    resolve: role === 'operator' && status === 'disputed',
    review: role !== 'operator' && status === 'completed' && !order.reviewed,
  };
  return ORDER_UI_ACTIONS.filter((action) => can[action]);
}

export const orderIsActive = (status: BidStatus): boolean => ACTIVE_ORDER_STATUSES.includes(status);

/** A split's refund to the buyer (cents): more than nothing and less than what was paid; the seller gets the rest. */
export function splitRefundAllowed(refundCents: number, paidCents: number): boolean {
  return Number.isInteger(refundCents) && refundCents > 0 && refundCents < paidCents;
}
