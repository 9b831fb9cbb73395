import { describe, expect, test } from 'vitest';
import { BID_MESSAGES, MyBidsQuery, placeBidForm } from './bid.schema.ts';

const proposal = 'p'.repeat(100);
const firstMessages = (input: unknown, deliveryTime = 3) => {
  const result = placeBidForm(deliveryTime).safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('placeBidForm', () => {
  test('a valid bid is parsed, the proposal trimmed and numbers read from text', () => {
    const parsed = placeBidForm(3).parse({ days: '3', amount: '20.50', message: `  ${proposal}  ` });
    expect(parsed).toEqual({ days: 3, amount: 20.5, message: proposal });
  });

  test.each([0, 4, -1, 2.5, '', 'two', null, undefined])('days %j is refused with the sentence of docs/product.md#user-facing-sentences', (days) => {
    expect(firstMessages({ days, amount: 10, message: proposal })).toEqual({ days: 'Days must be between 1 and 3' });
  });

  test('the sentence names the gig\'s own delivery time', () => {
    expect(firstMessages({ days: 8, amount: 10, message: proposal }, 7)).toEqual({ days: 'Days must be between 1 and 7' });
    expect(BID_MESSAGES.daysRange(1)).toBe('Days must be between 1 and 1');
  });

  test.each([
    ['99 characters', 'p'.repeat(99)],
    ['100 characters of which some are spaces at the ends', `   ${'p'.repeat(98)}  `],
    ['missing', undefined],
  ])('a proposal of %s is "Proposal must be at least 100 characters"', (_name, message) => {
    expect(firstMessages({ days: 1, amount: 10, message })).toEqual({ message: 'Proposal must be at least 100 characters' });
  });

  test.each([
    [0, BID_MESSAGES.amountPositive],
    [-5, BID_MESSAGES.amountPositive],
    [10.001, BID_MESSAGES.amountDecimals],
    [100_000.01, BID_MESSAGES.amountMax],
    ['ten', BID_MESSAGES.amountNumber],
    [undefined, BID_MESSAGES.amountNumber],
  ])('amount %j is refused', (amount, message) => {
    expect(firstMessages({ days: 1, amount, message: proposal })).toEqual({ amount: message });
  });

  test('every field in error is named at once', () => {
    expect(Object.keys(firstMessages({ days: 9, amount: 0, message: 'short' }))).toEqual(['days', 'message', 'amount']);
  });
});

test('GET /bids/me query: view defaults to all, limit to 24', () => {
  expect(MyBidsQuery.parse({})).toEqual({ view: 'all', limit: 24, cursor: undefined });
  expect(MyBidsQuery.safeParse({ view: 'finished' }).success).toBe(false);
  expect(MyBidsQuery.safeParse({ limit: '101' }).success).toBe(false);
  expect(MyBidsQuery.safeParse({ limit: '0' }).success).toBe(false);
  expect(MyBidsQuery.safeParse({ limit: '2.5' }).success).toBe(false);
});
