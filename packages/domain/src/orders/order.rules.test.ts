import { expect, test } from 'vitest';
import {
  acceptanceHoursFor,
  buyerMayCancelLate,
  dueDateAfterPayment,
  EXTENSION_MAX_DAYS,
  extensionDueAllowed,
  dueDateAfterRevision,
  isLate,
  ORDER_ACCEPTANCE_HOURS_CAP,
  orderActionsFor,
  pagesOfWork,
  sellerMayAskExtension,
  splitRefundAllowed,
  type OrderFacts,
} from './order.rules.ts';

const day = 86_400_000;
const paidAt = new Date('2026-01-01T00:00:00Z');
const base: OrderFacts = {
  status: 'in_progress',
  dueAt: dueDateAfterPayment(paidAt, 3),
  revisionsLeft: 2,
  deliveries: 0,
  cancellationBy: null,
  reviewed: false,
};

test('an order is due its days after payment, and a revision gives half of them again (at least one)', () => {
  expect(dueDateAfterPayment(paidAt, 3).toISOString()).toBe('2026-01-04T00:00:00.000Z');
  expect(dueDateAfterRevision(paidAt, 5).toISOString()).toBe('2026-01-04T00:00:00.000Z');
  expect(dueDateAfterRevision(paidAt, 1).toISOString()).toBe('2026-01-02T00:00:00.000Z');
});

test('late only while the work is still to be delivered', () => {
  const after = new Date(base.dueAt!.getTime() + 1);
  expect(isLate('in_progress', base.dueAt, after)).toBe(true);
  expect(isLate('in_progress', base.dueAt, base.dueAt!)).toBe(false);
  expect(isLate('delivered', base.dueAt, after)).toBe(false);
});

test('the buyer may cancel alone only more than 24 h late with nothing delivered', () => {
  const dayLate = new Date(base.dueAt!.getTime() + day);
  expect(buyerMayCancelLate(base, dayLate)).toBe(false);
  expect(buyerMayCancelLate(base, new Date(dayLate.getTime() + 1))).toBe(true);
  expect(buyerMayCancelLate({ ...base, deliveries: 1 }, new Date(dayLate.getTime() + 1))).toBe(false);
  expect(orderActionsFor(base, 'buyer', new Date(dayLate.getTime() + 1))).toContain('cancel_late');
  expect(orderActionsFor(base, 'seller', new Date(dayLate.getTime() + 1))).not.toContain('cancel_late');
});

test('each side sees its own buttons', () => {
  const now = paidAt;
  expect(orderActionsFor({ ...base, status: 'pending' }, 'buyer', now)).toEqual(['withdraw']);
  expect(orderActionsFor({ ...base, status: 'pending' }, 'seller', now)).toEqual(['approve', 'decline']);
  expect(orderActionsFor({ ...base, status: 'approved' }, 'buyer', now)).toEqual(['pay', 'cancel_unpaid']);
  expect(orderActionsFor(base, 'seller', now)).toEqual([
    'deliver',
    'request_cancellation',
    'request_extension',
    'dispute',
  ]);
  expect(orderActionsFor({ ...base, status: 'delivered' }, 'buyer', now)).toEqual([
    'accept',
    'request_revision',
    'request_cancellation',
    'dispute',
  ]);
  expect(orderActionsFor({ ...base, status: 'delivered', revisionsLeft: 0 }, 'buyer', now)).not.toContain(
    'request_revision',
  );
  expect(orderActionsFor({ ...base, status: 'disputed' }, 'operator', now)).toEqual(['resolve']);
  expect(orderActionsFor({ ...base, status: 'completed' }, 'buyer', now)).toEqual(['review']);
  expect(orderActionsFor({ ...base, status: 'completed', reviewed: true }, 'seller', now)).toEqual([]);
});

test('a cancellation request is withdrawn by who asked and accepted by the other side', () => {
  const asked = { ...base, cancellationBy: 'buyer' as const };
  expect(orderActionsFor(asked, 'buyer', paidAt)).toEqual(['withdraw_cancellation', 'dispute']);
  expect(orderActionsFor(asked, 'seller', paidAt)).toEqual([
    'deliver',
    'accept_cancellation',
    'request_extension',
    'dispute',
  ]);
});

test.each([
  [1, 5000, true],
  [4999, 5000, true],
  [0, 5000, false],
  [-100, 5000, false],
  [5000, 5000, false],
  [6000, 5000, false],
  [2500.5, 5000, false],
])('a split refund of %d cents out of %d paid is allowed: %s', (refundCents, paidCents, allowed) => {
  expect(splitRefundAllowed(refundCents, paidCents)).toBe(allowed);
});

test('a brief in words counts whole pages of 275 words; no brief counts none', () => {
  expect(pagesOfWork({ unit: 'pages', value: 12 })).toBe(12);
  expect(pagesOfWork({ unit: 'words', value: 275 })).toBe(1);
  expect(pagesOfWork({ unit: 'words', value: 276 })).toBe(2);
  expect(pagesOfWork({ unit: 'words', value: 5500 })).toBe(20);
  expect(pagesOfWork(null)).toBe(0);
});

test('the acceptance window grows by its hours per whole 10 pages, capped at 14 days, the floor kept', () => {
  const settings = { acceptanceHours: 72, acceptanceHoursPer10Pages: 24 };
  expect(acceptanceHoursFor(0, settings)).toBe(72);
  expect(acceptanceHoursFor(9, settings)).toBe(72);
  expect(acceptanceHoursFor(10, settings)).toBe(96);
  expect(acceptanceHoursFor(25, settings)).toBe(120);
  expect(acceptanceHoursFor(400, settings)).toBe(ORDER_ACCEPTANCE_HOURS_CAP);
  expect(acceptanceHoursFor(400, { acceptanceHours: 72, acceptanceHoursPer10Pages: 0 })).toBe(72);
  expect(acceptanceHoursFor(400, { acceptanceHours: 500, acceptanceHoursPer10Pages: 24 })).toBe(500);
});

test('the seller asks for more time while the work is in progress, until 24 h after due; the buyer answers', () => {
  const due = base.dueAt!;
  const dayAfter = new Date(due.getTime() + day);
  expect(sellerMayAskExtension(base, dayAfter)).toBe(true);
  expect(sellerMayAskExtension(base, new Date(dayAfter.getTime() + 1))).toBe(false);
  expect(sellerMayAskExtension({ ...base, status: 'delivered' }, paidAt)).toBe(false);
  expect(sellerMayAskExtension({ ...base, dueAt: null }, paidAt)).toBe(false);
  const open = { ...base, extensionOpen: true };
  expect(orderActionsFor(open, 'seller', paidAt)).not.toContain('request_extension');
  expect(orderActionsFor(open, 'buyer', paidAt)).toEqual(
    expect.arrayContaining(['accept_extension', 'decline_extension']),
  );
  expect(orderActionsFor(base, 'buyer', paidAt)).not.toContain('accept_extension');
});

test('an extension is later than the due instant and than now, at most 60 days later', () => {
  const due = base.dueAt!;
  const at = (ms: number) => new Date(due.getTime() + ms);
  expect(extensionDueAllowed(due, at(1), paidAt)).toBe(true);
  expect(extensionDueAllowed(due, at(0), paidAt)).toBe(false);
  expect(extensionDueAllowed(due, at(EXTENSION_MAX_DAYS * day), paidAt)).toBe(true);
  expect(extensionDueAllowed(due, at(EXTENSION_MAX_DAYS * day + 1), paidAt)).toBe(false);
  // Past due: the new instant must also be ahead of now.
  expect(extensionDueAllowed(due, at(60_000), at(120_000))).toBe(false);
});
