import {
  FINAL_STATUSES,
  mayAct,
  nextStatus,
  type BidAction,
  type BidActor,
  type BidStatus,
} from '@inkwell/domain/bids/bid.process';
import {
  buyerMayCancelLate,
  DELIVERY_FILES_MAX,
  DELIVERY_MESSAGE_MAX,
  dueDateAfterPayment,
  dueDateAfterRevision,
  hoursAfter,
  ORDER_ACCEPTANCE_HOURS_DEFAULT,
  ORDER_PAYMENT_HOURS_DEFAULT,
  REASON_MAX,
  REASON_MIN,
} from '@inkwell/domain/orders/order.rules';
import type { bids, orderCancellations, orderDisputes, orderEvents } from '../db/schema/order-life.ts';
import { idAt, type Clock, type GigRow, type UserRow } from './rows.ts';
import type { DemoBid, DemoDocument, DemoStep } from './types.ts';

/**
 * Walks one demo order through its steps with the app's own rules: the bid graph says which action
 * may follow which state and who may take it (bid.process.ts), the order rules give due dates,
 * revisions, the late cancellation and the timers (order.rules.ts). Any step the app could not
 * take throws, so the demo never shows a history the app itself could not have written.
 */

export type BidRow = typeof bids.$inferInsert & {
  id: string;
  createdAt: Date;
  amountCents: number;
  gigId: string;
  bidderId: string;
  sellerId: string;
};
export type EventRow = typeof orderEvents.$inferInsert & { createdAt: Date };
export type CancellationRow = typeof orderCancellations.$inferInsert;
export type DisputeRow = typeof orderDisputes.$inferInsert;

/** Money that moved: into escrow, back to the buyer, or out to the seller. */
export interface MoneyStep {
  kind: 'payment' | 'refund' | 'release';
  cents: number;
  at: Date;
}

export interface WalkedOrder {
  record: DemoBid;
  bid: BidRow;
  events: EventRow[];
  deliveries: { id: string; at: Date; message: string; files: DemoDocument[] }[];
  cancellations: CancellationRow[];
  dispute: DisputeRow | null;
  money: MoneyStep[];
  /** When the order reached a final state (null while it is pending or active). */
  endedAt: Date | null;
}

export interface WalkContext {
  clock: Clock;
  now: Date;
  gig: GigRow;
  buyer: UserRow;
  operator: UserRow;
  /** When another bid of the gig was approved while this one was pending (its `cancel` step). */
  cancelAt: Date | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function failOf(record: DemoBid) {
  return (problem: string): never => {
    throw new Error(`demo bid of ${record.buyer} on ${record.gig}: ${problem}`);
  };
}

function checkReason(reason: string, fail: (problem: string) => never) {
  const length = reason.trim().length;
  if (length < REASON_MIN || length > REASON_MAX) fail(`a reason must have ${REASON_MIN} to ${REASON_MAX} characters`);
}

function actorOf(step: Exclude<DemoStep, { do: 'cancellation_requested' | 'cancellation_withdrawn' }>): BidActor {
  switch (step.do) {
    case 'approve':
    case 'decline':
    case 'deliver':
      return 'seller';
    case 'pay':
    case 'withdraw':
    case 'request_revision':
      return 'buyer';
    case 'cancel':
      return 'system';
    case 'resolve_release':
    case 'resolve_refund':
    case 'resolve_split':
      return 'operator';
    default:
      return step.by;
  }
}

/** A timer's step happens at its deadline; everyone else's at the day they are given. */
function timeOf(
  step: DemoStep,
  ctx: WalkContext,
  order: { approvedAt: Date | null; deliveredAt: Date | null },
  fail: (p: string) => never,
): Date {
  if (step.do === 'cancel')
    return ctx.cancelAt ?? fail('cancelled although no other bid of the gig was approved while it was pending');
  if (step.do === 'cancel_unpaid' && step.by === 'system')
    return hoursAfter(order.approvedAt!, ORDER_PAYMENT_HOURS_DEFAULT);
  if (step.do === 'accept' && step.by === 'system')
    return hoursAfter(order.deliveredAt ?? fail('accepted before any delivery'), ORDER_ACCEPTANCE_HOURS_DEFAULT);
  if (!('daysAgo' in step)) return fail('a step by a timer has no day of its own; every other step has one');
  return ctx.clock.at(step.daysAgo);
}

export function walkOrder(record: DemoBid, ctx: WalkContext): WalkedOrder {
  const fail = failOf(record);
  const { gig, buyer, operator } = ctx;
  const amountCents = record.amountCents ?? gig.totalPriceCents;
  const placedAt = ctx.clock.at(record.placedDaysAgo);
  const bid: BidRow = {
    id: idAt(placedAt),
    gigId: gig.id,
    bidderId: buyer.id,
    sellerId: gig.userId,
    amountCents,
    days: record.days,
    message: record.message,
    status: 'pending',
    createdAt: placedAt,
    updatedAt: placedAt,
    approvedAt: null,
    completedAt: null,
    paidAt: null,
    dueAt: null,
    deliveredAt: null,
    revisionsIncluded: gig.revisions,
    revisionsUsed: 0,
    declineReason: '',
  };
  const walked: WalkedOrder = {
    record,
    bid,
    events: [],
    deliveries: [],
    cancellations: [],
    dispute: null,
    money: [],
    endedAt: null,
  };
  const idOf: Record<BidActor, string | null> = {
    buyer: buyer.id,
    seller: gig.userId,
    operator: operator.id,
    system: null,
  };
  const event = (type: EventRow['type'], actor: BidActor, at: Date, note = '', cents: number | null = null) =>
    walked.events.push({
      id: idAt(at),
      bidId: bid.id,
      type,
      actor,
      actorId: idOf[actor],
      note,
      amountCents: cents,
      createdAt: at,
    });
  const held = () => walked.money.reduce((sum, m) => sum + (m.kind === 'payment' ? m.cents : -m.cents), 0);

  let status: BidStatus = 'pending';
  let last = placedAt;
  let open: CancellationRow | null = null;
  event('placed', 'buyer', placedAt);

  for (const step of record.steps) {
    const at = timeOf(step, ctx, { approvedAt: bid.approvedAt ?? null, deliveredAt: bid.deliveredAt ?? null }, fail);
    if (at < last) fail(`${step.do} comes before the step it follows`);
    if (at > ctx.now) fail(`${step.do} is in the future`);
    // The timers act first: nobody acts on an unpaid approval or an unanswered delivery after their deadline.
    if (status === 'approved' && at > hoursAfter(bid.approvedAt!, ORDER_PAYMENT_HOURS_DEFAULT))
      fail(`${step.do} after the payment timer would have cancelled the order`);
    if (status === 'delivered' && at > hoursAfter(bid.deliveredAt!, ORDER_ACCEPTANCE_HOURS_DEFAULT))
      fail(`${step.do} after the acceptance timer would have completed the order`);
    last = at;

    if (step.do === 'cancellation_requested') {
      if (nextStatus(status, 'cancel_paid') === null || open)
        fail(`a cancellation request while ${status}${open ? ' with one open' : ''}`);
      checkReason(step.reason, fail);
      open = {
        id: idAt(at),
        bidId: bid.id,
        requestedBy: step.by,
        reason: step.reason,
        status: 'open',
        createdAt: at,
        closedAt: null,
      };
      walked.cancellations.push(open);
      event('cancellation_requested', step.by, at, step.reason);
      continue;
    }
    if (step.do === 'cancellation_withdrawn') {
      if (!open || open.requestedBy !== step.by)
        return fail('only the side that asked withdraws a cancellation request');
      open.status = 'withdrawn';
      open.closedAt = at;
      open = null;
      event('cancellation_withdrawn', step.by, at);
      continue;
    }

    const action: BidAction = step.do;
    const actor = actorOf(step);
    if (!mayAct(actor, action)) fail(`the ${actor} may not ${action}`);
    const next: BidStatus = nextStatus(status, action) ?? fail(`${action} from ${status}`);
    let note = '';
    let cents: number | null = null;
    switch (step.do) {
      case 'approve':
        bid.approvedAt = at;
        break;
      case 'decline':
        checkReason(step.reason, fail);
        bid.declineReason = step.reason;
        note = step.reason;
        break;
      case 'pay':
        bid.paidAt = at;
        bid.dueAt = dueDateAfterPayment(at, record.days);
        walked.money.push({ kind: 'payment', cents: amountCents, at });
        cents = amountCents;
        break;
      case 'deliver':
        if (step.files.length < 1 || step.files.length > DELIVERY_FILES_MAX)
          fail(`a delivery carries 1 to ${DELIVERY_FILES_MAX} files`);
        if (step.message.trim() === '' || step.message.length > DELIVERY_MESSAGE_MAX)
          fail('a delivery message is 1 to DELIVERY_MESSAGE_MAX characters');
        if (step.files.some((file) => !file.name.endsWith('.pdf'))) fail('demo deliveries are PDF documents');
        walked.deliveries.push({ id: idAt(at), at, message: step.message, files: step.files });
        bid.deliveredAt = at;
        note = step.message;
        break;
      case 'request_revision':
        checkReason(step.reason, fail);
        if (bid.revisionsUsed! >= gig.revisions) fail('no revisions left');
        bid.revisionsUsed = bid.revisionsUsed! + 1;
        bid.dueAt = dueDateAfterRevision(at, record.days);
        note = step.reason;
        break;
      case 'cancel_paid': {
        const agreed = open !== null && open.requestedBy !== step.by;
        const late =
          step.by === 'buyer' &&
          buyerMayCancelLate({ status, dueAt: bid.dueAt ?? null, deliveries: walked.deliveries.length }, at);
        if (!agreed && !late)
          fail(
            "a paid order is cancelled by accepting the other side's request, or by the buyer once it is late enough",
          );
        if (agreed) {
          open!.status = 'accepted';
          open!.closedAt = at;
          open = null;
        }
        cents = held();
        walked.money.push({ kind: 'refund', cents, at });
        break;
      }
      case 'dispute':
        checkReason(step.reason, fail);
        walked.dispute = {
          id: idAt(at),
          bidId: bid.id,
          openedBy: step.by,
          reason: step.reason,
          createdAt: at,
          outcome: null,
          refundCents: null,
          resolvedBy: null,
          resolvedAt: null,
        };
        note = step.reason;
        break;
      case 'accept':
      case 'resolve_release':
      case 'resolve_refund':
      case 'resolve_split': {
        const refund = step.do === 'resolve_refund' ? held() : step.do === 'resolve_split' ? step.refundCents : 0;
        if (step.do === 'resolve_split' && (refund <= 0 || refund >= held()))
          fail('a split refunds part of the money, not none or all of it');
        const release = held() - refund;
        if (refund > 0) walked.money.push({ kind: 'refund', cents: refund, at });
        if (release > 0) walked.money.push({ kind: 'release', cents: release, at });
        if (step.do !== 'accept') {
          checkReason(step.note, fail);
          note = step.note;
          const outcome = step.do === 'resolve_release' ? 'release' : step.do === 'resolve_refund' ? 'refund' : 'split';
          Object.assign(walked.dispute!, {
            outcome,
            refundCents: refund > 0 ? refund : null,
            resolvedBy: operator.id,
            resolvedAt: at,
          });
        }
        if (next === 'completed') bid.completedAt = at;
        cents = refund > 0 ? refund : release;
        break;
      }
      default:
        break;
    }
    status = next;
    event(action, actor, at, note, cents);
    if (FINAL_STATUSES.includes(status)) {
      walked.endedAt = at;
      if (open) Object.assign(open, { status: 'closed', closedAt: at });
      open = null;
    }
  }

  if (status !== record.status) fail(`its steps lead to ${status}, not ${record.status}`);
  if (status === 'approved' && ctx.now > hoursAfter(bid.approvedAt!, ORDER_PAYMENT_HOURS_DEFAULT))
    fail('an unpaid approval older than the payment timer');
  if (status === 'delivered' && ctx.now.getTime() - bid.deliveredAt!.getTime() >= DAY_MS)
    fail('a delivery waiting for an answer is less than a day old');
  if (held() !== (['in_progress', 'delivered', 'disputed'].includes(status) ? amountCents : 0))
    fail('its money does not add up');
  bid.status = status;
  bid.updatedAt = last;
  return walked;
}
