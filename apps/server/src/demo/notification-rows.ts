import { previewOf } from '@inkwell/domain/notifications/notification.rules';
import type { notifications } from '../db/schema/notifications.ts';
import type { OrderEventType } from '@inkwell/domain/orders/order.schema';
import type { OrderRows } from './activity-rows.ts';
import type { EventRow } from './order-walk.ts';
import { idAt, type Clock } from './rows.ts';
import type { ConversationRow, MessageRow } from './social-rows.ts';

/**
 * The notifications the demo's history would have left, stored as notify() stores them
 * (decision 014): each step of an order's timeline told to the other side (to both when a timer or
 * an operator acted), review_received for each review, and one unread message_received per
 * conversation its recipient has not read (counting the messages since the recipient last wrote,
 * with the newest one's preview). Each is dated by the step it reports.
 *
 * Read or not: a notification is read once its reader acted on the order afterwards (the seller
 * approving a bid on the gig counts for every bid placed on it), or an hour after it arrived when
 * that is more than three days ago. Newer ones stay unread, as does every unread message.
 */

export type NotificationRow = typeof notifications.$inferInsert;

const RECENT_DAYS = 3;
const SEEN_AFTER_MS = 60 * 60 * 1000;

type Told = { type: NotificationRow['type']; to: 'buyer' | 'seller' | 'other' };

/**
 * Which notification each step of the timeline sends; `other`:
 * the side that did not act (both after a timer or an operator).
 */
const TOLD: Partial<Record<OrderEventType, Told>> = {
  placed: { type: 'bid_placed', to: 'seller' },
  approve: { type: 'bid_approved', to: 'buyer' },
  cancel: { type: 'bid_not_selected', to: 'buyer' },
  pay: { type: 'bid_paid', to: 'seller' },
  withdraw: { type: 'bid_withdrawn', to: 'seller' },
  decline: { type: 'bid_declined', to: 'buyer' },
  cancel_unpaid: { type: 'order_cancelled', to: 'other' },
  deliver: { type: 'order_delivered', to: 'buyer' },
  request_revision: { type: 'revision_requested', to: 'seller' },
  accept: { type: 'order_completed', to: 'other' },
  cancellation_requested: { type: 'cancellation_requested', to: 'other' },
  cancellation_withdrawn: { type: 'cancellation_withdrawn', to: 'other' },
  cancel_paid: { type: 'order_refunded', to: 'other' },
  dispute: { type: 'order_disputed', to: 'other' },
  resolve_release: { type: 'dispute_resolved', to: 'other' },
  resolve_refund: { type: 'dispute_resolved', to: 'other' },
  resolve_split: { type: 'dispute_resolved', to: 'other' },
};

interface Fact {
  userId: string;
  type: NotificationRow['type'];
  actorId: string | null;
  gigId: string;
  bidId: string;
  amountCents?: number;
  stars?: number;
  at: Date;
  /** When the reader acted on what it reports, if they did. */
  actedAt?: Date | null;
}

function earliest(dates: (Date | null | undefined)[]): Date | null {
  const times = dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime());
  return times.length === 0 ? null : new Date(Math.min(...times));
}

function recipients(told: Told, actor: EventRow['actor']): ('buyer' | 'seller')[] {
  if (told.to !== 'other') return [told.to];
  if (actor === 'buyer') return ['seller'];
  if (actor === 'seller') return ['buyer'];
  return ['buyer', 'seller'];
}

function orderFacts(orders: OrderRows): Fact[] {
  const facts: Fact[] = [];
  const bidsById = new Map(orders.bids.map((bid) => [bid.id, bid]));
  const acts = orders.events.filter((e) => e.actorId !== null);
  for (const event of orders.events) {
    const told = TOLD[event.type];
    if (!told) continue;
    const bid = bidsById.get(event.bidId)!;
    const people = { buyer: bid.bidderId, seller: bid.sellerId };
    for (const side of recipients(told, event.actor)) {
      const userId = people[side];
      // The reader's next step on this order (for a new bid, also approving any bid of the gig).
      const next = acts.find(
        (a) =>
          a.createdAt > event.createdAt &&
          a.actorId === userId &&
          (a.bidId === bid.id ||
            (event.type === 'placed' && a.type === 'approve' && bidsById.get(a.bidId)!.gigId === bid.gigId)),
      );
      facts.push({
        userId,
        type: told.type,
        // A bid not selected is the owner's doing (they approved another); the other steps name who acted.
        actorId: event.type === 'cancel' ? bid.sellerId : (event.actorId ?? null),
        gigId: bid.gigId,
        bidId: bid.id,
        amountCents: event.amountCents ?? bid.amountCents,
        at: event.createdAt,
        actedAt: next?.createdAt ?? null,
      });
    }
  }
  for (const review of orders.userReviews)
    facts.push({
      userId: review.revieweeId,
      type: 'review_received',
      actorId: review.reviewerId,
      gigId: review.gigId,
      bidId: review.bidId,
      stars: review.stars,
      at: review.createdAt!,
    });
  for (const review of orders.gigReviews)
    facts.push({
      userId: review.sellerId,
      type: 'review_received',
      actorId: review.reviewerId,
      gigId: review.gigId,
      bidId: review.bidId,
      stars: review.stars,
      at: review.createdAt!,
    });
  return facts;
}

/** The unread message notification of each conversation whose recipient has not read it. */
function messageRows(chats: { conversations: ConversationRow[]; messages: MessageRow[] }): NotificationRow[] {
  return chats.conversations.flatMap((conversation) => {
    const unreadBy = !conversation.readBySeller
      ? conversation.sellerId
      : !conversation.readByBuyer
        ? conversation.buyerId
        : null;
    if (!unreadBy) return [];
    const thread = chats.messages
      .filter((m) => m.conversationId === conversation.id)
      .sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
    const lastOwn = thread.findLastIndex((m) => m.userId === unreadBy);
    const unread = thread.slice(lastOwn + 1);
    const first = unread[0];
    const last = unread.at(-1);
    if (!first || !last) return [];
    return [
      {
        id: idAt(first.createdAt!),
        userId: unreadBy,
        type: 'message_received' as const,
        actorId: last.userId,
        conversationId: conversation.id,
        preview: previewOf(last.desc),
        count: unread.length,
        readAt: null,
        createdAt: first.createdAt!,
        updatedAt: last.createdAt!,
      },
    ];
  });
}

export function buildNotificationRows(
  orders: OrderRows,
  chats: { conversations: ConversationRow[]; messages: MessageRow[] },
  clock: Clock,
): NotificationRow[] {
  const recentSince = clock.at(RECENT_DAYS);
  const orderRows = orderFacts(orders).map(({ at, actedAt, amountCents, stars, ...fact }): NotificationRow => {
    const seen = at < recentSince ? new Date(at.getTime() + SEEN_AFTER_MS) : null;
    return {
      ...fact,
      id: idAt(at),
      conversationId: null,
      amountCents: amountCents ?? null,
      stars: stars ?? null,
      preview: '',
      count: 1,
      readAt: earliest([seen, actedAt]),
      createdAt: at,
      updatedAt: at,
    };
  });
  return [...orderRows, ...messageRows(chats)];
}
