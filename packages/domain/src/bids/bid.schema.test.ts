import { describe, expect, test } from 'vitest';
import { BID_MESSAGES, MyBidsQuery, placeBidForm } from './bid.schema.ts';

const proposal = 'p'.repeat(100);
const brief = {
  workType: 'essay',
  subject: 'Economics',
  level: 'undergraduate',
  citationStyle: 'apa',
  length: { unit: 'words', value: 2500 },
  language: 'en',
};
const firstMessages = (input: unknown, deliveryTime = 3) => {
  const result = placeBidForm(deliveryTime).safeParse({ brief, ...(input as object) });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('placeBidForm', () => {
  test('a valid bid is parsed, the proposal trimmed and numbers read from text', () => {
    const parsed = placeBidForm(3).parse({ days: '3', amount: '20.50', message: `  ${proposal}  `, brief });
    expect(parsed).toEqual({ days: 3, amount: 20.5, message: proposal, brief: { ...brief, attachments: [] } });
  });

  test.each([0, 4, -1, 2.5, '', 'two', null, undefined])(
    'days %j is refused with the sentence of docs/product.md#user-facing-sentences',
    (days) => {
      expect(firstMessages({ days, amount: 10, message: proposal })).toEqual({ days: 'Days must be between 1 and 3' });
    },
  );

  test("the sentence names the gig's own delivery time", () => {
    expect(firstMessages({ days: 8, amount: 10, message: proposal }, 7)).toEqual({
      days: 'Days must be between 1 and 7',
    });
    expect(BID_MESSAGES.daysRange(1)).toBe('Days must be between 1 and 1');
  });

  test.each([
    ['99 characters', 'p'.repeat(99)],
    ['100 characters of which some are spaces at the ends', `   ${'p'.repeat(98)}  `],
    ['missing', undefined],
  ])('a proposal of %s is "Proposal must be at least 100 characters"', (_name, message) => {
    expect(firstMessages({ days: 1, amount: 10, message })).toEqual({
      message: 'Proposal must be at least 100 characters',
    });
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

describe('the academic brief on placeBidForm', () => {
  test('a bid without its brief, or with a brief missing a part, names the part', () => {
    expect(firstMessages({ brief: undefined, days: 1, amount: 10, message: proposal })).toHaveProperty('brief');
    expect(firstMessages({ brief: { ...brief, subject: ' ' }, days: 1, amount: 10, message: proposal })).toEqual({
      'brief.subject': 'Please say which subject the work is in',
    });
    expect(firstMessages({ brief: { ...brief, level: 'genius' }, days: 1, amount: 10, message: proposal })).toEqual({
      'brief.level': 'Please choose the academic level',
    });
  });

  test("the length is a whole number within its unit's maximum, read from text", () => {
    expect(
      firstMessages({
        brief: { ...brief, length: { unit: 'pages', value: '12' } },
        days: 1,
        amount: 10,
        message: proposal,
      }),
    ).toEqual({});
    expect(
      firstMessages({
        brief: { ...brief, length: { unit: 'pages', value: 401 } },
        days: 1,
        amount: 10,
        message: proposal,
      }),
    ).toEqual({ 'brief.length.value': 'Length must be at most 400 pages' });
    expect(
      firstMessages({
        brief: { ...brief, length: { unit: 'words', value: '2.5' } },
        days: 1,
        amount: 10,
        message: proposal,
      }),
    ).toEqual({ 'brief.length.value': 'Length must be a whole number more than 0' });
  });
});
