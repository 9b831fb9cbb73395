import { expect, test } from 'vitest';
import {
  GIG_ACTIONS,
  canGigTransition,
  gigStatusesAllowing,
  gigTakesBids,
  nextGigStatus,
  type GigAction,
  type GigStatus,
} from './gig.process.ts';

test.each<[GigStatus, GigAction, GigStatus | null]>([
  ['available', 'approve_bid', 'in_progress'],
  ['available', 'complete_order', null],
  ['in_progress', 'complete_order', 'completed'],
  ['in_progress', 'approve_bid', null],
  ['completed', 'approve_bid', null],
  ['completed', 'complete_order', null],
])('%s --%s--> %s', (status, action, expected) => {
  expect(nextGigStatus(status, action)).toBe(expected);
  expect(canGigTransition(status, action)).toBe(expected !== null);
});

test('a bid is approved only on an available gig, and an order completed only on a gig in progress', () => {
  expect(gigStatusesAllowing('approve_bid')).toEqual(['available']);
  expect(gigStatusesAllowing('complete_order')).toEqual(['in_progress']);
});

test('completed is final', () => {
  for (const action of GIG_ACTIONS) expect(canGigTransition('completed', action), `completed --${action}-->`).toBe(false);
});

test.each<[GigStatus, boolean]>([
  ['available', true],
  ['in_progress', false],
  ['completed', false],
])('a gig %s takes bids: %s', (status, expected) => {
  expect(gigTakesBids(status)).toBe(expected);
});
