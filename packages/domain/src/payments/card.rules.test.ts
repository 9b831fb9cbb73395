import { expect, test } from 'vitest';
import { cardBrand, cardDigits, cvcValid, expiryInFuture, parseExpiry, passesLuhn, TEST_CARDS } from './card.rules.ts';

const now = new Date('2026-11-23T12:00:00Z');

test.each([
  [TEST_CARDS.succeeds, true],
  [TEST_CARDS.declined, true],
  [TEST_CARDS.insufficientFunds, true],
  [TEST_CARDS.processing, true],
  ['4242424242424241', false],
  ['1234', false],
  ['4242 4242 4242 424x', false],
  ['', false],
])('Luhn check of %s is %s', (number, valid) => {
  expect(passesLuhn(cardDigits(number))).toBe(valid);
});

test('spaces and dashes are ignored in card numbers', () => {
  expect(cardDigits('4242 4242-4242 4242')).toBe(TEST_CARDS.succeeds);
});

test.each([
  ['4242424242424242', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['378282246310005', 'amex'],
  ['6011111111111117', 'discover'],
  ['9999999999999995', 'unknown'],
])('the brand of %s is %s', (number, brand) => {
  expect(cardBrand(number)).toBe(brand);
});

test.each([
  [11, 2026, true],
  [10, 2026, false],
  [12, 26, true],
  [1, 2027, true],
  [13, 2030, false],
  [0, 2030, false],
])('expiry %i/%i is in the future: %s', (month, year, ok) => {
  expect(expiryInFuture(month, year, now)).toBe(ok);
});

test('the CVC has 3 digits, 4 for American Express', () => {
  expect(cvcValid('123', 'visa')).toBe(true);
  expect(cvcValid('12', 'visa')).toBe(false);
  expect(cvcValid('1234', 'visa')).toBe(false);
  expect(cvcValid('1234', 'amex')).toBe(true);
  expect(cvcValid('12a', 'mastercard')).toBe(false);
});

test('expiry text is read as MM / YY or MM/YYYY', () => {
  expect(parseExpiry('12 / 34')).toEqual({ month: 12, year: 34 });
  expect(parseExpiry('1/2030')).toEqual({ month: 1, year: 2030 });
  expect(parseExpiry('1234')).toEqual({ month: 12, year: 34 });
  expect(parseExpiry('ab/cd')).toBeNull();
});
