import { REVIEW_MESSAGES } from '@inkwell/domain/reviews/review.schema';
import { REVIEW_COMMENT_MAX, STARS_MAX, STARS_MIN } from '@inkwell/domain/limits';
import { ApiError } from '../../lib/api-client.ts';
import { serverDetail } from '../../lib/server-message.ts';

/**
 * The review schema and the server speak English (REVIEW_MESSAGES); the forms show the reader's
 * language. A sentence we do not know is shown as the server wrote it.
 */
type Translate = (key: string, options?: Record<string, unknown>) => string;

const SENTENCES: Record<string, [key: string, values?: Record<string, unknown>]> = {
  [REVIEW_MESSAGES.stars]: ['errors.stars', { min: STARS_MIN, max: STARS_MAX }],
  [REVIEW_MESSAGES.satisfaction]: ['errors.satisfaction'],
  [REVIEW_MESSAGES.commentMax]: ['errors.commentMax', { max: REVIEW_COMMENT_MAX }],
};

/** One of the review schema's sentences in the reader's language. */
export function reviewMessage(t: Translate, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const known = SENTENCES[message];
  return known ? t(known[0], known[1]) : message;
}

export type ReviewField = 'stars' | 'satisfaction' | 'comment';

/** The server's per-field sentences of a 400, translated. */
export function reviewServerFieldErrors<F extends ReviewField>(t: Translate, error: unknown, fields: readonly F[]): { field: F; message: string }[] {
  if (!(error instanceof ApiError)) return [];
  return fields.flatMap((field) => {
    const message = reviewMessage(t, error.errors[field]?.[0]);
    return message ? [{ field, message }] : [];
  });
}

/** Refusals the forms say in the reader's language (keys of failure.<form>.<code> in reviews.json). */
const KNOWN_CODES: Record<'complete' | 'gigReview', readonly string[]> = {
  complete: ['BID_NOT_ACTIVE', 'REVIEW_ALREADY_EXISTS', 'BID_NOT_FOUND', 'BID_OWNER_ONLY'],
  gigReview: ['BID_NOT_COMPLETED', 'REVIEW_ALREADY_EXISTS', 'BID_NOT_FOUND', 'REVIEW_NOT_ALLOWED'],
};

/**
 * SPEC.md section 8: a failed completion says the server's text (translated when we know it), else
 * "Failed to submit review/complete"; the buyer's review of the gig likewise, else "Failed to submit review".
 */
export function reviewFailure(t: Translate, form: 'complete' | 'gigReview', error: unknown): string {
  if (error instanceof ApiError && KNOWN_CODES[form].includes(error.code)) return t(`failure.${form}.${error.code}`);
  const detail = serverDetail(error);
  return detail ? (reviewMessage(t, detail) ?? detail) : t(`failure.${form}.generic`);
}
