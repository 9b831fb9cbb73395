import type { AcademicBrief, StoredBrief } from '@inkwell/domain/bids/academic-brief.schema';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import type { SellerEarnings } from '@inkwell/domain/payments/seller-earnings.schema';
import { isLate } from '@inkwell/domain/orders/order.rules';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { BidViewRow } from './bids.repository.ts';

/** The stored brief (jsonb) with its files; null for bids placed before briefs existed. */
export function briefOf(stored: Record<string, unknown> | null, files: FileDto[]): AcademicBrief | null {
  if (stored === null) return null;
  return { ...(stored as StoredBrief), attachments: files };
}

/**
 * Rows to the API's Bid: dollars instead of cents, ISO timestamps; `sellerEarnings` only when the
 * reader is the bid's seller (sellerEarningsFor answers none for anyone else).
 */
export function toBid(row: BidViewRow, now = new Date(), sellerEarnings?: SellerEarnings): Bid {
  const { bid, gig } = row;
  return {
    _id: bid.id,
    gigId: bid.gigId,
    gig: {
      _id: gig.id,
      title: gig.title,
      cover: gig.cover,
      status: gig.status,
      purpose: gig.purpose,
      deleted: gig.deletedAt !== null,
    },
    amount: centsToDollars(bid.amountCents),
    days: bid.days,
    message: bid.message,
    brief: briefOf(bid.brief, row.briefFiles),
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
    // Before payment: the instant the bid named, if it named one.
    dueAt: (bid.dueAt ?? bid.requestedDueAt)?.toISOString() ?? null,
    late: isLate(bid.status, bid.dueAt, now),
    declineReason: bid.declineReason,
    hasUserReview: Boolean(row.hasUserReview),
    hasGigReview: Boolean(row.hasGigReview),
    paymentState: row.paymentState,
    ...(sellerEarnings ? { sellerEarnings } : {}),
  };
}
