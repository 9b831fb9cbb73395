import { PAYMENT_MESSAGES } from '@inkwell/domain/payments/payment.schema';
import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { serverDetail } from '../../lib/server-message.ts';

/** The card messages the domain writes (in English) and their translation keys. */
const KEYS = new Map<string, string>(Object.entries(PAYMENT_MESSAGES).map(([key, message]) => [message, `errors.${key}`]));

/** A card message of the domain (a field check, or the server's detail) in the reader's language. */
export function translateCardMessage(message: string, t: TFunction): string {
  const key = KEYS.get(message);
  return key ? t(key) : message;
}

const CODE_KEYS: Record<string, string> = {
  PAYMENT_PROCESSING: 'errors.PAYMENT_PROCESSING',
  PAYMENT_ALREADY_SUCCEEDED: 'errors.PAYMENT_ALREADY_SUCCEEDED',
  BID_ALREADY_PAID: 'errors.BID_ALREADY_PAID',
};

/**
 * SPEC.md section 8 "Payment": a card or validation error shows its message (translated when it is
 * one of the card messages), anything else "An unexpected error occurred".
 */
export function paymentErrorMessage(error: unknown, t: TFunction): string {
  const key = error instanceof ApiError ? CODE_KEYS[error.code] : undefined;
  if (key) return t(key);
  const detail = serverDetail(error);
  if (detail && error instanceof ApiError && error.status < 500) return translateCardMessage(detail, t);
  return t('errors.unexpected');
}

/** The message of each card field the server refused, translated. */
export function cardFieldErrors(error: unknown, t: TFunction): Partial<Record<'number' | 'expiry' | 'cvc', string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const fields: Partial<Record<'number' | 'expiry' | 'cvc', string>> = {};
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const message = error.errors[field]?.[0];
    if (message) fields[field] = translateCardMessage(message, t);
  }
  return fields;
}
