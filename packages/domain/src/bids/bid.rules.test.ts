import { describe, expect, test } from 'vitest';
import { defaultBidAmount, defaultBidAmountCents } from './bid.rules.ts';

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
