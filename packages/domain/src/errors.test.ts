import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { placeBidForm } from './bids/bid.schema.ts';
import { ERROR_CODES } from './error-codes.ts';
import { ERRORS, fieldProblemOf, type FieldProblem, isErrorCode, isFieldErrorCode } from './errors.ts';
import { GigInput } from './gigs/gig.schema.ts';
import { BIO_MAX, GIG_PRICE_MAX_DOLLARS, LIST_ITEMS_MAX, MESSAGE_MAX, PROPOSAL_MIN, USERNAME_MIN } from './limits.ts';
import { MessageForm } from './messages/message.schema.ts';
import { DemoCardFields } from './payments/payment.schema.ts';
import { RegisterInput, UpdateProfileInput } from './users/user.schema.ts';

/** The problem of one field after parsing, as the server sends it and the web reads it. */
function problemOf(schema: z.ZodType, input: unknown, field: string, reportInput = true): FieldProblem | undefined {
  const result = schema.safeParse(input, { reportInput });
  const issue = result.error?.issues.find((candidate) => candidate.path.join('.') === field);
  return issue ? fieldProblemOf(issue) : undefined;
}

const register = { username: 'amelia', email: 'a@example.com', password: 'long enough', country: 'GB' };
const gig = { title: 'Essay', cat: 'essay-writing', desc: 'About', deliveryTime: 3, purpose: 'editing' };
const proposal = 'p'.repeat(PROPOSAL_MIN + 20);

describe('fieldProblemOf', () => {
  test.each<[string, z.ZodType, unknown, string, FieldProblem]>([
    [
      'an empty text',
      RegisterInput,
      { ...register, username: '  ' },
      'username',
      { code: 'required', params: { minimum: USERNAME_MIN } },
    ],
    [
      'a short text',
      RegisterInput,
      { ...register, username: 'ab' },
      'username',
      { code: 'too_short', params: { minimum: USERNAME_MIN } },
    ],
    [
      'an empty email',
      RegisterInput,
      { ...register, email: '' },
      'email',
      { code: 'required', params: { format: 'email' } },
    ],
    ['a missing text', RegisterInput, { ...register, email: undefined }, 'email', { code: 'required' }],
    [
      'a text too long',
      UpdateProfileInput,
      { bio: 'b'.repeat(BIO_MAX + 1) },
      'bio',
      { code: 'too_long', params: { maximum: BIO_MAX } },
    ],
    [
      'an email',
      RegisterInput,
      { ...register, email: 'nope' },
      'email',
      { code: 'invalid_format', params: { format: 'email' } },
    ],
    [
      'a pattern',
      RegisterInput,
      { ...register, username: 'a b c' },
      'username',
      { code: 'invalid_format', params: { format: 'regex' } },
    ],
    [
      'a web address',
      UpdateProfileInput,
      { social: { github: 'github.com/x' } },
      'social.github',
      { code: 'invalid_format', params: { format: 'url' } },
    ],
    ['a country not on the list', RegisterInput, { ...register, country: 'XX' }, 'country', { code: 'invalid_value' }],
    [
      'a list too long',
      UpdateProfileInput,
      { hobbies: Array.from({ length: LIST_ITEMS_MAX + 1 }, (_, i) => `h${i}`) },
      'hobbies',
      { code: 'too_many', params: { maximum: LIST_ITEMS_MAX } },
    ],
    ['a required gig text', GigInput, { ...gig, title: '  ' }, 'title', { code: 'required' }],
    ['a category', GigInput, { ...gig, cat: '' }, 'cat', { code: 'required' }],
    ['a missing number', GigInput, { ...gig, deliveryTime: '' }, 'deliveryTime', { code: 'required' }],
    ['a number that is not one', GigInput, { ...gig, pages: 'many' }, 'pages', { code: 'not_a_number' }],
    ['a number that is not whole', GigInput, { ...gig, pages: 1.5 }, 'pages', { code: 'not_whole' }],
    ['a number too small', GigInput, { ...gig, pages: 0 }, 'pages', { code: 'too_small', params: { minimum: 1 } }],
    [
      'a number too big',
      GigInput,
      { ...gig, priceMin: GIG_PRICE_MAX_DOLLARS + 1 },
      'priceMin',
      { code: 'too_big', params: { maximum: GIG_PRICE_MAX_DOLLARS } },
    ],
    ['too many decimals', GigInput, { ...gig, priceMin: 1.234 }, 'priceMin', { code: 'too_many_decimals' }],
    ['the price range', GigInput, { ...gig, priceMin: 20, priceMax: 10 }, 'priceMax', { code: 'price_range' }],
    [
      'an image from elsewhere',
      GigInput,
      { ...gig, cover: 'https://elsewhere.test/a.png' },
      'cover',
      { code: 'not_uploaded' },
    ],
    [
      'the bid days',
      placeBidForm(4),
      { days: 9, message: proposal, amount: 10 },
      'days',
      { code: 'days_range', params: { minimum: 1, maximum: 4 } },
    ],
    [
      'the bid days as text',
      placeBidForm(4),
      { days: 'soon', message: proposal, amount: 10 },
      'days',
      { code: 'days_range', params: { minimum: 1, maximum: 4 } },
    ],
    [
      'a short proposal',
      placeBidForm(4),
      { days: 2, message: 'short', amount: 10 },
      'message',
      { code: 'too_short', params: { minimum: PROPOSAL_MIN } },
    ],
    [
      'an amount of 0',
      placeBidForm(4),
      { days: 2, message: proposal, amount: 0 },
      'amount',
      { code: 'must_exceed', params: { minimum: 0 } },
    ],
    [
      'a long message',
      MessageForm,
      { desc: 'm'.repeat(MESSAGE_MAX + 1) },
      'desc',
      { code: 'too_long', params: { maximum: MESSAGE_MAX } },
    ],
    [
      'a card number',
      DemoCardFields,
      { number: '4242 4242 4242 4241', expiry: '12 / 40', cvc: '123' },
      'number',
      { code: 'card_number_invalid' },
    ],
    [
      'an expired card',
      DemoCardFields,
      { number: '4242 4242 4242 4242', expiry: '01 / 20', cvc: '123' },
      'expiry',
      { code: 'card_expired' },
    ],
  ])('%s', (_name, schema, input, field, expected) => {
    expect(problemOf(schema, input, field)).toEqual(expected);
  });

  test('without the input, a missing number is still told from one that is not a number', () => {
    expect(problemOf(GigInput, { ...gig, deliveryTime: '' }, 'deliveryTime', false)).toEqual({ code: 'required' });
    expect(problemOf(GigInput, { ...gig, pages: 'many' }, 'pages', false)).toEqual({ code: 'not_a_number' });
  });

  test('a refinement without a known code is simply invalid', () => {
    const schema = z.object({ a: z.string().refine(() => false, { message: 'no', params: { code: 'made_up' } }) });
    expect(problemOf(schema, { a: 'x' }, 'a')).toEqual({ code: 'invalid' });
  });
});

test('the field error codes and the error codes do not overlap', () => {
  for (const code of Object.keys(ERRORS)) expect(isFieldErrorCode(code)).toBe(false);
  expect(isErrorCode('USERNAME_TAKEN')).toBe(true);
  expect(isErrorCode('toString')).toBe(false);
});

test('the list of codes the web reads is the table of codes the server answers with', () => {
  expect([...ERROR_CODES].sort()).toEqual(Object.keys(ERRORS).sort());
  expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
});
