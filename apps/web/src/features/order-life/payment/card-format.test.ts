import { expect, test } from 'vitest';
import { formatCardNumber, formatExpiry } from './card-format.ts';

test('card numbers are grouped by 4 and keep digits only', () => {
  expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
  expect(formatCardNumber('4242-42a4')).toBe('4242 424');
  expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
});

test('the expiry reads MM / YY while typing', () => {
  expect(formatExpiry('1', false)).toBe('1');
  expect(formatExpiry('4', false)).toBe('04 / ');
  expect(formatExpiry('12', false)).toBe('12 / ');
  expect(formatExpiry('12', true)).toBe('12');
  expect(formatExpiry('12 / 3', false)).toBe('12 / 3');
  expect(formatExpiry('12345', false)).toBe('12 / 34');
});
