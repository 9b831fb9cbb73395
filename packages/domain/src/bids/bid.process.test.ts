import { expect, test } from 'vitest';
import {
  ACTIVE_ORDER_STATUSES,
  BID_ACTIONS,
  BID_STATUSES,
  FINAL_STATUSES,
  canTransition,
  endsCancellationRequests,
  mayAct,
  nextStatus,
  statusesAllowing,
  targetOf,
  type BidAction,
  type BidStatus,
} from './bid.process.ts';

test.each<[BidStatus, BidAction, BidStatus | null]>([
  ['pending', 'approve', 'approved'],
  ['pending', 'withdraw', 'withdrawn'],
  ['pending', 'decline', 'declined'],
  ['pending', 'cancel', 'cancelled'],
  ['pending', 'pay', null],
  ['pending', 'deliver', null],
  ['approved', 'pay', 'in_progress'],
  ['approved', 'cancel_unpaid', 'cancelled'],
  ['approved', 'deliver', null],
  ['approved', 'withdraw', null],
  ['approved', 'dispute', null],
  ['in_progress', 'deliver', 'delivered'],
  ['in_progress', 'accept', null],
  ['in_progress', 'cancel_paid', 'refunded'],
  ['in_progress', 'dispute', 'disputed'],
  ['in_progress', 'cancel_unpaid', null],
  ['delivered', 'accept', 'completed'],
  ['delivered', 'request_revision', 'in_progress'],
  ['delivered', 'dispute', 'disputed'],
  ['delivered', 'cancel_paid', 'refunded'],
  ['delivered', 'deliver', null],
  ['disputed', 'resolve_release', 'completed'],
  ['disputed', 'resolve_refund', 'refunded'],
  ['disputed', 'resolve_split', 'refunded'],
  ['disputed', 'accept', null],
  ['disputed', 'dispute', null],
])('%s --%s--> %s', (status, action, expected) => {
  expect(nextStatus(status, action)).toBe(expected);
  expect(canTransition(status, action)).toBe(expected !== null);
});

test('money is released only by the buyer accepting, the timer accepting or an operator deciding', () => {
  const toCompleted = BID_ACTIONS.filter((action) => targetOf(action) === 'completed');
  expect(toCompleted).toEqual(['accept', 'resolve_release']);
  expect(statusesAllowing('accept')).toEqual(['delivered']);
  expect(['buyer', 'seller', 'operator', 'system'].filter((actor) => mayAct(actor as never, 'accept'))).toEqual([
    'buyer',
    'system',
  ]);
});

test('nothing completes unpaid: no path from approved reaches completed without pay', () => {
  const reached = new Set<BidStatus>(['approved']);
  for (const status of reached) {
    for (const action of BID_ACTIONS) {
      const next = action === 'pay' ? null : nextStatus(status, action);
      if (next) reached.add(next);
    }
  }
  expect([...reached].sort()).toEqual(['approved', 'cancelled']);
});

test('final states allow nothing, and every other state can reach one', () => {
  expect([...FINAL_STATUSES].sort()).toEqual(['cancelled', 'completed', 'declined', 'refunded', 'withdrawn']);
  for (const status of FINAL_STATUSES)
    for (const action of BID_ACTIONS) expect(canTransition(status, action)).toBe(false);
  for (const start of BID_STATUSES) {
    const reached = new Set<BidStatus>([start]);
    for (const status of reached)
      for (const action of BID_ACTIONS) if (nextStatus(status, action)) reached.add(nextStatus(status, action)!);
    expect(
      [...reached].some((status) => FINAL_STATUSES.includes(status)),
      start,
    ).toBe(true);
  }
});

test('an active order is one a chosen bid is in until it ends', () => {
  expect(ACTIVE_ORDER_STATUSES).toEqual(['approved', 'in_progress', 'delivered', 'disputed']);
  expect(BID_ACTIONS.every((action) => statusesAllowing(action).length > 0)).toBe(true);
});

test("the moves that end a paid order's cancellation request: acceptance, cancellation, dispute, a decision", () => {
  expect(BID_ACTIONS.filter(endsCancellationRequests)).toEqual([
    'accept',
    'cancel_paid',
    'dispute',
    'resolve_release',
    'resolve_refund',
    'resolve_split',
  ]);
});
