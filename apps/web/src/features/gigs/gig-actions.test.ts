import { expect, test } from 'vitest';
import { contactAction, gigAction } from './gig-actions.ts';

const owner = { _id: 'seller-1', isSeller: true };
const otherSeller = { _id: 'seller-2', isSeller: true };
const buyer = { _id: 'buyer-1', isSeller: false };
const gig = (status: 'available' | 'in_progress' | 'completed') => ({ userId: 'seller-1', status });

test.each([
  ['the owner', owner, 'available', { kind: 'viewBids' }],
  ['the owner of a completed gig', owner, 'completed', { kind: 'viewBids' }],
  ['another seller', otherSeller, 'available', { kind: 'placeBid', disabledReason: 'sellersCannotBid' }],
  ['a buyer', buyer, 'available', { kind: 'placeBid', disabledReason: 'comingSoon' }],
  ['a buyer of a gig in progress', buyer, 'in_progress', { kind: 'placeBid', disabledReason: 'notAvailable' }],
  ['a visitor', null, 'available', { kind: 'placeBid', disabledReason: 'comingSoon' }],
  ['a visitor of a completed gig', null, 'completed', { kind: 'placeBid', disabledReason: 'notAvailable' }],
] as const)('%s sees %j', (_, viewer, status, expected) => {
  expect(gigAction(gig(status), viewer)).toEqual(expected);
});

test.each([
  ['the owner', owner, 'hidden'],
  ['another seller', otherSeller, 'messages'],
  ['a buyer', buyer, 'messages'],
  ['a visitor', null, 'signIn'],
] as const)('Contact Seller for %s: %s', (_, viewer, expected) => {
  expect(contactAction(gig('available'), viewer)).toBe(expected);
});
