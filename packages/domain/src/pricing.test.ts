import { describe, expect, test } from 'vitest';
import { centsToDollars, dollarsToCents, pricePerPageCents, totalPriceCents } from './pricing.ts';

describe('automatic price per page (docs/product.md#pricing)', () => {
  test.each([
    [0, 0],
    [1, 1800],
    [2, 1000],
    [14, 1000],
  ])('%i delivery days cost %i cents a page', (days, cents) => {
    expect(pricePerPageCents(days)).toBe(cents);
  });

  test.each([
    [1, 1, 1800],
    [10, 1, 18000],
    [10, 3, 10000],
    [5, 0, 0],
  ])('%i pages delivered in %i days total %i cents', (pages, days, cents) => {
    expect(totalPriceCents(pages, days)).toBe(cents);
  });

  test('converts between dollars and cents without floating point drift', () => {
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(centsToDollars(1999)).toBe(19.99);
  });
});
