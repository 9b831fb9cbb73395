import { expect, test } from 'vitest';
import { TEST_CARDS } from './card.rules.ts';
import { DemoCardFields, PAYMENT_MESSAGES, paymentReturnMessage } from './payment.schema.ts';

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

const errorsOf = (card: Record<string, string>) => {
  const result = DemoCardFields.safeParse(card);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

test('the four statuses of docs/product.md#payments and anything else', () => {
  expect(paymentReturnMessage('succeeded')).toBe('Payment succeeded!');
  expect(paymentReturnMessage('processing')).toBe('Your payment is processing.');
  expect(paymentReturnMessage('requires_payment_method')).toBe('Your payment was not successful, please try again.');
  expect(paymentReturnMessage('canceled')).toBe('Something went wrong.');
  expect(paymentReturnMessage(null)).toBe('Something went wrong.');
});

test('a test card with a future expiry and a CVC passes', () => {
  expect(errorsOf({ number: '4242 4242 4242 4242', expiry: `12 / ${nextYear}`, cvc: '123' })).toEqual({});
  expect(errorsOf({ number: TEST_CARDS.processing, expiry: `01/20${nextYear}`, cvc: '999' })).toEqual({});
});

test('each field says what is wrong with it', () => {
  expect(errorsOf({ number: '', expiry: '', cvc: '' })).toEqual({
    number: PAYMENT_MESSAGES.cardNumberRequired,
    expiry: PAYMENT_MESSAGES.expiryInvalid,
    cvc: PAYMENT_MESSAGES.cvcInvalid,
  });
  expect(errorsOf({ number: '4242 4242 4242 4241', expiry: '01 / 20', cvc: '12' })).toEqual({
    number: PAYMENT_MESSAGES.cardNumberInvalid,
    expiry: PAYMENT_MESSAGES.expired,
    cvc: PAYMENT_MESSAGES.cvcInvalid,
  });
  expect(errorsOf({ number: '4242424242424242', expiry: `13 / ${nextYear}`, cvc: '123' })).toEqual({
    expiry: PAYMENT_MESSAGES.expiryInvalid,
  });
});
