import type { PageQuery } from '@inkwell/domain/pagination';
import {
  averageStars,
  BuyerReviewFields,
  GigReviewFields,
  type GigReview,
  type GigReviewList,
  type UserReview,
  type UserReviewList,
} from '@inkwell/domain/reviews/review.schema';
import type { Database, Executor } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId, UUID_PATTERN } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { parseInput } from '../../lib/validation.ts';
import { addGigStars, findGig } from '../gigs/index.ts';
import { notify, type NotifyInput } from '../notifications/index.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { findUser } from '../users/index.ts';
import { toGigReview, toUserReview } from './review.mapper.ts';
import { reviewsRepository, type ReviewedOrder } from './reviews.repository.ts';

/**
 * Two-sided reviews (docs/product.md#reviews): once an order is completed (the buyer accepted the
 * delivery, or the acceptance timer did), the gig's owner reviews the buyer and the buyer reviews
 * the gig; each is told of the other's review at once. One review per side per bid: the unique
 * indexes on bid_id make a second one 409, even when two arrive at once.
 */

/** The bid named by the body's bidId, or 404 (also for a missing or malformed id). */
async function orderOf(db: Executor, body: unknown): Promise<ReviewedOrder> {
  const bidId = typeof body === 'object' && body !== null ? (body as { bidId?: unknown }).bidId : undefined;
  const order =
    typeof bidId === 'string' && UUID_PATTERN.test(bidId) ? await reviewsRepository(db).findOrder(bidId) : undefined;
  if (!order) throw new DomainError('BID_NOT_FOUND');
  return order;
}

const alreadyReviewed = () => new DomainError('REVIEW_ALREADY_EXISTS');

/** Both reviews open only once the order is completed (never on an unpaid, running, refunded or disputed one). */
function mustBeCompleted(order: ReviewedOrder): void {
  if (order.status !== 'completed') throw new DomainError('BID_NOT_COMPLETED');
}

/** The notification of a review, sent when it is written. */
function reviewReceived(
  review: { reviewerId: string; gigId: string; bidId: string; stars: number },
  revieweeId: string,
): NotifyInput {
  return {
    userId: revieweeId,
    type: 'review_received',
    actorId: review.reviewerId,
    gigId: review.gigId,
    bidId: review.bidId,
    stars: review.stars,
  };
}

/**
 * POST /user-reviews: 401, 404 unknown bid, 403 not the gig's
 * owner, 409 order not completed or already reviewed, 400 fields.
 */
export async function reviewBuyer(db: Database, viewer: UserRow | null, body: unknown): Promise<UserReview> {
  const user = requireUser(viewer);
  const order = await orderOf(db, body);
  if (order.sellerId !== user.id)
    throw new DomainError('REVIEW_NOT_ALLOWED', 'Only the owner of the gig can review its buyer.');
  mustBeCompleted(order);
  if (await reviewsRepository(db).hasUserReview(order.id)) throw alreadyReviewed();
  // Reviews are public: the comment is masked, kept as written for operators (decision 054).
  const { values: fields, originalText } = maskTexts('POST /api/user-reviews', parseInput(BuyerReviewFields, body));
  const at = new Date();
  const id = await db.transaction(async (tx) => {
    try {
      const row = await reviewsRepository(tx).insertUserReview({
        id: newId(at.getTime()),
        bidId: order.id,
        gigId: order.gigId,
        reviewerId: order.sellerId,
        revieweeId: order.bidderId,
        ...fields,
        originalText,
        createdAt: at,
      });
      await notify(tx, [reviewReceived(row, row.revieweeId)]);
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'user_reviews_bid_id_key')) throw alreadyReviewed();
      throw error;
    }
  });
  return toUserReview((await reviewsRepository(db).findUserReviewView(id))!);
}

/**
 * POST /gig-reviews: the bidder reviews the gig of a completed order; the gig's stars change in the same transaction.
 */
export async function reviewGig(db: Database, viewer: UserRow | null, body: unknown): Promise<GigReview> {
  const user = requireUser(viewer);
  const order = await orderOf(db, body);
  if (order.bidderId !== user.id)
    throw new DomainError('REVIEW_NOT_ALLOWED', 'Only the buyer of this order can review the gig.');
  mustBeCompleted(order);
  if (await reviewsRepository(db).hasGigReview(order.id)) throw alreadyReviewed();
  const { values: fields, originalText } = maskTexts('POST /api/gig-reviews', parseInput(GigReviewFields, body));
  const at = new Date();
  const id = await db.transaction(async (tx) => {
    const repository = reviewsRepository(tx);
    try {
      const row = await repository.insertGigReview({
        id: newId(at.getTime()),
        bidId: order.id,
        gigId: order.gigId,
        reviewerId: order.bidderId,
        sellerId: order.sellerId,
        ...fields,
        originalText,
        createdAt: at,
      });
      await addGigStars(tx, order.gigId, fields.stars);
      await notify(tx, [reviewReceived(row, row.sellerId)]);
      return row.id;
    } catch (error) {
      if (isUniqueViolation(error, 'gig_reviews_bid_id_key')) throw alreadyReviewed();
      throw error;
    }
  });
  return toGigReview((await reviewsRepository(db).findGigReviewView(id))!);
}

const after = (query: PageQuery, kind: string) => (query.cursor ? decodeKeyset(query.cursor, kind) : undefined);
const keysetOf = (row: { createdAtKey: string; review: { id: string } }) => ({
  at: row.createdAtKey,
  id: row.review.id,
});

async function assertUser(db: Database, id: string) {
  if (!(await findUser(db, id))) throw new DomainError('USER_NOT_FOUND');
}

/**
 * GET /user-reviews/{userId}: the reviews a user received as a
 * buyer, on completed orders, newest first, with the average.
 */
export async function listUserReviews(db: Database, userId: string, query: PageQuery): Promise<UserReviewList> {
  await assertUser(db, userId);
  const repository = reviewsRepository(db);
  const [rows, summary] = await Promise.all([
    repository.listUserReviews(userId, query.limit, after(query, 'ur')),
    repository.summarizeUserReviews(userId),
  ]);
  return {
    ...pageFrom(rows, query.limit, 'ur', keysetOf, toUserReview),
    average: averageStars(summary.total, summary.count),
    count: summary.count,
  };
}

/** GET /gig-reviews/gig/{gigId}: the reviews of one gig (404 for an unknown or deleted gig). */
export async function listGigReviewsOfGig(db: Database, gigId: string, query: PageQuery): Promise<GigReviewList> {
  if (!(await findGig(db, gigId))) throw new DomainError('GIG_NOT_FOUND');
  return listGigReviews(db, { gigId }, query, 'gg');
}

/**
 * GET /gig-reviews/seller/{userId}: the reviews of every gig of a seller, deleted gigs included (ratings are history).
 */
export async function listGigReviewsOfSeller(db: Database, userId: string, query: PageQuery): Promise<GigReviewList> {
  await assertUser(db, userId);
  return listGigReviews(db, { sellerId: userId }, query, 'gs');
}

async function listGigReviews(
  db: Database,
  where: { gigId?: string; sellerId?: string },
  query: PageQuery,
  kind: string,
): Promise<GigReviewList> {
  const repository = reviewsRepository(db);
  const [rows, summary] = await Promise.all([
    repository.listGigReviews(where, query.limit, after(query, kind)),
    repository.summarizeGigReviews(where),
  ]);
  return {
    ...pageFrom(rows, query.limit, kind, keysetOf, toGigReview),
    average: averageStars(summary.total, summary.count),
    count: summary.count,
  };
}
