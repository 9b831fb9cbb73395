import { and, desc, eq, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedOnce, UNNAMED } from '../../db/prepared.ts';
import { bids } from '../../db/schema/order-life.ts';
import { gigReviews, userReviews } from '../../db/schema/reviews.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import { gigSummariesAs } from '../gigs/index.ts';
import { userCardsAs } from '../users/index.ts';

export type UserReviewRow = typeof userReviews.$inferSelect;
export type NewUserReviewRow = typeof userReviews.$inferInsert;
export type GigReviewRow = typeof gigReviews.$inferSelect;
export type NewGigReviewRow = typeof gigReviews.$inferInsert;

/** The parts of a bid a review needs: who is on each side, and whether the order is done. */
export interface ReviewedOrder {
  id: string;
  gigId: string;
  bidderId: string;
  sellerId: string;
  status: string;
}

/** The gigs feature's read model, aliased as its table so the statements read as plain joins. */
const gigs = gigSummariesAs('gigs');
const reviewers = userCardsAs('reviewer');
const reviewer = { id: reviewers.id, username: reviewers.username, fullName: reviewers.fullName, img: reviewers.img };

export interface UserReviewViewRow {
  review: UserReviewRow;
  reviewer: { id: string; username: string; fullName: string; img: string };
  gigTitle: string;
  createdAtKey: string;
}

export interface GigReviewViewRow {
  review: GigReviewRow;
  reviewer: { id: string; username: string; fullName: string; img: string };
  gigTitle: string;
  createdAtKey: string;
}

export interface ReviewSummary {
  total: number;
  count: number;
}

const after = (
  column: typeof userReviews.createdAt | typeof gigReviews.createdAt,
  id: typeof userReviews.id | typeof gigReviews.id,
  keyset?: Keyset | { at: Placeholder; id: Placeholder },
) => (keyset ? sql`(${column}, ${id}) < (${keyset.at}::timestamptz, ${keyset.id}::uuid)` : undefined);

/**
 * The only module that touches user_reviews and gig_reviews (a gig review's stars go to its gig
 * through the gigs feature). Profiles list only reviews of completed orders.
 */
export function reviewsRepository(db: Executor) {
  const userReviewViews = () =>
    db
      .select({
        review: userReviews,
        reviewer,
        gigTitle: gigs.title,
        createdAtKey: sql<string>`${userReviews.createdAt}::text`,
      })
      .from(userReviews)
      .innerJoin(reviewers, eq(reviewers.id, userReviews.reviewerId))
      .innerJoin(gigs, eq(gigs.id, userReviews.gigId))
      .innerJoin(bids, eq(bids.id, userReviews.bidId));

  const gigReviewViews = () =>
    db
      .select({
        review: gigReviews,
        reviewer,
        gigTitle: gigs.title,
        createdAtKey: sql<string>`${gigReviews.createdAt}::text`,
      })
      .from(gigReviews)
      .innerJoin(reviewers, eq(reviewers.id, gigReviews.reviewerId))
      .innerJoin(gigs, eq(gigs.id, gigReviews.gigId));

  const ofReviewee = (revieweeId: string) => and(eq(userReviews.revieweeId, revieweeId), eq(bids.status, 'completed'));
  const ofGigOrSeller = (where: { gigId?: string | Placeholder; sellerId?: string | Placeholder }): SQL | undefined =>
    where.gigId
      ? eq(gigReviews.gigId, where.gigId)
      : where.sellerId
        ? eq(gigReviews.sellerId, where.sellerId)
        : sql`false`;

  return {
    async findOrder(bidId: string): Promise<ReviewedOrder | undefined> {
      const [row] = await db
        .select({
          id: bids.id,
          gigId: bids.gigId,
          bidderId: bids.bidderId,
          sellerId: bids.sellerId,
          status: bids.status,
        })
        .from(bids)
        .where(eq(bids.id, bidId))
        .limit(1);
      return row;
    },

    async hasUserReview(bidId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: userReviews.id })
        .from(userReviews)
        .where(eq(userReviews.bidId, bidId))
        .limit(1);
      return row !== undefined;
    },

    async hasGigReview(bidId: string): Promise<boolean> {
      const [row] = await db.select({ id: gigReviews.id }).from(gigReviews).where(eq(gigReviews.bidId, bidId)).limit(1);
      return row !== undefined;
    },

    async insertUserReview(row: NewUserReviewRow): Promise<UserReviewRow> {
      const [inserted] = await db.insert(userReviews).values(row).returning();
      return inserted!;
    },

    async insertGigReview(row: NewGigReviewRow): Promise<GigReviewRow> {
      const [inserted] = await db.insert(gigReviews).values(row).returning();
      return inserted!;
    },

    async findUserReviewView(id: string): Promise<UserReviewViewRow | undefined> {
      const [row] = await userReviewViews().where(eq(userReviews.id, id)).limit(1);
      return row;
    },

    async listUserReviews(revieweeId: string, limit: number, keyset?: Keyset): Promise<UserReviewViewRow[]> {
      return userReviewViews()
        .where(and(ofReviewee(revieweeId), after(userReviews.createdAt, userReviews.id, keyset)))
        .orderBy(desc(userReviews.createdAt), desc(userReviews.id))
        .limit(limit + 1);
    },

    async summarizeUserReviews(revieweeId: string): Promise<ReviewSummary> {
      const [row] = await db
        .select({
          total: sql<number>`coalesce(sum(${userReviews.stars}), 0)`.mapWith(Number),
          count: sql<number>`count(*)`.mapWith(Number),
        })
        .from(userReviews)
        .innerJoin(bids, eq(bids.id, userReviews.bidId))
        .where(ofReviewee(revieweeId));
      return row ?? { total: 0, count: 0 };
    },

    async findGigReviewView(id: string): Promise<GigReviewViewRow | undefined> {
      const [row] = await gigReviewViews().where(eq(gigReviews.id, id)).limit(1);
      return row;
    },

    /**
     * A page of a gig's or a seller's reviews, by a statement prepared once per shape (whose
     * reviews, first page or after a cursor); unnamed, so that each is planned with its values.
     */
    async listGigReviews(
      where: { gigId?: string; sellerId?: string },
      limit: number,
      keyset?: Keyset,
    ): Promise<GigReviewViewRow[]> {
      const of = where.gigId ? 'gigId' : where.sellerId ? 'sellerId' : 'none';
      const statement = preparedOnce(db, `reviews.gigReviews:${of}:${keyset ? 'after' : 'first'}`, () =>
        gigReviewViews()
          .where(
            and(
              ofGigOrSeller({ [of]: sql.placeholder('of') }),
              after(
                gigReviews.createdAt,
                gigReviews.id,
                keyset && { at: sql.placeholder('at'), id: sql.placeholder('id') },
              ),
            ),
          )
          .orderBy(desc(gigReviews.createdAt), desc(gigReviews.id))
          .limit(sql.placeholder('limitPlusOne'))
          .prepare(UNNAMED),
      );
      return statement.execute({
        of: where.gigId ?? where.sellerId,
        at: keyset?.at,
        id: keyset?.id,
        limitPlusOne: limit + 1,
      });
    },

    /** The sum and count of a gig's or a seller's review stars, by a statement prepared once for each. */
    async summarizeGigReviews(where: { gigId?: string; sellerId?: string }): Promise<ReviewSummary> {
      const of = where.gigId ? 'gigId' : where.sellerId ? 'sellerId' : 'none';
      const statement = preparedOnce(db, `reviews.gigSummary:${of}`, () =>
        db
          .select({
            total: sql<number>`coalesce(sum(${gigReviews.stars}), 0)`.mapWith(Number),
            count: sql<number>`count(*)`.mapWith(Number),
          })
          .from(gigReviews)
          .where(ofGigOrSeller({ [of]: sql.placeholder('of') }))
          .prepare(`gig_reviews_summary_of_${of}`),
      );
      const [row] = await statement.execute({ of: where.gigId ?? where.sellerId });
      return row ?? { total: 0, count: 0 };
    },
  };
}
