import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gigReviews, userReviews } from '../../db/schema/reviews.ts';
import { usernamesOf } from '../users/index.ts';

/**
 * The reviews' part of a person's data export (the users feature's accountExportParts): the
 * reviews they wrote and received, of buyers and of gigs, both people by username.
 */
export async function reviewsExportPart(db: Executor, userId: string) {
  const [aboutBuyers, ofGigs] = await Promise.all([
    db
      .select({
        bidId: userReviews.bidId,
        reviewerId: userReviews.reviewerId,
        revieweeId: userReviews.revieweeId,
        stars: userReviews.stars,
        satisfaction: userReviews.satisfaction,
        comment: userReviews.comment,
        createdAt: userReviews.createdAt,
      })
      .from(userReviews)
      .where(or(eq(userReviews.reviewerId, userId), eq(userReviews.revieweeId, userId))),
    db
      .select({
        bidId: gigReviews.bidId,
        gigId: gigReviews.gigId,
        reviewerId: gigReviews.reviewerId,
        sellerId: gigReviews.sellerId,
        stars: gigReviews.stars,
        comment: gigReviews.comment,
        createdAt: gigReviews.createdAt,
      })
      .from(gigReviews)
      .where(or(eq(gigReviews.reviewerId, userId), eq(gigReviews.sellerId, userId))),
  ]);
  const names = await usernamesOf(db, [
    ...aboutBuyers.flatMap((row) => [row.reviewerId, row.revieweeId]),
    ...ofGigs.flatMap((row) => [row.reviewerId, row.sellerId]),
  ]);
  return {
    reviews: {
      aboutBuyers: aboutBuyers.map((row) => ({
        bidId: row.bidId,
        reviewer: names.get(row.reviewerId),
        reviewee: names.get(row.revieweeId),
        stars: row.stars,
        satisfaction: row.satisfaction,
        comment: row.comment,
        createdAt: row.createdAt,
      })),
      ofGigs: ofGigs.map((row) => ({
        bidId: row.bidId,
        gigId: row.gigId,
        reviewer: names.get(row.reviewerId),
        seller: names.get(row.sellerId),
        stars: row.stars,
        comment: row.comment,
        createdAt: row.createdAt,
      })),
    },
  };
}
