import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { isLate } from '@inkwell/domain/orders/order.rules';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { BidViewRow } from './bids.repository.ts';

/** Rows to the API's Bid: dollars instead of cents, ISO timestamps. */
export function toBid(row: BidViewRow, now = new Date()): Bid {
  const { bid, gig } = row;
  return {
    _id: bid.id,
    gigId: bid.gigId,
    gig: { _id: gig.id, title: gig.title, cover: gig.cover, status: gig.status, deleted: gig.deletedAt !== null },
    amount: centsToDollars(bid.amountCents),
    days: bid.days,
    message: bid.message,
    messageMasked: bid.originalMessage !== null,
    status: bid.status,
    bidderId: bid.bidderId,
    bidderUsername: row.bidder.username,
    bidderProfile: { img: row.bidder.img, fullName: row.bidder.fullName },
    sellerId: bid.sellerId,
    sellerUsername: row.sellerUsername,
    createdAt: bid.createdAt.toISOString(),
    updatedAt: bid.updatedAt.toISOString(),
    approvedAt: bid.approvedAt?.toISOString() ?? null,
    completedAt: bid.completedAt?.toISOString() ?? null,
    paidAt: bid.paidAt?.toISOString() ?? null,
    dueAt: bid.dueAt?.toISOString() ?? null,
    late: isLate(bid.status, bid.dueAt, now),
    declineReason: bid.declineReason,
    hasUserReview: Boolean(row.hasUserReview),
    hasGigReview: Boolean(row.hasGigReview),
    paymentState: row.paymentState,
  };
}
