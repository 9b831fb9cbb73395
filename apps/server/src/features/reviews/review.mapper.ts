import type { GigReview, UserReview } from '@inkwell/domain/reviews/review.schema';
import type { GigReviewViewRow, UserReviewViewRow } from './reviews.repository.ts';

/** Rows to the API's reviews: the reviewer's name and avatar, the gig's title, ISO timestamps. */

export function toUserReview(row: UserReviewViewRow): UserReview {
  const { review } = row;
  return {
    _id: review.id,
    bidId: review.bidId,
    gigId: review.gigId,
    gig: { _id: review.gigId, title: row.gigTitle },
    revieweeId: review.revieweeId,
    reviewer: {
      _id: row.reviewer.id,
      username: row.reviewer.username,
      fullName: row.reviewer.fullName,
      img: row.reviewer.img,
    },
    stars: review.stars,
    satisfaction: review.satisfaction,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
  };
}

export function toGigReview(row: GigReviewViewRow): GigReview {
  const { review } = row;
  return {
    _id: review.id,
    bidId: review.bidId,
    gigId: review.gigId,
    gig: { _id: review.gigId, title: row.gigTitle },
    sellerId: review.sellerId,
    reviewer: {
      _id: row.reviewer.id,
      username: row.reviewer.username,
      fullName: row.reviewer.fullName,
      img: row.reviewer.img,
    },
    stars: review.stars,
    comment: review.comment,
    createdAt: review.createdAt.toISOString(),
  };
}
