import { describe, expect, test } from 'vitest';
import { averageStars, BuyerReviewFields, GigReviewFields, REVIEW_MESSAGES } from './review.schema.ts';

describe("the owner's review of the buyer", () => {
  test('an empty or missing comment is stored as a dash; others are trimmed', () => {
    expect(BuyerReviewFields.parse({ stars: 5, satisfaction: 'excellent', comment: '' }).comment).toBe('-');
    expect(BuyerReviewFields.parse({ stars: 5, satisfaction: 'excellent', comment: '   ' }).comment).toBe('-');
    expect(BuyerReviewFields.parse({ stars: 5, satisfaction: 'excellent' }).comment).toBe('-');
    expect(BuyerReviewFields.parse({ stars: '4', satisfaction: 'good', comment: ' Clear brief. ' })).toEqual({
      stars: 4,
      satisfaction: 'good',
      comment: 'Clear brief.',
    });
  });

  test.each([0, 6, 2.5, 'five', null])('stars %j are refused', (stars) => {
    const result = BuyerReviewFields.safeParse({ stars, satisfaction: 'good' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['stars', REVIEW_MESSAGES.stars],
    ]);
  });

  test('satisfaction is one of the five of docs/product.md#reviews', () => {
    for (const satisfaction of ['poor', 'fair', 'good', 'very_good', 'excellent']) {
      expect(BuyerReviewFields.safeParse({ stars: 3, satisfaction }).success).toBe(true);
    }
    expect(BuyerReviewFields.safeParse({ stars: 3, satisfaction: 'amazing' }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.satisfaction,
    );
  });

  test('a comment over 2000 characters is refused', () => {
    expect(GigReviewFields.safeParse({ stars: 3, comment: 'c'.repeat(2001) }).error?.issues[0]?.message).toBe(
      REVIEW_MESSAGES.commentMax,
    );
    expect(GigReviewFields.safeParse({ stars: 3, comment: 'c'.repeat(2000) }).success).toBe(true);
  });
});

test.each([
  [0, 0, null],
  [5, 1, 5],
  [9, 2, 4.5],
  [13, 3, 4.3],
  [14, 3, 4.7],
])('averageStars(%i, %i) is %j', (total, count, expected) => {
  expect(averageStars(total, count)).toBe(expected);
});
