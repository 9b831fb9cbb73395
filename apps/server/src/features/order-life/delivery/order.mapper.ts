import type { StoredBrief } from '@inkwell/domain/bids/academic-brief.schema';
import { canTransition } from '@inkwell/domain/bids/bid.process';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import {
  acceptanceHoursFor,
  hoursAfter,
  isLate,
  orderActionsFor,
  orderIsActive,
  type AcceptanceWindowSettings,
  type OrderRole,
} from '@inkwell/domain/orders/order.rules';
import type { Originality } from '@inkwell/domain/integrity/originality.schema';
import type { Order, OrderEvent } from '@inkwell/domain/orders/order.schema';
import type { SellerEarnings } from '@inkwell/domain/payments/seller-earnings.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { OrderEventRow } from './order-events.repository.ts';
import type {
  CancellationRow,
  DeliveryWithFiles,
  DisputeRow,
  ExtensionRow,
  FileRow,
  OrderHeaderRow,
} from './orders.repository.ts';

/** Everything GET /orders/{bidId} answers, as read from the database (cents, dates). */
export interface OrderRows {
  header: OrderHeaderRow;
  briefFiles: FileRow[];
  deliveries: DeliveryWithFiles[];
  events: OrderEventRow[];
  cancellation: CancellationRow | undefined;
  /** The seller's open request to move the due instant. */
  extension: ExtensionRow | undefined;
  dispute: DisputeRow | undefined;
  money: { paidCents: number; heldCents: number; releasedCents: number; refundedCents: number };
  /** Each delivery's originality evidence as the reader may see it; a delivery missing here is pending. */
  originality: ReadonlyMap<string, Originality>;
  /** The fee and what the seller earns: only when the seller reads the order. */
  sellerEarnings?: SellerEarnings;
}

const PENDING: Originality = { status: 'pending', overlapPercent: null, matches: [], unreadable: [], checkedAt: null };

export interface OrderTimers extends AcceptanceWindowSettings {
  paymentHours: number;
}

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;
const dollarsOrNull = (cents: number | null): number | null => (cents === null ? null : centsToDollars(cents));

export const toFileDto = (row: FileRow): FileDto => ({
  _id: row.id,
  name: row.name,
  size: row.sizeBytes,
  contentType: row.contentType,
});

/**
 * The steps the bidding step takes before an order has a timeline of its own (placing, approving,
 * paying; a bid withdrawn, declined or cancelled while pending): the bid's own columns tell them.
 * Every later step is a recorded line of order_events.
 */
function stepsOfTheBid(bid: OrderHeaderRow['bid']): OrderEvent[] {
  const steps: OrderEvent[] = [
    {
      type: 'placed',
      actor: 'buyer',
      note: '',
      amount: centsToDollars(bid.amountCents),
      at: bid.createdAt.toISOString(),
    },
  ];
  if (bid.approvedAt)
    steps.push({ type: 'approve', actor: 'seller', note: '', amount: null, at: bid.approvedAt.toISOString() });
  if (bid.paidAt)
    steps.push({
      type: 'pay',
      actor: 'buyer',
      note: '',
      amount: centsToDollars(bid.amountCents),
      at: bid.paidAt.toISOString(),
    });
  const at = bid.updatedAt.toISOString();
  if (bid.status === 'withdrawn') steps.push({ type: 'withdraw', actor: 'buyer', note: '', amount: null, at });
  if (bid.status === 'declined')
    steps.push({ type: 'decline', actor: 'seller', note: bid.declineReason, amount: null, at });
  if (bid.status === 'cancelled' && !bid.approvedAt)
    steps.push({ type: 'cancel', actor: 'system', note: '', amount: null, at });
  return steps;
}

/** An operator reads each masked note beside the text as written (decision 054); no one else does. */
function withOriginal(step: OrderEvent, originalText: Record<string, unknown> | null, field: string, role: OrderRole) {
  const original = originalText?.[field];
  return role === 'operator' && typeof original === 'string' ? { ...step, originalNote: original } : step;
}

function timelineOf(bid: OrderHeaderRow['bid'], events: OrderEventRow[], role: OrderRole): OrderEvent[] {
  const recorded: OrderEvent[] = events.map((event) =>
    withOriginal(
      {
        type: event.type,
        actor: event.actor,
        note: event.note,
        amount: dollarsOrNull(event.amountCents),
        ...(event.dueAt ? { dueAt: event.dueAt.toISOString() } : {}),
        at: event.createdAt.toISOString(),
      },
      event.originalText,
      'note',
      role,
    ),
  );
  const recordedTypes = new Set(recorded.map((event) => event.type));
  const derived = stepsOfTheBid(bid)
    .filter((step) => !recordedTypes.has(step.type))
    .map((step) => (step.type === 'decline' ? withOriginal(step, bid.originalText, 'declineReason', role) : step));
  // A stable sort keeps the derived steps before recorded ones of the same instant.
  return [...derived, ...recorded].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** The rows of an order to the API's Order, as `role` sees it at `now` (dollars, ISO dates, the buttons). */
export function toOrder(rows: OrderRows, role: OrderRole, timers: OrderTimers, now: Date): Order {
  const { header, dispute, money } = rows;
  const { bid } = header;
  // A request left open by an order that ended another way (accepted, by the timer) is closed by the
  // settlements sweeper shortly after; it is never shown once the order cannot be cancelled any more.
  const cancellation = canTransition(bid.status, 'cancel_paid') ? rows.cancellation : undefined;
  // An open extension is answered while the order is under way; once it ended the request is moot.
  const extension = orderIsActive(bid.status) ? rows.extension : undefined;
  const revisionsLeft = Math.max(0, bid.revisionsIncluded - bid.revisionsUsed);
  const reviewed = role === 'buyer' ? Boolean(header.hasGigReview) : Boolean(header.hasUserReview);
  const actions = orderActionsFor(
    {
      status: bid.status,
      dueAt: bid.dueAt,
      revisionsLeft,
      deliveries: rows.deliveries.length,
      cancellationBy: cancellation?.requestedBy ?? null,
      reviewed,
      extensionOpen: extension !== undefined,
    },
    role,
    now,
  );
  return {
    _id: bid.id,
    gig: {
      _id: header.gig.id,
      title: header.gig.title,
      cover: header.gig.cover,
      purpose: header.gig.purpose,
      deleted: header.gig.deletedAt !== null,
    },
    buyer: { _id: header.buyer.id, username: header.buyer.username, img: header.buyer.img },
    seller: { _id: header.seller.id, username: header.seller.username, img: header.seller.img },
    viewerRole: role,
    status: bid.status,
    amount: centsToDollars(bid.amountCents),
    days: bid.days,
    proposal: bid.message,
    brief: bid.brief === null ? null : { ...(bid.brief as StoredBrief), attachments: rows.briefFiles.map(toFileDto) },
    createdAt: bid.createdAt.toISOString(),
    approvedAt: iso(bid.approvedAt),
    paidAt: iso(bid.paidAt),
    // Before payment: the instant the bid named, if it named one.
    dueAt: iso(bid.dueAt ?? bid.requestedDueAt),
    late: isLate(bid.status, bid.dueAt, now),
    completedAt: iso(bid.completedAt),
    payBy:
      bid.status === 'approved' && bid.approvedAt
        ? hoursAfter(bid.approvedAt, timers.paymentHours).toISOString()
        : null,
    autoAcceptAt:
      bid.status === 'delivered' && bid.deliveredAt
        ? hoursAfter(bid.deliveredAt, acceptanceHoursFor(bid.workPages, timers)).toISOString()
        : null,
    revisionsIncluded: bid.revisionsIncluded,
    revisionsLeft,
    deliveries: rows.deliveries.map((delivery) => ({
      _id: delivery.id,
      message: delivery.message,
      files: delivery.files.map(toFileDto),
      at: delivery.createdAt.toISOString(),
      originality: rows.originality.get(delivery.id) ?? PENDING,
    })),
    timeline: timelineOf(bid, rows.events, role),
    cancellation: cancellation
      ? { requestedBy: cancellation.requestedBy, reason: cancellation.reason, at: cancellation.createdAt.toISOString() }
      : null,
    extension: extension
      ? {
          dueAt: extension.dueAt.toISOString(),
          previousDueAt: extension.previousDueAt.toISOString(),
          reason: extension.reason,
          at: extension.createdAt.toISOString(),
        }
      : null,
    dispute: dispute
      ? {
          openedBy: dispute.openedBy,
          reason: dispute.reason,
          at: dispute.createdAt.toISOString(),
          outcome: dispute.outcome,
          refundAmount: dollarsOrNull(dispute.refundCents),
          resolvedAt: iso(dispute.resolvedAt),
        }
      : null,
    money: {
      paid: centsToDollars(money.paidCents),
      held: centsToDollars(money.heldCents),
      released: centsToDollars(money.releasedCents),
      refunded: centsToDollars(money.refundedCents),
    },
    ...(rows.sellerEarnings ? { sellerEarnings: rows.sellerEarnings } : {}),
    declineReason: bid.declineReason,
    hasUserReview: Boolean(header.hasUserReview),
    hasGigReview: Boolean(header.hasGigReview),
    ...(role === 'operator' && bid.originalText ? { originalText: bid.originalText } : {}),
    actions,
  };
}
