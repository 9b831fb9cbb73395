import { CONTACT_MASK_TOKEN } from '@inkwell/domain/integrity/contact-masking';
import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { Order } from '@inkwell/domain/orders/order.schema';

/**
 * The order as the bid the reviews' dialogs take (they read its id, gig and people): the order
 * page reuses them instead of a second copy of each dialog.
 */
export function orderAsBid(order: Order): Bid {
  return {
    _id: order._id,
    gigId: order.gig._id,
    gig: { ...order.gig, status: 'available' },
    amount: order.amount,
    days: order.days,
    message: order.proposal,
    brief: order.brief,
    messageMasked: order.proposal.includes(CONTACT_MASK_TOKEN),
    status: order.status,
    bidderId: order.buyer._id,
    bidderUsername: order.buyer.username,
    bidderProfile: { img: order.buyer.img, fullName: '' },
    sellerId: order.seller._id,
    sellerUsername: order.seller.username,
    createdAt: order.createdAt,
    updatedAt: order.createdAt,
    approvedAt: order.approvedAt,
    completedAt: order.completedAt,
    paidAt: order.paidAt,
    dueAt: order.dueAt,
    late: order.late,
    declineReason: order.declineReason,
    hasUserReview: order.hasUserReview,
    hasGigReview: order.hasGigReview,
    paymentState: 'none',
  };
}
