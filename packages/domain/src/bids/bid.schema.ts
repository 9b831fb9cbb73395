import { z } from 'zod';
import { multiline, rawLine } from '../text.ts';
import { GIG_STATUSES } from '../gigs/gig.process.ts';
import { BID_AMOUNT_MAX_DOLLARS, PROPOSAL_MAX, PROPOSAL_MIN } from '../limits.ts';
import { PageQuery, pageOf } from '../pagination.ts';
import { PAYMENT_STATES } from '../payments/payment.schema.ts';
import { SellerEarnings } from '../payments/seller-earnings.schema.ts';
import { GIG_PURPOSES } from '../integrity/integrity.constants.ts';
import { AcademicBrief, AcademicBriefInput } from './academic-brief.schema.ts';
import { BID_STATUSES } from './bid.process.ts';

/**
 * The Place Bid form and POST /api/bids (docs/product.md#bids). The days limit depends on the
 * gig, so the form schema is made for one gig: `placeBidForm(gig.deliveryTime)`. Money is in
 * dollars here; the server stores cents.
 */

export const BID_MESSAGES = {
  daysRange: (deliveryTime: number) => `Days must be between 1 and ${deliveryTime}`,
  proposalMin: `Proposal must be at least ${PROPOSAL_MIN} characters`,
  proposalMax: `Proposal must be at most ${PROPOSAL_MAX} characters`,
  amountNumber: 'Amount must be a number',
  amountPositive: 'Amount must be more than 0',
  amountMax: `Amount must be at most ${BID_AMOUNT_MAX_DOLLARS}`,
  amountDecimals: 'Amount can have at most 2 decimals',
  loginRequired: 'Please login to place a bid',
  ownGig: 'You cannot bid on your own gig',
  sellers: 'Sellers cannot place bids',
} as const;

/** Inputs hold text while typing; JSON sends numbers. Anything else becomes NaN and fails. */
function toNumber(value: number | string): number {
  if (typeof value === 'number') return value;
  const text = value.trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

function days(deliveryTime: number) {
  const message = BID_MESSAGES.daysRange(deliveryTime);
  // Every problem (not a number, not whole, out of range) is the one range sentence, with its maximum.
  return z
    .union([z.number(), z.string()])
    .catch(Number.NaN)
    .transform(toNumber)
    .refine((value) => Number.isInteger(value) && value >= 1 && value <= deliveryTime, {
      message,
      params: { code: 'days_range', minimum: 1, maximum: deliveryTime },
    });
}

const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const BidAmount = z
  .union([z.number(), z.string()], { error: BID_MESSAGES.amountNumber })
  .transform(toNumber)
  .pipe(
    z
      .number({ error: BID_MESSAGES.amountNumber })
      .positive(BID_MESSAGES.amountPositive)
      .max(BID_AMOUNT_MAX_DOLLARS, BID_MESSAGES.amountMax)
      .refine(hasAtMostTwoDecimals, { message: BID_MESSAGES.amountDecimals, params: { code: 'too_many_decimals' } }),
  );

/** The proposal, trimmed: at least 100 characters (docs/product.md#bids); the live counter shows length/100. */
export const Proposal = multiline({ error: BID_MESSAGES.proposalMin })
  .min(PROPOSAL_MIN, BID_MESSAGES.proposalMin)
  .max(PROPOSAL_MAX, BID_MESSAGES.proposalMax);

/** The Place Bid form for a gig with this delivery time (checks in the order the form shows alerts). */
export function placeBidForm(deliveryTime: number) {
  return z.object({ days: days(deliveryTime), message: Proposal, amount: BidAmount, brief: AcademicBriefInput });
}
export type PlaceBidForm = z.infer<ReturnType<typeof placeBidForm>>;
export type PlaceBidFormValues = z.input<ReturnType<typeof placeBidForm>>;

/**
 * POST /api/bids as the OpenAPI document shows it. The server checks the body with
 * `placeBidForm(gig.deliveryTime)` once it knows the gig (after the 401/404/403/409 checks).
 */
export const PlaceBidInput = z.object({
  gigId: rawLine().max(100).describe('The gig to bid on'),
  amount: z.number().describe('Dollars, more than 0, at most 2 decimals; the form defaults it with defaultBidAmount()'),
  days: z
    .number()
    .int()
    .optional()
    .describe("Between 1 and the gig's deliveryTime; not needed (and not read) when dueAt is given"),
  dueAt: z
    .string()
    .optional()
    .describe(
      'Instead of days: the due instant, ISO 8601 with its offset, at least 3 hours from now and ' +
        "within the gig's deliveryTime; the order is due then (at least 3 hours after payment)",
    ),
  message: multiline().describe(`The proposal, at least ${PROPOSAL_MIN} characters once trimmed`),
  brief: AcademicBriefInput.describe(
    'The academic brief: type of work, subject, level, citation style, ' +
      'length, language, attachments (ids of private files the buyer uploaded)',
  ),
});
export type PlaceBidInput = z.infer<typeof PlaceBidInput>;

/** A bid as every bid endpoint answers it (docs/product.md#bids). Dollars, not cents. */
export const Bid = z.object({
  _id: z.string(),
  gigId: z.string(),
  gig: z.object({
    _id: z.string(),
    title: z.string(),
    /** Cover URL, '' when none. */
    cover: z.string(),
    status: z.enum(GIG_STATUSES),
    /** What the gig's work is for. */
    purpose: z.enum(GIG_PURPOSES),
    /** The owner deleted the gig; the order keeps its history. */
    deleted: z.boolean(),
  }),
  amount: z.number(),
  days: z.number().int(),
  message: z.string(),
  /**
   * The academic brief; null on bids placed before briefs existed. Bid answers reach only the bidder and the seller.
   */
  brief: AcademicBrief.nullable(),
  /** Contact details were hidden from the proposal `message` (decision 037); the screens say why. */
  messageMasked: z.boolean(),
  status: z.enum(BID_STATUSES),
  bidderId: z.string(),
  bidderUsername: z.string(),
  /** The bidder's avatar ('' when none: show DEFAULT_AVATAR) and full name ('' when not given). */
  bidderProfile: z.object({ img: z.string(), fullName: z.string() }),
  sellerId: z.string(),
  sellerUsername: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  approvedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /**
   * When the buyer paid, and when the work is due (moved by a revision or an accepted extension);
   * before payment the instant the bid named instead of days, else null.
   */
  paidAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  /** Still to be delivered and past its due date. */
  late: z.boolean(),
  /** The seller's reason when they declined the bid; '' otherwise. */
  declineReason: z.string(),
  /** The owner has reviewed the bidder (POST /user-reviews or with the completion). */
  hasUserReview: z.boolean(),
  /** The bidder has reviewed the gig (POST /gig-reviews). */
  hasGigReview: z.boolean(),
  /** From the ledger: awaiting_payment (approved, unpaid), in_escrow (paid, held), released, paid_outside, or none. */
  paymentState: z.enum(PAYMENT_STATES),
  /** The platform's fee and what the seller earns of the bid: only in the answers to the gig's seller. */
  sellerEarnings: SellerEarnings.optional(),
});
export type Bid = z.infer<typeof Bid>;

export const BidList = pageOf(Bid);
export type BidList = z.infer<typeof BidList>;

export const BidCount = z.object({ count: z.number().int() });
export type BidCount = z.infer<typeof BidCount>;

/** Which of the caller's bids GET /bids/me lists: all, active (every status but completed) or completed. */
export const MY_BID_VIEWS = ['all', 'active', 'completed'] as const;
export type MyBidView = (typeof MY_BID_VIEWS)[number];

export const MyBidsQuery = PageQuery.extend({
  view: z.enum(MY_BID_VIEWS, { error: `View must be one of ${MY_BID_VIEWS.join(', ')}` }).default('all'),
});
export type MyBidsQuery = z.infer<typeof MyBidsQuery>;
