import { isErrorCode, type ErrorCode } from './error-codes.ts';
import { MESSAGE_MAX, PROPOSAL_MIN } from './limits.ts';

// The server reads a code's status and sentence with the code's type from here; the web imports error-codes.ts alone.
export { isErrorCode, type ErrorCode };

/**
 * Each error code (error-codes.ts) with its HTTP status and the default English sentence for people reading the API.
 * The server maps a DomainError's code through this table into problem details (RFC 9457); the web
 * app says each code in the reader's language (apps/web/src/lib/problem-text.ts, `errors` namespace).
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, detail: 'Some fields are not valid.' },
  BAD_REQUEST: { status: 400, detail: 'The request is not valid.' },
  NOT_SIGNED_IN: { status: 401, detail: 'Please sign in to continue.' },
  WRONG_CREDENTIALS: { status: 401, detail: 'Wrong username or password' },
  FORBIDDEN: { status: 403, detail: 'You are not allowed to do this.' },
  NOT_PROFILE_OWNER: { status: 403, detail: 'You can only edit your own profile.' },
  SELLERS_ONLY: { status: 403, detail: 'Only sellers can do this.' },
  NOT_GIG_OWNER: { status: 403, detail: 'You can only change your own gigs.' },
  CROSS_ORIGIN_REFUSED: { status: 403, detail: 'Requests from other sites are not accepted.' },
  NOT_FOUND: { status: 404, detail: 'Not found.' },
  USER_NOT_FOUND: { status: 404, detail: 'This user does not exist.' },
  FILE_NOT_FOUND: { status: 404, detail: 'This file does not exist.' },
  GIG_NOT_FOUND: { status: 404, detail: 'This gig does not exist.' },
  GIG_DOCUMENT_NOT_FOUND: { status: 404, detail: 'This gig has no document.' },
  INVALID_CURSOR: { status: 400, detail: 'This page link is not valid any more. Please start from the first page.' },
  INVALID_TEXT: {
    status: 400,
    detail: 'Some text contains invisible control characters or broken characters. Please remove them and try again.',
  },
  GIG_HAS_ACTIVE_ORDER: {
    status: 409,
    detail: 'This gig has an approved or in-progress order and cannot be deleted until the order is completed.',
  },
  BID_NOT_FOUND: { status: 404, detail: 'This bid does not exist.' },
  BID_OWN_GIG: { status: 403, detail: 'You cannot bid on your own gig' },
  BID_SELLERS_CANNOT_BID: { status: 403, detail: 'Sellers cannot place bids' },
  BID_OWNER_ONLY: { status: 403, detail: 'Only the owner of the gig can do this with its bids.' },
  BID_ALREADY_PLACED: { status: 409, detail: 'You have already placed a bid on this gig.' },
  GIG_NOT_AVAILABLE: { status: 409, detail: 'This gig is not taking bids any more.' },
  BID_NOT_PENDING: { status: 409, detail: 'Only a pending bid can be approved.' },
  BID_NOT_ACTIVE: { status: 409, detail: 'Only an approved or in-progress order can be completed.' },
  BID_NOT_COMPLETED: { status: 409, detail: 'The order must be completed before it can be reviewed.' },
  BID_DAYS_OUT_OF_RANGE: { status: 400, detail: "Days must be between 1 and the gig's delivery time" },
  BID_DUE_AT_OUT_OF_RANGE: {
    status: 400,
    detail: "The due time must be at least 3 hours from now and within the gig's delivery time.",
  },
  BID_PROPOSAL_TOO_SHORT: { status: 400, detail: `Proposal must be at least ${PROPOSAL_MIN} characters` },
  BID_AMOUNT_INVALID: { status: 400, detail: 'Amount must be more than 0' },
  ASSIGNMENT_NOT_FOUND: { status: 404, detail: 'This assignment does not exist.' },
  ASSIGNMENT_BUYERS_ONLY: { status: 403, detail: 'Only buyers can post assignments.' },
  ASSIGNMENT_POSTER_ONLY: { status: 403, detail: 'Only the buyer who posted this assignment can do this.' },
  ASSIGNMENT_DEADLINE_INVALID: { status: 400, detail: 'The deadline must be a date and time with its time zone.' },
  ASSIGNMENT_DEADLINE_TOO_SOON: { status: 400, detail: 'The deadline must be at least 3 hours from now.' },
  ASSIGNMENT_NOT_OPEN: { status: 409, detail: 'This assignment is not taking offers any more.' },
  OFFER_NOT_FOUND: { status: 404, detail: 'This offer does not exist.' },
  OFFER_ALREADY_MADE: { status: 409, detail: 'You have already made an offer on this assignment.' },
  OFFER_NOT_PENDING: { status: 409, detail: 'This offer is no longer pending.' },
  OFFER_DELIVER_BY_OUT_OF_RANGE: {
    status: 400,
    detail: "The delivery time must be in the future and no later than the assignment's deadline.",
  },
  ORDER_NOT_FOUND: { status: 404, detail: 'This order does not exist.' },
  ORDER_BUYER_ONLY: { status: 403, detail: 'Only the buyer of this order can do this.' },
  ORDER_SELLER_ONLY: { status: 403, detail: 'Only the seller of this order can do this.' },
  ORDER_WRONG_STATE: {
    status: 409,
    detail: 'This order is not in a state that allows this any more. Please reload it.',
  },
  ORDER_DELIVER_FIRST: {
    status: 409,
    detail: 'An order is completed when the seller delivers the work and the buyer accepts it.',
  },
  ORDER_NO_REVISIONS_LEFT: { status: 409, detail: 'No revisions are left on this order.' },
  ORDER_CANCELLATION_OPEN: { status: 409, detail: 'A cancellation request is already open on this order.' },
  ORDER_NO_CANCELLATION: { status: 409, detail: 'There is no open cancellation request on this order.' },
  ORDER_OWN_CANCELLATION: { status: 403, detail: 'The other side of the order answers your cancellation request.' },
  ORDER_NOT_LATE_ENOUGH: {
    status: 409,
    detail: 'You can cancel alone only when the order is more than 24 hours late with nothing delivered.',
  },
  ORDER_NOT_PAID: { status: 409, detail: 'This order has not been paid yet.' },
  ORDER_EXTENSION_OPEN: {
    status: 409,
    detail: 'The seller has already asked for more time on this order; the buyer answers that request first.',
  },
  ORDER_NO_EXTENSION: {
    status: 409,
    detail: 'There is no open request for more time on this order.',
  },
  ORDER_EXTENSION_TOO_LATE: {
    status: 409,
    detail: 'More time can be asked for only while the work is in progress, until 24 hours after it is due.',
  },
  ORDER_EXTENSION_DUE_INVALID: {
    status: 400,
    detail:
      'The new due time must be later than the current one and than now, and at most 60 days after the current one.',
  },
  FILE_NOT_ATTACHABLE: { status: 400, detail: 'You can only attach files you uploaded yourself.' },
  OPERATOR_ONLY: { status: 403, detail: 'Only operators can do this.' },
  HONOR_CODE_REQUIRED: { status: 400, detail: 'Please read and accept the honor code to create an account.' },
  HONOR_CODE_NOT_ACCEPTED: { status: 403, detail: 'Please read and accept the current honor code first.' },
  HONOR_CODE_VERSION_OUTDATED: {
    status: 409,
    detail: 'The honor code has changed since you opened it. Please read the current text and accept it.',
  },
  PURPOSE_NOT_ALLOWED_IN_COUNTRY: { status: 403, detail: 'This kind of work cannot be ordered from your country.' },
  JURISDICTION_RULE_NOT_FOUND: { status: 404, detail: 'There is no rule for this country.' },
  DISPUTE_REFUND_INVALID: { status: 400, detail: 'The refund must be more than 0 and less than the amount paid.' },
  PAYMENT_NOT_FOUND: { status: 404, detail: 'This payment does not exist.' },
  PAYMENT_BIDDER_ONLY: { status: 403, detail: 'Only the buyer of this order can pay it.' },
  BID_NOT_APPROVED: { status: 409, detail: 'Only an approved order that is waiting for payment can be paid.' },
  BID_ALREADY_PAID: { status: 409, detail: 'This order has already been paid.' },
  PAYMENT_PROCESSING: {
    status: 409,
    detail: 'A payment for this order is being processed. Please try again in a moment.',
  },
  PAYMENT_ALREADY_SUCCEEDED: { status: 409, detail: 'This payment has already succeeded.' },
  CARD_NUMBER_INVALID: { status: 400, detail: 'Your card number is invalid.' },
  CARD_EXPIRY_INVALID: { status: 400, detail: "Your card's expiration date is in the past." },
  CARD_CVC_INVALID: { status: 400, detail: "Your card's security code is incomplete." },
  CARD_DECLINED: { status: 402, detail: 'Your card was declined.' },
  CARD_INSUFFICIENT_FUNDS: { status: 402, detail: 'Your card has insufficient funds.' },
  DEMO_GATEWAY_OFF: { status: 404, detail: 'The demo payment gateway is not in use here.' },
  WEBHOOK_SIGNATURE_INVALID: { status: 400, detail: 'The webhook signature is not valid.' },
  PAYMENT_GATEWAY_FAILED: { status: 502, detail: 'The payment provider could not be reached. Please try again.' },
  PAYOUT_ACCOUNT_NOT_READY: { status: 409, detail: 'Connect a payout account before withdrawing.' },
  PAYOUT_NOTHING_AVAILABLE: { status: 409, detail: 'Nothing is available to withdraw yet.' },
  PAYOUT_BELOW_MINIMUM: { status: 400, detail: 'This amount is below the smallest payout.' },
  PAYOUT_ABOVE_AVAILABLE: { status: 400, detail: 'This amount is more than is available to withdraw.' },
  STATEMENT_MONTH_INVALID: {
    status: 400,
    detail: 'Ask for a statement by its month, written YYYY-MM (such as 2026-11), once the month has begun.',
  },
  STATEMENT_NOT_FOUND: { status: 404, detail: 'Your money did not move that month, so it has no statement.' },
  PAYOUT_TRANSFER_PENDING: {
    status: 409,
    detail:
      'Part of your available money is still on its way to your Stripe account. ' +
      'Please try a smaller amount or wait a moment.',
  },
  PAYOUT_ONBOARDING_TOKEN_INVALID: {
    status: 400,
    detail: 'This link to connect a payout account is not valid any more. Please start again.',
  },
  PAYOUT_IBAN_REFUSED: {
    status: 400,
    detail: 'The demo payout provider accepts only its test IBAN DE89 3704 0044 0532 0130 00.',
  },
  CHARGEBACK_EXISTS: { status: 409, detail: 'This order has been charged back already.' },
  CHARGEBACK_NOTHING_PAID: {
    status: 409,
    detail: 'This order holds no card payment to charge back: it is unpaid or refunded in full.',
  },
  REVIEW_REQUIRED: { status: 400, detail: 'Please review the buyer before completing the order.' },
  REVIEW_NOT_ALLOWED: { status: 403, detail: 'Only the other side of this order can review it.' },
  REVIEW_ALREADY_EXISTS: { status: 409, detail: 'This order has already been reviewed.' },
  CONVERSATION_NOT_FOUND: { status: 404, detail: "This conversation doesn't exist or you don't have access to it" },
  CONVERSATION_WITH_SELF: { status: 403, detail: 'You cannot message yourself.' },
  CONVERSATION_NOT_ALLOWED: { status: 403, detail: 'You cannot message this user' },
  MESSAGE_EMPTY: { status: 400, detail: 'Please write a message' },
  MESSAGE_TOO_LONG: { status: 400, detail: `Messages can be at most ${MESSAGE_MAX} characters` },
  TOO_MANY_MESSAGES: {
    status: 429,
    detail: 'You are sending messages too quickly. Please wait a moment and try again.',
  },
  NOTIFICATION_NOT_FOUND: { status: 404, detail: 'This notification does not exist.' },
  TOO_MANY_STREAMS: { status: 429, detail: 'Too many open live connections. Please close some tabs and try again.' },
  LIVE_STREAMS_FULL: {
    status: 503,
    detail: 'Live updates are busy right now. They reconnect by themselves in a moment.',
  },
  SESSION_NOT_FOUND: { status: 404, detail: 'This session does not exist or has already ended.' },
  ALREADY_SELLER: { status: 409, detail: 'Your account is already a seller account.' },
  NOT_A_SELLER: { status: 409, detail: 'Your account is not a seller account.' },
  SELLER_HAS_OPEN_ORDERS: {
    status: 409,
    detail: 'You have orders under way: finish or cancel them before you stop selling.',
  },
  ACCOUNT_HAS_OPEN_ORDERS: {
    status: 409,
    detail: 'Your account has orders under way: finish or cancel them before deleting your account.',
  },
  ACCOUNT_PASSWORD_WRONG: { status: 400, detail: 'This is not your current password.' },
  USERNAME_TAKEN: { status: 409, detail: 'This username is already taken.' },
  EMAIL_TAKEN: { status: 409, detail: 'An account with this email already exists.' },
  EMAIL_NOT_CHANGEABLE: {
    status: 400,
    detail:
      'The email address is not changed here: use "Change email" (POST /api/auth/email/change) with your password.',
  },
  EMAIL_CHANGE_UNAVAILABLE: {
    status: 409,
    detail: 'This address now belongs to another account, so the change cannot be made. Your address stays as it was.',
  },
  FILE_TOO_LARGE: { status: 413, detail: 'The file is too large.' },
  TOO_MANY_FIELDS: { status: 413, detail: 'Too many form fields: a form may have at most 40 fields.' },
  TOO_MANY_FILES: { status: 413, detail: 'Too many files: send one file at a time.' },
  UNSUPPORTED_FILE_TYPE: { status: 415, detail: 'This file type is not supported.' },
  FILE_MISSING: { status: 400, detail: 'Please choose a file to upload.' },
  IMAGE_UNREADABLE: {
    status: 415,
    detail: 'This image could not be read. It may be damaged; please save it again or choose another picture.',
  },
  DOCUMENT_TYPE_NOT_ALLOWED: { status: 415, detail: 'Documents must be PDF, DOC, DOCX, TXT, ZIP, XLS or XLSX files.' },
  TOO_MANY_REQUESTS: { status: 429, detail: 'Too many requests. Please wait and try again.' },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    detail: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  },
  ACCOUNT_TOKEN_INVALID: { status: 400, detail: 'This link is not valid. Please ask for a new one.' },
  ACCOUNT_TOKEN_EXPIRED: { status: 400, detail: 'This link has expired. Please ask for a new one.' },
  ACCOUNT_TOKEN_USED: {
    status: 400,
    detail: 'This link has already been used. Please ask for a new one if you need it.',
  },
  EMAIL_VERIFICATION_OUTDATED: {
    status: 400,
    detail: 'This link was sent to an address that is no longer the one of your account.',
  },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    detail: 'Please verify your email address first: open the link we sent you, or ask for a new one.',
  },
  EMAIL_ALREADY_VERIFIED: { status: 409, detail: 'Your email address is already verified.' },
  WRONG_PASSWORD: { status: 400, detail: 'The current password is not right.' },
  SERVICE_UNAVAILABLE: { status: 503, detail: 'The service is not available right now.' },
  SERVER_RESTARTING: { status: 503, detail: 'The server is restarting. Please try again in a moment.' },
  REQUEST_TOO_SLOW: {
    status: 408,
    detail: 'The request arrived too slowly and was stopped. Please check your connection and try again.',
  },
  // Reports, the operators' queue and suspension (decision 040).
  REPORT_TARGET_NOT_FOUND: { status: 404, detail: 'What you are reporting does not exist or you cannot see it.' },
  REPORT_OWN_ITEM: { status: 403, detail: 'You cannot report yourself or your own gig.' },
  REPORT_ALREADY_OPEN: { status: 409, detail: 'You have already reported this; an operator will look at it.' },
  TOO_MANY_REPORTS: { status: 429, detail: 'You have sent many reports in a short time. Please wait and try again.' },
  REPORT_NOT_FOUND: { status: 404, detail: 'This report does not exist.' },
  REPORT_NOT_OPEN: { status: 409, detail: 'This report has already been handled.' },
  GIG_ALREADY_HIDDEN: { status: 409, detail: 'An operator has already hidden this gig.' },
  GIG_NOT_HIDDEN_BY_OPERATOR: { status: 409, detail: 'This gig is not hidden by an operator.' },
  ACCOUNT_SUSPENDED: { status: 403, detail: 'This account is suspended by the operators.' },
  ACCOUNT_ALREADY_SUSPENDED: { status: 409, detail: 'This account is already suspended.' },
  ACCOUNT_NOT_SUSPENDED: { status: 409, detail: 'This account is not suspended.' },
  OPERATOR_NOT_SUSPENDABLE: { status: 403, detail: 'An operator cannot suspend themselves or another operator.' },
  INTERNAL: { status: 500, detail: 'Something went wrong on our side.' },
} as const satisfies Record<ErrorCode, { status: number; detail: string }>;

/**
 * What can be wrong with one field, for machines and translations: zod's kinds of problem, named
 * for people (`required`, `too_short`...), and the domain's own rules (a schema's refinement says
 * which with `params.code`). A field may also carry an ErrorCode (`USERNAME_TAKEN` on username).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too_short',
  'too_long',
  'too_small',
  'must_exceed',
  'too_big',
  'too_few',
  'too_many',
  'not_a_number',
  'not_whole',
  'too_many_decimals',
  'invalid_format',
  'invalid_value',
  'invalid',
  'not_uploaded',
  'not_own_upload',
  'price_range',
  'budget_range',
  'discount_too_large',
  'days_range',
  'card_number_incomplete',
  'card_number_invalid',
  'card_expiry_incomplete',
  'card_expired',
  'card_cvc_incomplete',
  'invalid_characters',
  'password_common',
  'password_blank',
  'email_unavailable',
  'email_same',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** One problem of one field: its code and the numbers or names a sentence needs (minimum, maximum, format). */
export interface FieldProblem {
  code: FieldErrorCode | ErrorCode;
  params?: Record<string, number | string>;
}

export const isFieldErrorCode = (code: string): code is FieldErrorCode =>
  (FIELD_ERROR_CODES as readonly string[]).includes(code);

/** The parts of a zod issue that say what went wrong (a zod issue, or one rebuilt from Fastify's validation error). */
export interface IssueLike {
  code: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  expected?: string;
  received?: string;
  format?: string;
  input?: unknown;
  errors?: IssueLike[][];
  params?: Record<string, unknown>;
}

/** Parsed with `reportInput`, an issue says what was sent; else only NaN is told apart from "nothing". */
function isMissing(issue: IssueLike): boolean {
  if ('input' in issue) return issue.input === undefined || issue.input === null || issue.input === '';
  return issue.received !== 'NaN';
}

function customProblem(params: Record<string, unknown>): FieldProblem | undefined {
  const { code, ...rest } = params;
  if (typeof code !== 'string' || !(isFieldErrorCode(code) || isErrorCode(code))) return undefined;
  const values = Object.entries(rest).filter(
    (entry): entry is [string, number | string] => typeof entry[1] === 'number' || typeof entry[1] === 'string',
  );
  return values.length > 0 ? { code, params: Object.fromEntries(values) } : { code };
}

/** The FieldProblem of one zod issue (server answers and the web's forms both use it). */
export function fieldProblemOf(issue: IssueLike): FieldProblem {
  const custom = issue.params ? customProblem(issue.params) : undefined;
  if (custom) return custom;
  const problem = issueProblem(issue);
  // Nothing typed is "required", whatever rule it broke (a minimum length, an email's form); the rule's numbers stay.
  const blank = 'input' in issue && (issue.input === '' || issue.input === undefined || issue.input === null);
  return blank && issue.code !== 'custom' ? { ...problem, code: 'required' } : problem;
}

function issueProblem(issue: IssueLike): FieldProblem {
  const minimum = Number(issue.minimum);
  const maximum = Number(issue.maximum);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return minimum <= 1 ? { code: 'required' } : { code: 'too_short', params: { minimum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_few', params: { minimum } };
      return { code: issue.inclusive === false ? 'must_exceed' : 'too_small', params: { minimum } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'too_long', params: { maximum } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'too_many', params: { maximum } };
      return { code: 'too_big', params: { maximum } };
    case 'invalid_type':
      if (issue.expected === 'int') return { code: 'not_whole' };
      if (isMissing(issue)) return { code: 'required' };
      return { code: issue.expected === 'number' || issue.expected === 'bigint' ? 'not_a_number' : 'invalid' };
    case 'invalid_union': {
      const first = issue.errors?.map((branch) => branch[0]);
      const allTypes =
        first !== undefined && first.length > 0 && first.every((branch) => branch?.code === 'invalid_type');
      if ('input' in issue ? isMissing(issue) : allTypes) return { code: 'required' };
      return { code: 'invalid' };
    }
    case 'invalid_format':
      return { code: 'invalid_format', params: { format: issue.format ?? 'text' } };
    case 'invalid_value':
      return { code: 'invalid_value' };
    default:
      return { code: 'invalid' };
  }
}

/** The JSON body of every error answer. */
export interface ProblemDetails {
  type: string;
  status: number;
  title: string;
  detail: string;
  code: ErrorCode;
  /**
   * The request's id (its X-Request-Id answer header and the server's log lines): quote it when reporting a problem.
   */
  requestId?: string;
  /** Each field in error (`a.b.0`) with its English sentences, for people reading the API. */
  errors?: Record<string, string[]>;
  /** The same fields with their problems as codes and parameters, for programs and translations. */
  fields?: Record<string, FieldProblem[]>;
}
