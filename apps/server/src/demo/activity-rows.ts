import { ACTIVE_ORDER_STATUSES, LIVE_BID_STATUSES } from '@inkwell/domain/bids/bid.process';
import { PROPOSAL_MIN, STARS_MAX, STARS_MIN } from '@inkwell/domain/limits';
import type { gigReviews, userReviews } from '../db/schema/reviews.ts';
import type { files } from '../db/schema/files.ts';
import type { orderDeliveries, orderDeliveryFiles } from '../db/schema/order-life.ts';
import { buildMoneyRows, type DemoMoney, type MoneyRows } from './money-rows.ts';
import {
  failOf,
  walkOrder,
  type BidRow,
  type CancellationRow,
  type DisputeRow,
  type EventRow,
  type WalkedOrder,
} from './order-walk.ts';
import { renderPdf } from './pdf.ts';
import { idAt, type Clock, type GigRow, type UserRow } from './rows.ts';
import type { DemoBid, DemoDocument } from './types.ts';

/**
 * Every demo order's rows: the bids, their timelines, deliveries with their private files (PDFs
 * rendered here, written to the private store by the seed), cancellation requests, disputes,
 * reviews and money. Checks what holds across orders (one order under way per gig at a time, no
 * bid while the gig is in progress, one live bid per buyer and gig) and gives each gig the status,
 * sales and stars its orders and reviews make.
 */

export type UserReviewRow = typeof userReviews.$inferInsert;
export type GigReviewRow = typeof gigReviews.$inferInsert;
export type FileRow = typeof files.$inferInsert & { id: string; storageKey: string };
export type DeliveryRow = typeof orderDeliveries.$inferInsert;
export type DeliveryFileRow = typeof orderDeliveryFiles.$inferInsert;

export interface OrderRows extends MoneyRows {
  bids: BidRow[];
  events: EventRow[];
  deliveries: DeliveryRow[];
  deliveryFiles: DeliveryFileRow[];
  /** The delivered documents' rows and their bytes for the private files store. */
  files: { row: FileRow; bytes: Buffer }[];
  cancellations: CancellationRow[];
  disputes: DisputeRow[];
  userReviews: UserReviewRow[];
  gigReviews: GigReviewRow[];
}

export interface OrderPeople {
  usersByName: Map<string, UserRow>;
  operator: UserRow;
}

const day = (at: Date) =>
  at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function documentBytes(
  doc: DemoDocument,
  order: WalkedOrder,
  gig: GigRow,
  people: { buyer: UserRow; seller: UserRow },
  at: Date,
  message: string,
): Buffer {
  return renderPdf(doc.title, [
    { text: doc.title, size: 20, bold: true },
    { text: `Prepared for ${people.buyer.fullName} by ${people.seller.fullName}`, size: 11, gap: 10 },
    { text: `Order: ${gig.title}`, size: 11 },
    { text: `Delivered on ${day(at)}`, size: 11 },
    { text: 'Contents', size: 13, bold: true, gap: 22 },
    ...doc.sections.map((section, i) => ({ text: `${i + 1}. ${section}`, size: 11, gap: 2 })),
    { text: 'Notes from the writer', size: 13, bold: true, gap: 22 },
    { text: message, size: 11, gap: 2 },
    { text: 'The brief', size: 13, bold: true, gap: 22 },
    { text: order.record.message, size: 11, gap: 2 },
  ]);
}

/** The first approval of another bid of the gig while this one was still pending (its `cancel`). */
function approvalsByGig(records: DemoBid[], clock: Clock): Map<string, { record: DemoBid; at: Date }[]> {
  const map = new Map<string, { record: DemoBid; at: Date }[]>();
  for (const record of records)
    for (const step of record.steps)
      if (step.do === 'approve')
        map.set(record.gig, [...(map.get(record.gig) ?? []), { record, at: clock.at(step.daysAgo) }]);
  return map;
}

function checkAcrossOrders(orders: WalkedOrder[], now: Date) {
  const live = new Set<string>();
  for (const order of orders) {
    const fail = failOf(order.record);
    const { bid } = order;
    if (LIVE_BID_STATUSES.includes(bid.status!)) {
      if (live.has(`${bid.gigId}/${bid.bidderId}`)) fail('a buyer has one live bid per gig');
      live.add(`${bid.gigId}/${bid.bidderId}`);
    }
    const firstStep = order.events[1]?.createdAt ?? now;
    for (const other of orders) {
      if (other === order || other.bid.gigId !== bid.gigId || !other.bid.approvedAt) continue;
      const from = other.bid.approvedAt;
      const until = other.endedAt ?? now;
      if (bid.createdAt >= from && bid.createdAt < until) fail('placed while the gig had an order under way');
      if (bid.approvedAt && bid.approvedAt > from && bid.approvedAt < until)
        fail('approved while the gig had another order under way');
      if (from > bid.createdAt && from < firstStep && order.events[1]?.type !== 'cancel')
        fail('still pending when another bid of the gig was approved (it is cancelled then)');
    }
  }
}

export function buildOrderRows(
  records: DemoBid[],
  clock: Clock,
  people: OrderPeople,
  gigsByKey: Map<string, GigRow>,
  money: DemoMoney,
): OrderRows {
  const now = clock.at(0);
  const approvals = approvalsByGig(records, clock);
  const orders = records.map((record) => {
    const fail = failOf(record);
    const gig = gigsByKey.get(record.gig) ?? fail('unknown gig');
    const buyer = people.usersByName.get(record.buyer) ?? fail('unknown buyer');
    const placedAt = clock.at(record.placedDaysAgo);
    if (buyer.isSeller || buyer.isOperator) fail('only buyers bid');
    if (record.days < 1 || record.days > gig.deliveryTime) fail(`days must be between 1 and ${gig.deliveryTime}`);
    if (record.message.trim().length < PROPOSAL_MIN) fail(`the proposal is shorter than ${PROPOSAL_MIN} characters`);
    if (placedAt < gig.createdAt || placedAt < buyer.createdAt) fail('placed before the gig or the buyer existed');
    const cancelAt =
      (approvals.get(record.gig) ?? [])
        .filter((a) => a.record !== record && a.at > placedAt)
        .map((a) => a.at)
        .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
    return walkOrder(record, { clock, now, gig, buyer, operator: people.operator, cancelAt });
  });
  checkAcrossOrders(orders, now);

  const rows: OrderRows = {
    ...buildMoneyRows(orders, money, now),
    bids: [],
    events: [],
    deliveries: [],
    deliveryFiles: [],
    files: [],
    cancellations: [],
    disputes: [],
    userReviews: [],
    gigReviews: [],
  };
  const usersById = new Map([...people.usersByName.values()].map((user) => [user.id, user]));
  for (const order of orders) {
    const { record, bid } = order;
    const fail = failOf(record);
    const gig = gigsByKey.get(record.gig)!;
    const seller = usersById.get(gig.userId)!;
    const buyer = usersById.get(bid.bidderId)!;
    rows.bids.push(bid);
    rows.events.push(...order.events);
    rows.cancellations.push(...order.cancellations);
    if (order.dispute) rows.disputes.push(order.dispute);
    for (const delivery of order.deliveries) {
      rows.deliveries.push({ id: delivery.id, bidId: bid.id, message: delivery.message, createdAt: delivery.at });
      delivery.files.forEach((doc, position) => {
        const id = idAt(delivery.at);
        const bytes = documentBytes(doc, order, gig, { buyer, seller }, delivery.at, delivery.message);
        const row: FileRow = {
          id,
          ownerId: seller.id,
          name: doc.name,
          sizeBytes: bytes.length,
          contentType: 'application/pdf',
          storageKey: `${id}.pdf`,
          createdAt: delivery.at,
        };
        rows.files.push({ row, bytes });
        rows.deliveryFiles.push({ deliveryId: delivery.id, fileId: id, position });
      });
    }

    if (ACTIVE_ORDER_STATUSES.includes(bid.status!)) gig.status = 'in_progress';
    // The gig changes when its order starts and ends, and with each review.
    const changes = bid.approvedAt ? [bid.approvedAt, order.endedAt].filter((at): at is Date => at !== null) : [];
    if (bid.status === 'completed') gig.sales += 1;
    for (const review of [record.sellerReview, record.buyerReview]) {
      if (!review) continue;
      if (bid.status !== 'completed') fail('only a completed order is reviewed');
      if (review.stars < STARS_MIN || review.stars > STARS_MAX) fail('stars out of range');
      if (clock.at(review.daysAgo) < bid.completedAt! || review.daysAgo < 0)
        fail('a review comes after the completion');
    }
    if (record.sellerReview) {
      const { daysAgo, ...review } = record.sellerReview;
      const at = clock.at(daysAgo);
      rows.userReviews.push({
        id: idAt(at),
        bidId: bid.id,
        gigId: gig.id,
        reviewerId: gig.userId,
        revieweeId: buyer.id,
        ...review,
        createdAt: at,
      });
    }
    if (record.buyerReview) {
      const { daysAgo, ...review } = record.buyerReview;
      const at = clock.at(daysAgo);
      rows.gigReviews.push({
        id: idAt(at),
        bidId: bid.id,
        gigId: gig.id,
        reviewerId: buyer.id,
        sellerId: gig.userId,
        ...review,
        createdAt: at,
      });
      gig.totalStars += review.stars;
      gig.starNumber += 1;
      changes.push(at);
    }
    for (const at of changes) if (at > gig.updatedAt!) gig.updatedAt = at;
  }
  return rows;
}
