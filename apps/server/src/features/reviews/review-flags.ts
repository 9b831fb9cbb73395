import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { gigReviews, userReviews } from '../../db/schema/reviews.ts';

/**
 * Whether each side of an order has reviewed it, as SQL values for the order's and the bid's views
 * (one EXISTS each, inside their query). `bidId` is the SQL expression of the order's id.
 */
export function reviewFlagsOf(bidId: SQL | SQLWrapper): { hasUserReview: SQL<boolean>; hasGigReview: SQL<boolean> } {
  return {
    hasUserReview: sql<boolean>`EXISTS (SELECT 1 FROM ${userReviews} WHERE ${userReviews.bidId} = ${bidId})`,
    hasGigReview: sql<boolean>`EXISTS (SELECT 1 FROM ${gigReviews} WHERE ${gigReviews.bidId} = ${bidId})`,
  };
}
