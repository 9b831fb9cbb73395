import { describe, expect, test } from 'vitest';
import { isStatementMonth, monthBounds, monthOf } from './statement.rules.ts';

const NOW = new Date('2026-11-29T17:30:00Z');

describe('monthBounds', () => {
  test.each([
    ['2026-11', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'],
    ['2026-12', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['2024-02', '2024-02-01T00:00:00.000Z', '2024-03-01T00:00:00.000Z'],
    ['2000-01', '2000-01-01T00:00:00.000Z', '2000-02-01T00:00:00.000Z'],
  ])('%s runs from %s to %s (UTC)', (month, from, to) => {
    expect(monthBounds(month)).toEqual({ from: new Date(from), to: new Date(to) });
  });

  test.each(['2026-13', '2026-00', '2026-1', '26-11', 'abc', '', '2026-11-01', ' 2026-11', '1999-12', '2026/11'])(
    '%j is not a month',
    (month) => {
      expect(monthBounds(month)).toBeNull();
    },
  );
});

describe('isStatementMonth', () => {
  test.each([
    ['2026-11', true],
    ['2026-10', true],
    ['2001-05', true],
    ['2026-12', false],
    ['2027-01', false],
    ['2026-13', false],
    ['abc', false],
  ])('%s at %s: %s', (month, expected) => {
    expect(isStatementMonth(month, NOW)).toBe(expected);
  });

  test('a month starts to have a statement at its first instant, in UTC', () => {
    expect(isStatementMonth('2026-12', new Date('2026-11-30T23:59:59.999Z'))).toBe(false);
    expect(isStatementMonth('2026-12', new Date('2026-12-01T00:00:00.000Z'))).toBe(true);
  });
});

test('monthOf names the UTC month of an instant', () => {
  expect(monthOf(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
  expect(monthOf(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
  // Half past midnight in Paris on 1 December is still November in UTC.
  expect(monthOf(new Date('2026-12-01T00:30:00+01:00'))).toBe('2026-11');
});
