/**
 * Card checks of the demo gateway's card form (and of the server that confirms it): the number
 * passes the Luhn check, the expiry is this month or later, the CVC has 3 digits (4 for American
 * Express). Only the brand and the last 4 digits are ever kept.
 */

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/**
 * Stripe's documented test cards, plus one of the demo's own that stays `processing` for a few
 * seconds and then succeeds (Stripe has no card for that; its bank debits behave so).
 */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  processing: '4000000000007072',
} as const;

/** How long the processing test card stays `processing` before it succeeds. */
export const DEMO_PROCESSING_MS = 3000;

/** The card number's digits, with the spaces and dashes people type removed. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** True when the card still works in that month: the expiry is the end of its month. */
export function expiryInFuture(month: number, year: number, now: Date = new Date()): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12 || !Number.isInteger(year)) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  return fullYear * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function cvcValid(cvc: string, brand: CardBrand): boolean {
  return brand === 'amex' ? /^\d{4}$/.test(cvc) : /^\d{3}$/.test(cvc);
}

/** "MM / YY" as typed into the form, to month and two- or four-digit year; null when unreadable. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  return { month: Number(match[1]), year: Number(match[2]) };
}
