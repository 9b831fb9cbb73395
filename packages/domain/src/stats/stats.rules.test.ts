import { describe, expect, test } from 'vitest';
import { monthWindows, trendPercent } from './stats.rules.ts';

describe('trendPercent(this month, last month)', () => {
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
  ])('%d against %d is %d%%', (thisMonth, lastMonth, expected) => {
    expect(trendPercent(thisMonth, lastMonth)).toBe(expected);
  });

  test('nothing in either month is 0, never -0 or NaN', () => {
    expect(Object.is(trendPercent(0, 0), 0)).toBe(true);
    expect(Object.is(trendPercent(999, 1000), 0)).toBe(true);
  });

  test('something this month after nothing last month is null ("new"), not Infinity', () => {
    expect(trendPercent(1, 0)).toBeNull();
    expect(trendPercent(2500, 0)).toBeNull();
  });
});

describe('monthWindows', () => {
  test('calendar months in UTC', () => {
    expect(monthWindows(new Date('2025-03-15T10:00:00Z'))).toEqual({
      lastMonthStart: new Date('2025-02-01T00:00:00Z'),
      thisMonthStart: new Date('2025-03-01T00:00:00Z'),
    });
  });

  test('January looks back to December of the year before', () => {
    expect(monthWindows(new Date('2026-01-01T00:00:00Z'))).toEqual({
      lastMonthStart: new Date('2025-12-01T00:00:00Z'),
      thisMonthStart: new Date('2026-01-01T00:00:00Z'),
    });
  });

  test('the last instant of a month still belongs to it', () => {
    expect(monthWindows(new Date('2025-04-30T23:59:59.999Z')).thisMonthStart).toEqual(new Date('2025-04-01T00:00:00Z'));
  });
});
