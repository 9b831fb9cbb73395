import { cardDigits } from '@inkwell/domain/payments/card.rules';

/** "4242424242424242" as people read it: groups of 4 digits (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return cardDigits(text)
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" as "12 / 34" while typing; a single digit above 1 is a month ("4" -> "04 / "). */
export function formatExpiry(text: string, deleting: boolean): string {
  let digits = text.replace(/\D/g, '').slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}
