import { randomBytes } from 'node:crypto';
import { ORDER_STATUSES } from '@inkwell/domain/bids/bid.process';
import { PROPOSAL_MIN, STARS_MAX, STARS_MIN } from '@inkwell/domain/limits';
import type { bids, gigReviews, userReviews } from '../schema/bids.ts';
import type { demoPaymentIntents, ledgerEntries, payments } from '../schema/payments.ts';
import { idAt, type Clock, type GigRow, type UserRow } from './rows.ts';
import type { DemoBid } from './types.ts';

/**
 * Bids with their reviews and payments, checked against the rules of docs/product.md#order-life so that the
 * demo never shows a state the app itself could not reach. Also moves each gig to the status its
 * chosen bid implies and adds completed orders and gig reviews to its sales and stars.
 */

export type BidRow = typeof bids.$inferInsert & { id: string };
export type UserReviewRow = typeof userReviews.$inferInsert;
export type GigReviewRow = typeof gigReviews.$inferInsert;
export type PaymentRow = typeof payments.$inferInsert;
export type LedgerEntryRow = typeof ledgerEntries.$inferInsert;
export type DemoIntentRow = typeof demoPaymentIntents.$inferInsert;

export interface OrderRows {
  bids: BidRow[];
  userReviews: UserReviewRow[];
  gigReviews: GigReviewRow[];
  payments: PaymentRow[];
  /** The demo gateway's intents of the payments, paid with the 4242 test card. */
  demoIntents: DemoIntentRow[];
  /** Escrow ledger: paid into escrow, released on completion, or paid outside the platform. */
  ledger: LedgerEntryRow[];
}

/** One ledger movement: two lines that add up to 0. */
function movement(kind: LedgerEntryRow['kind'], bidId: string, paymentId: string | null, at: Date, lines: [LedgerEntryRow['account'], string | null, number][]): LedgerEntryRow[] {
  const movementId = idAt(at);
  return lines.map(([account, userId, amountCents]) => ({ id: idAt(at), movementId, kind, bidId, paymentId, account, userId, amountCents, createdAt: at }));
}

const CHOSEN = new Set(ORDER_STATUSES);

function fail(record: DemoBid, problem: string): never {
  throw new Error(`demo bid of ${record.buyer} on ${record.gig}: ${problem}`);
}

function checkBid(record: DemoBid, gig: GigRow, buyer: UserRow, placedAt: Date) {
  if (buyer.isSeller) fail(record, 'only buyers bid');
  if (buyer.id === gig.userId) fail(record, 'a bid on the bidder\'s own gig');
  if (record.days < 1 || record.days > gig.deliveryTime) fail(record, `days must be between 1 and ${gig.deliveryTime}`);
  if (record.message.trim().length < PROPOSAL_MIN) fail(record, `the proposal is shorter than ${PROPOSAL_MIN} characters`);
  if (placedAt < gig.createdAt || placedAt < buyer.createdAt) fail(record, 'placed before the gig or the buyer existed');
  const { status, approvedDaysAgo: approved, paidDaysAgo: paid, completedDaysAgo: completed } = record;
  const chosen = CHOSEN.has(status);
  if (chosen !== (approved !== undefined)) fail(record, 'approvedDaysAgo is set exactly for approved, in-progress and completed bids');
  if ((status === 'completed') !== (completed !== undefined)) fail(record, 'completedDaysAgo is set exactly for completed bids');
  if (status === 'in_progress' && paid === undefined) fail(record, 'an in-progress bid has been paid');
  if ((status === 'approved' || !chosen) && paid !== undefined) fail(record, 'only in-progress and completed bids are paid');
  if ((status === 'completed') !== (record.sellerReview !== undefined)) fail(record, 'the owner reviews the buyer exactly on completion');
  if (record.buyerReview && status !== 'completed') fail(record, 'only a completed bid has a gig review');
  const order = [record.placedDaysAgo, approved, paid, completed, record.buyerReview?.daysAgo].filter((d) => d !== undefined);
  if (order.some((daysAgo, i) => i > 0 && daysAgo > order[i - 1]!)) fail(record, 'its steps are out of order');
  for (const stars of [record.sellerReview?.stars, record.buyerReview?.stars])
    if (stars !== undefined && (stars < STARS_MIN || stars > STARS_MAX)) fail(record, 'stars out of range');
}

export function buildOrderRows(
  records: DemoBid[],
  clock: Clock,
  usersByName: Map<string, UserRow>,
  gigsByKey: Map<string, GigRow>,
): OrderRows {
  const rows: OrderRows = { bids: [], userReviews: [], gigReviews: [], payments: [], demoIntents: [], ledger: [] };
  const chosenByGig = new Map<string, DemoBid>();
  const seen = new Set<string>();
  for (const record of records) {
    const gig = gigsByKey.get(record.gig) ?? fail(record, 'unknown gig');
    const buyer = usersByName.get(record.buyer) ?? fail(record, 'unknown buyer');
    checkBid(record, gig, buyer, clock.at(record.placedDaysAgo));
    if (seen.has(`${record.gig}/${record.buyer}`)) fail(record, 'one bid per buyer per gig');
    seen.add(`${record.gig}/${record.buyer}`);
    if (!CHOSEN.has(record.status)) continue;
    if (chosenByGig.has(record.gig)) fail(record, 'a gig has at most one chosen bid');
    chosenByGig.set(record.gig, record);
  }

  for (const record of records) {
    const gig = gigsByKey.get(record.gig)!;
    const buyer = usersByName.get(record.buyer)!;
    const chosen = chosenByGig.get(record.gig);
    if (chosen && chosen !== record) {
      if (record.status !== 'cancelled') fail(record, 'the other bids of a gig are cancelled when one is approved');
      if (record.placedDaysAgo < chosen.approvedDaysAgo!) fail(record, 'placed after the gig stopped taking bids');
    }
    if (record.status === 'cancelled' && !chosen) fail(record, 'cancelled without another bid being approved');

    const createdAt = clock.at(record.placedDaysAgo);
    const approvedAt = record.approvedDaysAgo === undefined ? null : clock.at(record.approvedDaysAgo);
    const completedAt = record.completedDaysAgo === undefined ? null : clock.at(record.completedDaysAgo);
    const paidAt = record.paidDaysAgo === undefined ? null : clock.at(record.paidDaysAgo);
    const cancelledAt = record.status === 'cancelled' && chosen ? clock.at(chosen.approvedDaysAgo!) : null;
    const updatedAt = completedAt ?? paidAt ?? approvedAt ?? cancelledAt ?? createdAt;
    const amountCents = record.amountCents ?? gig.totalPriceCents;
    const bid: BidRow = {
      id: idAt(createdAt),
      gigId: gig.id,
      bidderId: buyer.id,
      sellerId: gig.userId,
      amountCents,
      days: record.days,
      message: record.message,
      status: record.status,
      createdAt,
      updatedAt,
      approvedAt,
      completedAt,
    };
    rows.bids.push(bid);

    if (paidAt) {
      const paymentId = idAt(paidAt);
      const intentId = `pi_demo_${randomBytes(12).toString('hex')}`;
      rows.demoIntents.push({
        id: intentId,
        clientSecret: `${intentId}_secret_${randomBytes(16).toString('hex')}`,
        idempotencyKey: `inkwell-bid-${bid.id}-attempt-1`,
        amountCents,
        currency: 'usd',
        status: 'succeeded',
        metadata: { bidId: bid.id, buyerId: buyer.id, sellerId: gig.userId },
        cardBrand: 'visa',
        cardLast4: '4242',
        createdAt: paidAt,
        updatedAt: paidAt,
      });
      rows.ledger.push(...movement('payment', bid.id, paymentId, paidAt, [['buyer', buyer.id, -amountCents], ['escrow', null, amountCents]]));
      if (completedAt) rows.ledger.push(...movement('release', bid.id, paymentId, completedAt, [['escrow', null, -amountCents], ['seller', gig.userId, amountCents]]));
      rows.payments.push({
        id: paymentId,
        bidId: bid.id,
        buyerId: buyer.id,
        sellerId: gig.userId,
        amountCents,
        currency: 'usd',
        gateway: 'demo',
        intentId,
        status: 'succeeded',
        cardBrand: 'visa',
        cardLast4: '4242',
        createdAt: paidAt,
        updatedAt: paidAt,
        succeededAt: paidAt,
      });
    }
    if (completedAt && !paidAt) {
      rows.ledger.push(...movement('paid_outside', bid.id, null, completedAt, [['buyer', buyer.id, -amountCents], ['seller', gig.userId, amountCents]]));
    }
    if (record === chosen) {
      gig.status = record.status === 'completed' ? 'available' : 'in_progress';
      gig.updatedAt = completedAt ?? approvedAt!;
    }
    if (record.sellerReview && completedAt) {
      rows.userReviews.push({ id: idAt(completedAt), bidId: bid.id, gigId: gig.id, reviewerId: gig.userId, revieweeId: buyer.id, ...record.sellerReview, createdAt: completedAt });
      gig.sales = (gig.sales ?? 0) + 1;
    }
    if (record.buyerReview) {
      const { daysAgo, ...review } = record.buyerReview;
      const reviewedAt = clock.at(daysAgo);
      rows.gigReviews.push({ id: idAt(reviewedAt), bidId: bid.id, gigId: gig.id, reviewerId: buyer.id, sellerId: gig.userId, ...review, createdAt: reviewedAt });
      gig.totalStars = (gig.totalStars ?? 0) + review.stars;
      gig.starNumber = (gig.starNumber ?? 0) + 1;
      gig.updatedAt = reviewedAt;
    }
  }
  return rows;
}
