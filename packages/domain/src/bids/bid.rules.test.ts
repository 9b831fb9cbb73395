import { describe, expect, test } from 'vitest';
import { bidDueAtAllowed, daysUntil, defaultBidAmount, defaultBidAmountCents, dueAtAfterPayment } from './bid.rules.ts';

describe('defaultBidAmount (docs/product.md#bids: pages x price per page, or priceMin if above 0, else 1)', () => {
  test.each([
    ['pages times price per page', { pages: 3, pricePerPage: 10, priceMin: 25 }, 30],
    ['one-day delivery price', { pages: 2, pricePerPage: 18, priceMin: 0 }, 36],
    ['cents survive the multiplication', { pages: 3, pricePerPage: 10.1, priceMin: 0 }, 30.3],
    ['priceMin when the page price is 0', { pages: 4, pricePerPage: 0, priceMin: 12.5 }, 12.5],
    ['1 dollar when both are 0', { pages: 1, pricePerPage: 0, priceMin: 0 }, 1],
  ])('%s', (_name, gig, expected) => {
    expect(defaultBidAmount(gig)).toBe(expected);
  });

  test('the cents version gives the same answers in cents', () => {
    expect(defaultBidAmountCents({ pages: 3, pricePerPageCents: 1000, priceMinCents: 2500 })).toBe(3000);
    expect(defaultBidAmountCents({ pages: 3, pricePerPageCents: 0, priceMinCents: 2500 })).toBe(2500);
    expect(defaultBidAmountCents({ pages: 3, pricePerPageCents: 0, priceMinCents: 0 })).toBe(100);
  });
});

describe('a bid that names its due instant', () => {
  const now = new Date('2026-12-01T08:00:00Z');
  const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  test('at least 3 hours ahead and within the delivery time', () => {
    expect(bidDueAtAllowed(hours(3), 2, now)).toBe(true);
    expect(bidDueAtAllowed(hours(2.99), 2, now)).toBe(false);
    expect(bidDueAtAllowed(hours(48), 2, now)).toBe(true);
    expect(bidDueAtAllowed(hours(48.01), 2, now)).toBe(false);
  });
  test('its days are the whole days until it, rounded up, at least 1', () => {
    expect(daysUntil(hours(3), now)).toBe(1);
    expect(daysUntil(hours(24), now)).toBe(1);
    expect(daysUntil(hours(25), now)).toBe(2);
  });
  test('paid in time it is due then; paid late, 3 hours after the payment', () => {
    expect(dueAtAfterPayment(hours(30), hours(1))).toEqual(hours(30));
    expect(dueAtAfterPayment(hours(30), hours(29))).toEqual(hours(32));
  });
});
