import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { expect, test } from 'vitest';
import { contactAction, gigAction, needsMyBid, type MyBidLookup } from './gig-actions.ts';

const owner = { _id: 'seller-1', isSeller: true };
const otherSeller = { _id: 'seller-2', isSeller: true };
const buyer = { _id: 'buyer-1', isSeller: false };
const gig = (status: 'available' | 'in_progress' | 'completed') => ({ userId: 'seller-1', status });
const noBid: MyBidLookup = { status: 'loaded', bid: null };
const bid = (status: BidStatus): MyBidLookup => ({ status: 'loaded', bid: { status } });

test.each([
  ['the owner', owner, 'available', noBid, { kind: 'viewBids' }],
  ['the owner of a completed gig', owner, 'completed', noBid, { kind: 'viewBids' }],
  ['another seller', otherSeller, 'available', noBid, { kind: 'blocked', reason: 'sellersCannotBid' }],
  ['another seller of a gig in progress', otherSeller, 'in_progress', noBid, { kind: 'blocked', reason: 'sellersCannotBid' }],
  ['a buyer without a bid', buyer, 'available', noBid, { kind: 'placeBid' }],
  ['a buyer whose bid is loading', buyer, 'available', { status: 'loading' }, { kind: 'checking' }],
  ['a buyer whose bid could not be loaded', buyer, 'available', { status: 'error' }, { kind: 'checkFailed' }],
  ['a buyer with a pending bid', buyer, 'available', bid('pending'), { kind: 'myBid', state: 'pending' }],
  ['a buyer with an approved bid', buyer, 'in_progress', bid('approved'), { kind: 'myBid', state: 'approved' }],
  ['a buyer with a bid in progress', buyer, 'in_progress', bid('in_progress'), { kind: 'myBid', state: 'approved' }],
  ['a buyer with a completed bid', buyer, 'completed', bid('completed'), { kind: 'myBid', state: 'completed' }],
  ['a buyer whose bid was not selected', buyer, 'in_progress', bid('cancelled'), { kind: 'myBid', state: 'notSelected' }],
  ['a buyer without a bid on a gig in progress', buyer, 'in_progress', noBid, { kind: 'blocked', reason: 'notAvailable' }],
  ['a buyer without a bid on a completed gig', buyer, 'completed', noBid, { kind: 'blocked', reason: 'notAvailable' }],
  ['a visitor', null, 'available', noBid, { kind: 'signIn' }],
  ['a visitor (the bid lookup is not asked)', null, 'available', { status: 'loading' }, { kind: 'signIn' }],
  ['a visitor of a completed gig', null, 'completed', noBid, { kind: 'blocked', reason: 'notAvailable' }],
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
