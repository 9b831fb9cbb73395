import { BID_MESSAGES } from '@inkwell/domain/bids/bid.schema';
import { BID_AMOUNT_MAX_DOLLARS, PROPOSAL_MAX, PROPOSAL_MIN } from '@inkwell/domain/limits';
import { ApiError } from '../../lib/api-client.ts';
import { serverDetail } from '../../lib/server-message.ts';

/**
 * The domain schema and the server speak English (BID_MESSAGES); the form shows the reader's
 * language. Each of the schema's sentences has its key in bid.json; a sentence we do not know is
 * shown as the server wrote it.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;
/** Writes dollars the reader's way ($100,000). */
type Money = (dollars: number) => string;

const DAYS = /^Days must be between 1 and (\d+)$/;

const sentences = (money: Money): Record<string, [key: string, values?: Record<string, unknown>]> => ({
  [BID_MESSAGES.proposalMin]: ['errors.proposalMin', { min: PROPOSAL_MIN }],
  [BID_MESSAGES.proposalMax]: ['errors.proposalMax', { max: PROPOSAL_MAX }],
  [BID_MESSAGES.amountNumber]: ['errors.amountNumber'],
  [BID_MESSAGES.amountPositive]: ['errors.amountPositive'],
  [BID_MESSAGES.amountMax]: ['errors.amountMax', { max: money(BID_AMOUNT_MAX_DOLLARS) }],
  [BID_MESSAGES.amountDecimals]: ['errors.amountDecimals'],
  [BID_MESSAGES.loginRequired]: ['failure.NOT_SIGNED_IN'],
  [BID_MESSAGES.ownGig]: ['failure.BID_OWN_GIG'],
  [BID_MESSAGES.sellers]: ['failure.BID_SELLERS_CANNOT_BID'],
});

/** One of the bid schema's sentences in the reader's language (the days range keeps its number). */
export function bidMessage(t: Translate, money: Money, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const days = DAYS.exec(message);
  if (days) return t('errors.daysRange', { max: Number(days[1]) });
  const known = sentences(money)[message];
  return known ? t(known[0], known[1]) : message;
}

/** The refusals SPEC.md and DECISIONS.md name, said in the reader's language (keys of failure.* in bid.json). */
const KNOWN_CODES = ['NOT_SIGNED_IN', 'BID_OWN_GIG', 'BID_SELLERS_CANNOT_BID', 'BID_ALREADY_PLACED', 'GIG_NOT_AVAILABLE', 'GIG_NOT_FOUND'];

/**
 * SPEC.md section 8, "Bid failure": the server's text (translated when it is one we know), else
 * "Failed to place bid" (a network failure, a proxy's error page).
 */
export function placeBidFailure(t: Translate, money: Money, error: unknown): string {
  if (error instanceof ApiError && KNOWN_CODES.includes(error.code)) return t(`failure.${error.code}`);
  const detail = serverDetail(error);
  return detail ? (bidMessage(t, money, detail) ?? detail) : t('failure.generic');
}

/** The form's fields as the server names them in a 400's `errors`. */
export const BID_FORM_FIELDS = ['days', 'message', 'amount'] as const;
export type BidFormField = (typeof BID_FORM_FIELDS)[number];

/** The server's per-field sentences of a 400, translated, in the form's order. */
export function bidServerFieldErrors(t: Translate, money: Money, error: unknown): { field: BidFormField; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return BID_FORM_FIELDS.flatMap((field) => {
    const message = bidMessage(t, money, error.errors[field]?.[0]);
    return message ? [{ field, message }] : [];
  });
}
