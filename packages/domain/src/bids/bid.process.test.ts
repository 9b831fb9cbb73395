import { expect, test } from 'vitest';
import { BID_ACTIONS, ORDER_STATUSES, canTransition, nextStatus, statusesAllowing, type BidAction, type BidStatus } from './bid.process.ts';

test.each<[BidStatus, BidAction, BidStatus | null]>([
  ['pending', 'approve', 'approved'],
  ['pending', 'cancel', 'cancelled'],
  ['pending', 'pay', null],
  ['pending', 'complete', null],
  ['approved', 'pay', 'in_progress'],
  ['approved', 'complete', 'completed'],
  ['approved', 'approve', null],
  ['approved', 'cancel', null],
  ['in_progress', 'complete', 'completed'],
  ['in_progress', 'pay', null],
  ['completed', 'complete', null],
  ['completed', 'approve', null],
  ['cancelled', 'approve', null],
  ['cancelled', 'complete', null],
])('%s --%s--> %s', (status, action, expected) => {
  expect(nextStatus(status, action)).toBe(expected);
  expect(canTransition(status, action)).toBe(expected !== null);
});

test('completion is allowed from approved (paid outside) and in progress only', () => {
  expect(statusesAllowing('complete')).toEqual(['approved', 'in_progress']);
  expect(statusesAllowing('approve')).toEqual(['pending']);
});

test('completed and cancelled are final', () => {
  for (const status of ['completed', 'cancelled'] as const) {
    for (const action of BID_ACTIONS) expect(canTransition(status, action), `${status} --${action}-->`).toBe(false);
  }
});

test('an order is a bid from its approval on: approved and every status an approved bid can reach', () => {
  const reached = new Set<BidStatus>(['approved']);
  for (const status of reached) {
    for (const action of BID_ACTIONS) {
      const next = nextStatus(status, action);
      if (next) reached.add(next);
    }
  }
  expect(new Set(ORDER_STATUSES)).toEqual(reached);
});
