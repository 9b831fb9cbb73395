import { z } from 'zod';
import { multiline, rawLine } from '../text.ts';
import { EMPTY_REVIEW_COMMENT, REVIEW_COMMENT_MAX, SATISFACTION, STARS_MAX, STARS_MIN } from '../limits.ts';
import { pageOf } from '../pagination.ts';

/**
 * Reviews are two-sided (docs/product.md#reviews). The owner reviews the bidder when completing the order
 * (stars, satisfaction, comment: docs/product.md#reviews); after completion the bidder may review the
 * gig once (stars, comment). The form defaults are STARS_DEFAULT and SATISFACTION_DEFAULT.
 */

export const REVIEW_MESSAGES = {
  stars: `Stars must be between ${STARS_MIN} and ${STARS_MAX}`,
  satisfaction: `Satisfaction must be one of ${SATISFACTION.join(', ')}`,
  commentMax: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
} as const;

export type Satisfaction = (typeof SATISFACTION)[number];

export const ReviewStars = z
  .union([z.number(), z.string()], { error: REVIEW_MESSAGES.stars })
  .transform((value) => (typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN))
  .pipe(
    z
      .number({ error: REVIEW_MESSAGES.stars })
      .int(REVIEW_MESSAGES.stars)
      .min(STARS_MIN, REVIEW_MESSAGES.stars)
      .max(STARS_MAX, REVIEW_MESSAGES.stars),
  );

export const ReviewSatisfaction = z.enum(SATISFACTION, { error: REVIEW_MESSAGES.satisfaction });

/** Trimmed; an empty or missing comment is stored as "-" (docs/product.md#reviews). */
export const ReviewComment = multiline({ error: REVIEW_MESSAGES.commentMax })
  .max(REVIEW_COMMENT_MAX, REVIEW_MESSAGES.commentMax)
  .optional()
  .transform((value) => (value ? value : EMPTY_REVIEW_COMMENT));

/** The owner's review of the bidder: the Complete modal's form and the body of POST /bids/complete/{bidId}. */
export const BuyerReviewFields = z.object({
  stars: ReviewStars,
  satisfaction: ReviewSatisfaction,
  comment: ReviewComment,
});
export type BuyerReviewFields = z.infer<typeof BuyerReviewFields>;
export type BuyerReviewFormValues = z.input<typeof BuyerReviewFields>;

/**
 * POST /bids/complete/{bidId}. Send the review with the completion (recommended: one call, one
 * transaction). The body may be left out only when the owner already reviewed the bidder with
 * POST /user-reviews; otherwise the answer is 400 REVIEW_REQUIRED.
 */
export const CompleteBidInput = z
  .object({
    stars: z.number().int().min(STARS_MIN).max(STARS_MAX),
    satisfaction: ReviewSatisfaction,
    comment: multiline().optional().describe('Empty or missing is stored as "-"'),
  })
  .partial()
  .optional()
  .describe("The owner's review of the bidder; required unless POST /user-reviews was already sent for this bid");

/**
 * POST /user-reviews (docs/product.md#endpoints): the owner's review
 * of the bidder of an approved, in-progress or completed bid.
 */
export const UserReviewInput = BuyerReviewFields.extend({ bidId: rawLine().max(100) });
export type UserReviewInput = z.infer<typeof UserReviewInput>;

/** The bidder's review of the gig once the order is completed: the form and POST /gig-reviews without bidId. */
export const GigReviewFields = z.object({ stars: ReviewStars, comment: ReviewComment });
export type GigReviewFields = z.infer<typeof GigReviewFields>;
export type GigReviewFormValues = z.input<typeof GigReviewFields>;

export const GigReviewInput = GigReviewFields.extend({ bidId: rawLine().max(100) });
export type GigReviewInput = z.infer<typeof GigReviewInput>;

/** Who wrote a review: name and avatar ('' when none: show DEFAULT_AVATAR). */
export const ReviewAuthor = z.object({ _id: z.string(), username: z.string(), fullName: z.string(), img: z.string() });
export type ReviewAuthor = z.infer<typeof ReviewAuthor>;

const ReviewedGig = z.object({ _id: z.string(), title: z.string() });

/** A review the owner of a gig wrote about a buyer (the "client reviews" of a profile). */
export const UserReview = z.object({
  _id: z.string(),
  bidId: z.string(),
  gigId: z.string(),
  gig: ReviewedGig,
  revieweeId: z.string(),
  reviewer: ReviewAuthor,
  stars: z.number().int(),
  satisfaction: ReviewSatisfaction,
  comment: z.string(),
  createdAt: z.string(),
});
export type UserReview = z.infer<typeof UserReview>;

/** A review a buyer wrote about a gig (and so its seller). */
export const GigReview = z.object({
  _id: z.string(),
  bidId: z.string(),
  gigId: z.string(),
  gig: ReviewedGig,
  sellerId: z.string(),
  reviewer: ReviewAuthor,
  stars: z.number().int(),
  comment: z.string(),
  createdAt: z.string(),
});
export type GigReview = z.infer<typeof GigReview>;

/** Average stars over every review of the list (1 decimal, null when none) and how many there are. */
const Summary = { average: z.number().nullable(), count: z.number().int() };

export const UserReviewList = pageOf(UserReview).extend(Summary);
export type UserReviewList = z.infer<typeof UserReviewList>;

export const GigReviewList = pageOf(GigReview).extend(Summary);
export type GigReviewList = z.infer<typeof GigReviewList>;

/** Average of `count` ratings summing to `total`, to 1 decimal; null when there are none. */
export function averageStars(total: number, count: number): number | null {
  return count > 0 ? Math.round((total / count) * 10) / 10 : null;
}
