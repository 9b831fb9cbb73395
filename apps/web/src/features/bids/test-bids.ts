import type { Bid } from '@inkwell/domain/bids/bid.schema';

let next = 0;

/** What the ledger says of a bid in each state when it was paid online. */
const PAYMENT_STATE_OF: Record<Bid['status'], Bid['paymentState']> = {
  pending: 'none',
  approved: 'awaiting_payment',
  in_progress: 'in_escrow',
  completed: 'released',
  cancelled: 'none',
};

/** A bid as the API answers it, with the given changes. Ids are unique per call. */
export function buildBid(overrides: Partial<Bid> = {}): Bid {
  next += 1;
  return {
    _id: `0196b000-0000-7000-8000-${String(next).padStart(12, '0')}`,
    gigId: '0196a1c2-0000-7000-8000-000000000001',
    gig: { _id: '0196a1c2-0000-7000-8000-000000000001', title: 'Research papers in economics', cover: '', status: 'available', deleted: false },
    amount: 30,
    days: 5,
    message: 'I need a research paper on minimum wages with real data, a literature review, and APA references throughout the text.',
    status: 'pending',
    bidderId: 'buyer-1',
    bidderUsername: 'sam.reads',
    bidderProfile: { img: '', fullName: 'Sam Patel' },
    sellerId: 'seller-1',
    sellerUsername: 'maria.writes',
    createdAt: '2025-03-02T10:00:00.000Z',
    updatedAt: '2025-03-02T10:00:00.000Z',
    approvedAt: null,
    completedAt: null,
    hasUserReview: false,
    hasGigReview: false,
    paymentState: PAYMENT_STATE_OF[overrides.status ?? 'pending'],
    ...overrides,
  };
}

/** A proposal long enough for the form (100 characters once trimmed). */
export const GOOD_PROPOSAL =
  'Hello! I need a 3,000-word research paper on minimum wages in Europe, with real data, APA references and a short abstract.';
