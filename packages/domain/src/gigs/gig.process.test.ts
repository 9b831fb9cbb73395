import { expect, test } from 'vitest';
import {
  canGigTransition,
  gigStatusesAllowing,
  gigTakesBids,
  nextGigStatus,
  type GigAction,
  type GigStatus,
} from './gig.process.ts';

test.each<[GigStatus, GigAction, GigStatus | null]>([
  ['available', 'approve_bid', 'in_progress'],
  ['available', 'end_order', null],
  ['in_progress', 'end_order', 'available'],
  ['in_progress', 'approve_bid', null],
])('%s --%s--> %s', (status, action, expected) => {
  expect(nextGigStatus(status, action)).toBe(expected);
  expect(canGigTransition(status, action)).toBe(expected !== null);
});

test('a bid is approved only on an available gig, and an order ends only on a gig in progress', () => {
  expect(gigStatusesAllowing('approve_bid')).toEqual(['available']);
  expect(gigStatusesAllowing('end_order')).toEqual(['in_progress']);
});

test('a gig is a repeatable offer: every state leads back to available', () => {
  expect(nextGigStatus(nextGigStatus('available', 'approve_bid')!, 'end_order')).toBe('available');
});

test.each<[GigStatus, boolean]>([
  ['available', true],
  ['in_progress', false],
])('a gig %s takes bids: %s', (status, expected) => {
  expect(gigTakesBids(status)).toBe(expected);
});
