import { describe, expect, test } from 'vitest';
import { feeCentsOf, percentToBasisPoints } from '../pricing.ts';
import { compactIban, isDemoTestIban } from './payout.rules.ts';

describe('the platform fee', () => {
  test.each([
    // cents, basis points, fee cents
    [10_000, 1000, 1000],
    [1234, 1000, 123], // 123.4 -> 123
    [1235, 1000, 124], // 123.5 -> 124: half up
    [1225, 1250, 153], // 153.125 -> 153
    [1228, 1250, 154], // 153.5 -> 154
    [1, 5000, 1], // 0.5 -> 1
    [1, 4999, 0],
    [99_999, 333, 3330], // 3329.9667 -> 3330
    [5000, 0, 0],
    [0, 1000, 0],
  ])('%i cents at %i basis points: a fee of %i cents, rounded half up', (cents, points, fee) => {
    expect(feeCentsOf(cents, points)).toBe(fee);
  });

  test('a fee never exceeds the amount and the seller keeps the rest to the cent', () => {
    for (let cents = 1; cents < 3000; cents += 7) {
      for (const points of [0, 1, 999, 1000, 1250, 2500, 5000]) {
        const fee = feeCentsOf(cents, points);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(cents);
        expect(Math.abs(fee - (cents * points) / 10_000)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  test('percent to basis points', () => {
    expect([10, 12.5, 0, 50, 0.01, 33.33].map(percentToBasisPoints)).toEqual([1000, 1250, 0, 5000, 1, 3333]);
  });
});

describe('the demo IBAN', () => {
  test('is accepted with or without spaces, in any case, and nothing else is', () => {
    expect(isDemoTestIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isDemoTestIban('de89370400440532013000')).toBe(true);
    expect(isDemoTestIban(' DE89  3704 0044 0532 0130 00 ')).toBe(true);
    expect(isDemoTestIban('DE89 3704 0044 0532 0130 01')).toBe(false);
    expect(isDemoTestIban('GB82 WEST 1234 5698 7654 32')).toBe(false);
    expect(compactIban('fr76 3000 6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
  });
});
