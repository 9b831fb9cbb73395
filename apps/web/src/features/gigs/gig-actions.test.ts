import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { expect, test } from 'vitest';
import { contactAction, gigAction, needsMyBid, type MyBidLookup } from './gig-actions.ts';

const owner = { _id: 'seller-1', isSeller: true };
const otherSeller = { _id: 'seller-2', isSeller: true };
const buyer = { _id: 'buyer-1', isSeller: false };
const gig = (status: 'available' | 'in_progress') => ({ userId: 'seller-1', status });
const noBid: MyBidLookup = { status: 'loaded', bid: null };
const bid = (
  status: BidStatus,
  approvedAt: string | null = status === 'pending' ? null : '2025-03-02T10:00:00.000Z',
): MyBidLookup => ({
  status: 'loaded',
  bid: { _id: 'bid-1', status, approvedAt },
});

test.each([
  ['the owner', owner, 'available', noBid, { kind: 'viewBids' }],
  ['the owner of a gig in progress', owner, 'in_progress', noBid, { kind: 'viewBids' }],
  ['another seller', otherSeller, 'available', noBid, { kind: 'blocked', reason: 'sellersCannotBid' }],
  [
    'another seller of a gig in progress',
    otherSeller,
    'in_progress',
    noBid,
    { kind: 'blocked', reason: 'sellersCannotBid' },
  ],
  ['a buyer without a bid', buyer, 'available', noBid, { kind: 'placeBid' }],
  ['a buyer whose bid is loading', buyer, 'available', { status: 'loading' }, { kind: 'checking' }],
  ['a buyer whose bid could not be loaded', buyer, 'available', { status: 'error' }, { kind: 'checkFailed' }],
  [
    'a buyer with a pending bid',
    buyer,
    'available',
    bid('pending'),
    { kind: 'myBid', state: 'pending', bidId: 'bid-1' },
  ],
  [
    'a buyer with an approved bid',
    buyer,
    'in_progress',
    bid('approved'),
    { kind: 'myBid', state: 'approved', bidId: 'bid-1' },
  ],
  [
    'a buyer with a bid in progress',
    buyer,
    'in_progress',
    bid('in_progress'),
    { kind: 'myBid', state: 'inProgress', bidId: 'bid-1' },
  ],
  [
    'a buyer whose order is delivered',
    buyer,
    'in_progress',
    bid('delivered'),
    { kind: 'myBid', state: 'delivered', bidId: 'bid-1' },
  ],
  [
    'a buyer whose order is disputed',
    buyer,
    'in_progress',
    bid('disputed'),
    { kind: 'myBid', state: 'disputed', bidId: 'bid-1' },
  ],
  [
    'a buyer with a completed bid, the gig available again: bid again',
    buyer,
    'available',
    bid('completed'),
    { kind: 'placeBid', earlier: { state: 'completed', bidId: 'bid-1' } },
  ],
  [
    'a buyer with a completed bid, the gig taken by another order',
    buyer,
    'in_progress',
    bid('completed'),
    { kind: 'myBid', state: 'completed', bidId: 'bid-1' },
  ],
  [
    'a buyer whose bid was not selected',
    buyer,
    'in_progress',
    bid('cancelled', null),
    { kind: 'myBid', state: 'notSelected', bidId: 'bid-1' },
  ],
  [
    'a buyer whose approved bid was cancelled unpaid',
    buyer,
    'available',
    bid('cancelled'),
    { kind: 'placeBid', earlier: { state: 'cancelled', bidId: 'bid-1' } },
  ],
  [
    'a buyer who withdrew',
    buyer,
    'available',
    bid('withdrawn', null),
    { kind: 'placeBid', earlier: { state: 'withdrawn', bidId: 'bid-1' } },
  ],
  [
    'a buyer whose bid was declined',
    buyer,
    'available',
    bid('declined', null),
    { kind: 'placeBid', earlier: { state: 'declined', bidId: 'bid-1' } },
  ],
  [
    'a buyer who was refunded',
    buyer,
    'available',
    bid('refunded'),
    { kind: 'placeBid', earlier: { state: 'refunded', bidId: 'bid-1' } },
  ],
  [
    'a buyer without a bid on a gig in progress',
    buyer,
    'in_progress',
    noBid,
    { kind: 'blocked', reason: 'notAvailable' },
  ],
  ['a visitor', null, 'available', noBid, { kind: 'signIn' }],
  ['a visitor (the bid lookup is not asked)', null, 'available', { status: 'loading' }, { kind: 'signIn' }],
  ['a visitor of a gig in progress', null, 'in_progress', noBid, { kind: 'blocked', reason: 'notAvailable' }],
] as const)('%s sees %j', (_, viewer, status, myBid, expected) => {
  expect(gigAction(gig(status), viewer, myBid)).toEqual(expected);
});

test.each([
  ['the owner', owner, false],
  ['another seller', otherSeller, false],
  ['a buyer', buyer, true],
  ['a visitor', null, false],
] as const)('the bid of %s is looked up: %s', (_, viewer, expected) => {
  expect(needsMyBid(gig('available'), viewer)).toBe(expected);
});

test.each([
  ['the owner', owner, 'hidden'],
  ['another seller', otherSeller, 'messages'],
  ['a buyer', buyer, 'messages'],
  ['a visitor', null, 'signIn'],
] as const)('Contact Seller for %s: %s', (_, viewer, expected) => {
  expect(contactAction(gig('available'), viewer)).toBe(expected);
});
