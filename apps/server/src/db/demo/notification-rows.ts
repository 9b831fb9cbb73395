import { previewOf } from '@inkwell/domain/notifications/notification.rules';
import type { notifications } from '../schema/notifications.ts';
import type { OrderRows } from './activity-rows.ts';
import { idAt, type Clock } from './rows.ts';
import type { ConversationRow, MessageRow } from './social-rows.ts';

/**
 * The notifications the demo's history would have left, stored as notify() stores them
 * (decision 014): bid_placed to the gig's owner for each bid, bid_approved and bid_not_selected to
 * the bidders, bid_paid to the seller of each payment, review_received for each review, and one
 * unread message_received per conversation its recipient has not read (counting the messages since
 * the recipient last wrote, with the newest one's preview). Each is dated by the row it reports.
 *
 * Read or not: a notification is read once its reader acted on it (the seller approved a bid on the
 * gig, the buyer paid the approved bid, the seller completed the paid order), or an hour after it
 * arrived when that is more than three days ago. Newer ones stay unread, as does every unread message.
 */

export type NotificationRow = typeof notifications.$inferInsert;

const RECENT_DAYS = 3;
const SEEN_AFTER_MS = 60 * 60 * 1000;

interface Fact {
  userId: string;
  type: NotificationRow['type'];
  actorId: string;
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

function orderFacts(orders: OrderRows): Fact[] {
  const facts: Fact[] = [];
  const bidsById = new Map(orders.bids.map((bid) => [bid.id, bid]));
  const paidAtOf = new Map(orders.payments.map((payment) => [payment.bidId, payment.succeededAt ?? null]));
  const approvedAtOfGig = new Map(orders.bids.filter((bid) => bid.approvedAt).map((bid) => [bid.gigId, bid.approvedAt!]));
  for (const bid of orders.bids) {
    const about = { gigId: bid.gigId, bidId: bid.id, amountCents: bid.amountCents };
    facts.push({ ...about, userId: bid.sellerId, type: 'bid_placed', actorId: bid.bidderId, at: bid.createdAt!, actedAt: approvedAtOfGig.get(bid.gigId) });
    if (bid.approvedAt) facts.push({ ...about, userId: bid.bidderId, type: 'bid_approved', actorId: bid.sellerId, at: bid.approvedAt, actedAt: paidAtOf.get(bid.id) });
    if (bid.status === 'cancelled') facts.push({ ...about, userId: bid.bidderId, type: 'bid_not_selected', actorId: bid.sellerId, at: bid.updatedAt! });
  }
  for (const payment of orders.payments) {
    const bid = bidsById.get(payment.bidId)!;
    const at = payment.succeededAt ?? payment.createdAt!;
    facts.push({ userId: payment.sellerId, type: 'bid_paid', actorId: payment.buyerId, gigId: bid.gigId, bidId: bid.id, amountCents: payment.amountCents, at, actedAt: bid.completedAt });
  }
  for (const review of orders.userReviews)
    facts.push({ userId: review.revieweeId, type: 'review_received', actorId: review.reviewerId, gigId: review.gigId, bidId: review.bidId, stars: review.stars, at: review.createdAt! });
  for (const review of orders.gigReviews)
    facts.push({ userId: review.sellerId, type: 'review_received', actorId: review.reviewerId, gigId: review.gigId, bidId: review.bidId, stars: review.stars, at: review.createdAt! });
  return facts;
}

/** The unread message notification of each conversation whose recipient has not read it. */
function messageRows(chats: { conversations: ConversationRow[]; messages: MessageRow[] }): NotificationRow[] {
  return chats.conversations.flatMap((conversation) => {
    const unreadBy = !conversation.readBySeller ? conversation.sellerId : !conversation.readByBuyer ? conversation.buyerId : null;
    if (!unreadBy) return [];
    const thread = chats.messages.filter((m) => m.conversationId === conversation.id).sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime());
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
