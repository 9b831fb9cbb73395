import type { Bid, BidList } from '@inkwell/domain/bids/bid.schema';
import type { SellerStats, Trend } from '@inkwell/domain/stats/stats.schema';
import { json } from '../../test/responses.ts';

const flat: Trend = { thisMonth: 0, lastMonth: 0, percent: 0 };

/** GET /api/gigs/stats as the server answers it, with the given changes. */
export function buildStats(overrides: Partial<SellerStats> = {}): SellerStats {
  return {
    totalGigs: 0,
    activeOrders: 0,
    totalRevenue: 0,
    unreadConversations: 0,
    trends: { totalGigs: flat, activeOrders: flat, totalRevenue: flat, unreadConversations: flat },
    ...overrides,
  };
}

let next = 0;

/** What the ledger says of a bid in each state when it was paid online. */
const PAYMENT_STATE_OF: Record<Bid['status'], Bid['paymentState']> = {
  pending: 'none',
  approved: 'awaiting_payment',
  in_progress: 'in_escrow',
  completed: 'released',
  cancelled: 'none',
};

/** A bid on one of testSeller's gigs, as GET /api/bids/owner/pending lists it. */
export function buildBid(overrides: Partial<Bid> = {}): Bid {
  next += 1;
  const id = `0196a1c2-0000-7000-8000-${String(next).padStart(12, '0')}`;
  return {
    _id: `bid-${id}`,
    gigId: `gig-${id}`,
    gig: { _id: `gig-${id}`, title: `Dissertation chapter ${next}`, cover: '', status: 'available', deleted: false },
    amount: 120,
    days: 4,
    message: 'I need a literature review chapter of about 3,000 words with APA references and a short methods note.',
    status: 'pending',
    bidderId: 'buyer-1',
    bidderUsername: 'sam.reads',
    bidderProfile: { img: '', fullName: 'Sam Patel' },
    sellerId: 'seller-1',
    sellerUsername: 'maria.writes',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    approvedAt: null,
    completedAt: null,
    hasUserReview: false,
    hasGigReview: false,
    paymentState: PAYMENT_STATE_OF[overrides.status ?? 'pending'],
    ...overrides,
  };
}

export const bidPage = (items: Bid[]): BidList => ({ items, nextCursor: null });

/** Stubs for what the dashboard reads (stats and the newest open bids), for tests that only pass by it. */
export const dashboardHandlers = (stats: SellerStats = buildStats(), bids: Bid[] = []) => ({
  'GET /api/gigs/stats': () => json(200, stats),
  'GET /api/bids/owner/pending': () => json(200, bidPage(bids)),
});
