import { describe, expect, test } from 'vitest';
import { oneMonthBefore, trendPercent } from './stats.rules.ts';

describe('trendPercent(now, a month ago)', () => {
  test.each([
    [12, 10, 20],
    [8, 10, -20],
    [10, 10, 0],
    [0, 10, -100],
    [30, 10, 200],
    [9, 8, 13],
    [7, 8, -13],
    [1, 3, -67],
    [2, 3, -33],
    [115, 100, 15],
    [0.5, 0.4, 25],
  ])('%d against %d is %d%%', (now, monthAgo, expected) => {
    expect(trendPercent(now, monthAgo)).toBe(expected);
  });

  test('a tiny fall rounds to 0, never -0', () => {
    expect(Object.is(trendPercent(999, 1000), 0)).toBe(true);
  });

  test('nothing a month ago gives no trend (null), whatever there is now: never Infinity, NaN or "new"', () => {
    expect(trendPercent(0, 0)).toBeNull();
    expect(trendPercent(1, 0)).toBeNull();
    expect(trendPercent(2500, 0)).toBeNull();
  });
});

describe('oneMonthBefore', () => {
  test('the same day and time of the month before, in UTC', () => {
    expect(oneMonthBefore(new Date('2025-03-15T10:20:30.400Z'))).toEqual(new Date('2025-02-15T10:20:30.400Z'));
  });

  test('January looks back to December of the year before', () => {
    expect(oneMonthBefore(new Date('2026-01-01T00:00:00Z'))).toEqual(new Date('2025-12-01T00:00:00Z'));
  });

  test.each([
    ['2025-03-31T12:00:00Z', '2025-02-28T12:00:00Z'],
    ['2024-03-31T12:00:00Z', '2024-02-29T12:00:00Z'],
    ['2025-05-31T23:59:59.999Z', '2025-04-30T23:59:59.999Z'],
  ])('a day the month before lacks (%s) becomes its last day', (now, expected) => {
    expect(oneMonthBefore(new Date(now))).toEqual(new Date(expected));
  });
});
