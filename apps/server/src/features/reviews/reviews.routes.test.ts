import { GigReview, GigReviewList, UserReview, UserReviewList } from '@inkwell/domain/reviews/review.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { userReviews } from '../../db/schema/reviews.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import {
  approve,
  as,
  cast,
  gigWithBid,
  placeBid,
  race,
  REVIEW,
  storedGig,
  type Cast,
} from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig } from '../../../test/fixtures/gigs.ts';
import { accept, deliverFile } from '../../../test/fixtures/orders.ts';
import { pay } from '../../../test/fixtures/payments.ts';

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (session: Session | null, url: string, payload: unknown) =>
  as(t.app, session)({ method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (session: Session | null, url: string) => as(t.app, session)({ method: 'GET', url });

/** Pays, delivers and accepts an approved order: completed, as the order life has it. */
async function completeThrough(bidId: string, buyer: Session = people.buyer, seller: Session = people.owner) {
  await pay(buyer, t.app, bidId);
  await deliverFile(seller, t.app, bidId);
  const accepted = await accept(buyer, t.app, bidId);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
}

/**
 * A gig of the seller (the owner unless told) with the buyer's bid approved, then (unless told
 * otherwise) completed and reviewed by the seller (REVIEW unless given; no review with null).
 */
async function order(
  options: { completed?: boolean; buyer?: Session; seller?: Session; review?: Record<string, unknown> | null } = {},
) {
  const seller = options.seller ?? people.owner;
  const buyer = options.buyer ?? people.buyer;
  const gig = await postGig(seller);
  const bid = await placeBid(buyer, gig);
  await approve(seller, t.app, bid._id);
  if (options.completed === false) return { gig, bid };
  await completeThrough(bid._id, buyer, seller);
  if (options.review !== null) {
    const reviewed = await post(seller, '/api/user-reviews', { bidId: bid._id, ...(options.review ?? REVIEW) });
    if (reviewed.statusCode !== 201) throw new Error(`review failed: ${reviewed.body}`);
  }
  return { gig, bid };
}

describe('POST /api/user-reviews', () => {
  test(
    "the owner reviews the buyer of a completed order; the reviewer's " +
      'name and avatar and the gig title come back; the buyer is told',
    async () => {
      const { gig, bid } = await order({ review: null });
      const response = await post(people.owner, '/api/user-reviews', {
        bidId: bid._id,
        stars: 4,
        satisfaction: 'good',
        comment: '',
      });
      expect(response.statusCode).toBe(201);
      expect(UserReview.strict().parse(response.json())).toMatchObject({
        bidId: bid._id,
        gigId: gig._id,
        gig: { _id: gig._id, title: gig.title },
        revieweeId: people.buyer.user._id,
        reviewer: { _id: people.owner.user._id, username: people.owner.user.username, fullName: '', img: '' },
        stars: 4,
        satisfaction: 'good',
        comment: '-',
      });
      const told = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.bidId, bid._id), eq(notifications.type, 'review_received')));
      expect(told).toEqual([expect.objectContaining({ userId: people.buyer.user._id, stars: 4 })]);
    },
  );

  test(
    'checks in order: 401, 404 unknown bid, 403 anyone but the ' +
      'owner, 409 before completion, 400 fields, 409 second review',
    async () => {
      const { gig, bid } = await gigWithBid(people);
      const body = { bidId: bid._id, ...REVIEW };
      expect((await post(null, '/api/user-reviews', { ...body, stars: 0 })).statusCode).toBe(401);
      for (const bidId of [newId(), 'nope', undefined])
        expect((await post(people.owner, '/api/user-reviews', { ...REVIEW, bidId })).json().code).toBe('BID_NOT_FOUND');
      for (const session of [people.buyer, people.otherBuyer, people.otherSeller]) {
        const response = await post(session, '/api/user-reviews', { ...body, stars: 0 });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'REVIEW_NOT_ALLOWED',
          detail: 'Only the owner of the gig can review its buyer.',
        });
      }
      const pending = await post(people.owner, '/api/user-reviews', { ...body, stars: 0 });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({
        code: 'BID_NOT_COMPLETED',
        detail: 'The order must be completed before it can be reviewed.',
      });
      const other = await placeBid(people.otherBuyer, gig);
      await approve(people.owner, t.app, bid._id);
      expect((await post(people.owner, '/api/user-reviews', { ...body, bidId: other._id })).json().code).toBe(
        'BID_NOT_COMPLETED',
      );
      expect((await post(people.owner, '/api/user-reviews', body)).json().code).toBe('BID_NOT_COMPLETED');
      await completeThrough(bid._id);
      const invalid = await post(people.owner, '/api/user-reviews', { ...body, satisfaction: 'meh' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().errors).toEqual({
        satisfaction: ['Satisfaction must be one of poor, fair, good, very_good, excellent'],
      });
      expect((await post(people.owner, '/api/user-reviews', body)).statusCode).toBe(201);
      const again = await post(people.owner, '/api/user-reviews', { ...body, stars: 0 });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'REVIEW_ALREADY_EXISTS',
        detail: 'This order has already been reviewed.',
      });
    },
  );

  test('neither side reviews an order paid, in progress or delivered: 409 BID_NOT_COMPLETED, none stored', async () => {
    const { gig, bid } = await order({ completed: false });
    await pay(people.buyer, t.app, bid._id);
    for (const step of ['in_progress', 'delivered']) {
      if (step === 'delivered') await deliverFile(people.owner, t.app, bid._id);
      expect((await post(people.owner, '/api/user-reviews', { bidId: bid._id, ...REVIEW })).json()).toMatchObject({
        status: 409,
        code: 'BID_NOT_COMPLETED',
      });
      expect((await post(people.buyer, '/api/gig-reviews', { bidId: bid._id, stars: 5 })).json()).toMatchObject({
        status: 409,
        code: 'BID_NOT_COMPLETED',
      });
    }
    expect(await db().select().from(userReviews).where(eq(userReviews.bidId, bid._id))).toHaveLength(0);
    expect(await storedGig(db(), gig._id)).toMatchObject({ totalStars: 0, starNumber: 0 });
  });

  test('eight reviews of one order at once: one is stored', async () => {
    const { bid } = await order({ review: null });
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => post(people.owner, '/api/user-reviews', { bidId: bid._id, ...REVIEW })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await db().select().from(userReviews).where(eq(userReviews.bidId, bid._id))).toHaveLength(1);
  });
});

describe('GET /api/user-reviews/{userId}', () => {
  test(
    'everyone sees the reviews a buyer received on completed ' +
      'orders, newest first, with the average; pages follow the cursor',
    async () => {
      const buyer = await buyerSession(t.app);
      const { gig: first } = await order({ buyer, review: { stars: 5, satisfaction: 'excellent', comment: 'Great.' } });
      await order({ buyer, review: { stars: 4, satisfaction: 'good', comment: '' } });
      await order({ buyer, review: { stars: 4, satisfaction: 'very_good', comment: 'Fine.' } });
      const notCompleted = await order({ buyer, completed: false });
      expect(
        (await post(people.owner, '/api/user-reviews', { bidId: notCompleted.bid._id, stars: 1, satisfaction: 'poor' }))
          .statusCode,
      ).toBe(409);

      for (const session of [null, buyer, people.owner, people.otherBuyer, people.otherSeller]) {
        const response = await get(session, `/api/user-reviews/${buyer.user._id}?limit=2`);
        expect(response.statusCode).toBe(200);
        const page = UserReviewList.strict().parse(response.json());
        expect(page).toMatchObject({ average: 4.3, count: 3 });
        expect(page.items.map((review) => review.stars)).toEqual([4, 4]);
        expect(page.nextCursor).toEqual(expect.any(String));
        const next = UserReviewList.parse(
          (await get(session, `/api/user-reviews/${buyer.user._id}?limit=2&cursor=${page.nextCursor}`)).json(),
        );
        expect(next.items).toHaveLength(1);
        expect(next.items[0]).toMatchObject({
          stars: 5,
          comment: 'Great.',
          gig: { title: first.title },
          reviewer: { username: people.owner.user.username },
        });
        expect(next.nextCursor).toBeNull();
      }
    },
  );

  test('a user without reviews has an empty list and no average; an unknown user is 404', async () => {
    expect((await get(null, `/api/user-reviews/${people.otherBuyer.user._id}`)).json()).toEqual({
      items: [],
      nextCursor: null,
      average: null,
      count: 0,
    });
    for (const id of [newId(), 'nobody'])
      expect((await get(null, `/api/user-reviews/${id}`)).json()).toMatchObject({
        status: 404,
        code: 'USER_NOT_FOUND',
      });
  });

  test('a broken cursor or limit is 400', async () => {
    const url = `/api/user-reviews/${people.buyer.user._id}`;
    expect((await get(null, `${url}?cursor=abc`)).json()).toMatchObject({ status: 400, code: 'INVALID_CURSOR' });
    expect((await get(null, `${url}?limit=101`)).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { limit: ['Limit must be at most 100'] },
    });
  });
});

describe('POST /api/gig-reviews', () => {
  test("the buyer reviews the gig of a completed order: the gig's stars move in the same transaction", async () => {
    const { gig, bid } = await order();
    const response = await post(people.buyer, '/api/gig-reviews', {
      bidId: bid._id,
      stars: 4,
      comment: '  Thorough work.  ',
    });
    expect(response.statusCode).toBe(201);
    expect(GigReview.strict().parse(response.json())).toMatchObject({
      bidId: bid._id,
      gigId: gig._id,
      gig: { title: gig.title },
      sellerId: people.owner.user._id,
      reviewer: { _id: people.buyer.user._id, username: people.buyer.user.username },
      stars: 4,
      comment: 'Thorough work.',
    });
    expect(await storedGig(db(), gig._id)).toMatchObject({ totalStars: 4, starNumber: 1 });
    const mine = await get(people.buyer, `/api/bids/my/gig/${gig._id}`);
    expect(mine.json()).toMatchObject({ hasGigReview: true, hasUserReview: true });
  });

  test('checks in order: 401, 404, 403 but the buyer, 409 before completion, 400 fields, 409 a second', async () => {
    const { gig, bid } = await order({ completed: false });
    const body = { bidId: bid._id, stars: 5, comment: '' };
    expect((await post(null, '/api/gig-reviews', body)).statusCode).toBe(401);
    expect((await post(people.buyer, '/api/gig-reviews', { ...body, bidId: newId() })).json().code).toBe(
      'BID_NOT_FOUND',
    );
    for (const session of [people.owner, people.otherBuyer, people.otherSeller]) {
      expect((await post(session, '/api/gig-reviews', { ...body, stars: 0 })).json()).toMatchObject({
        status: 403,
        code: 'REVIEW_NOT_ALLOWED',
        detail: 'Only the buyer of this order can review the gig.',
      });
    }
    const early = await post(people.buyer, '/api/gig-reviews', { ...body, stars: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'BID_NOT_COMPLETED',
      detail: 'The order must be completed before it can be reviewed.',
    });
    await completeThrough(bid._id);
    const invalid = await post(people.buyer, '/api/gig-reviews', { ...body, stars: 7 });
    expect(invalid.json()).toMatchObject({ status: 400, errors: { stars: ['Stars must be between 1 and 5'] } });
    expect((await post(people.buyer, '/api/gig-reviews', body)).statusCode).toBe(201);
    expect((await post(people.buyer, '/api/gig-reviews', body)).json()).toMatchObject({
      status: 409,
      code: 'REVIEW_ALREADY_EXISTS',
    });
    expect(await storedGig(db(), gig._id)).toMatchObject({ totalStars: 5, starNumber: 1 });
  });

  test('eight reviews of one order at once: one is stored, the gig counts one rating', async () => {
    const { gig, bid } = await order();
    const { responses, waited } = await race(
      t.app,
      db(),
      t.database.kind,
      gig._id,
      Array.from({ length: 8 }, () => () => post(people.buyer, '/api/gig-reviews', { bidId: bid._id, stars: 3 })),
    );
    if (t.database.kind === 'postgres') expect(waited).toBeGreaterThanOrEqual(5);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await storedGig(db(), gig._id)).toMatchObject({ totalStars: 3, starNumber: 1 });
  });
});

describe('GET /api/gig-reviews/gig/{gigId} and /seller/{userId}', () => {
  test("a gig's reviews and a seller's reviews over all their gigs, with the average, for everyone", async () => {
    const seller = people.otherSeller;
    const gigA = await postGig(seller);
    const gigB = await postGig(seller);
    for (const [gig, stars] of [
      [gigA, 5],
      [gigB, 2],
    ] as const) {
      const buyer = await buyerSession(t.app);
      const bid = await placeBid(buyer, gig);
      await approve(seller, t.app, bid._id);
      await completeThrough(bid._id, buyer, seller);
      expect((await post(buyer, '/api/gig-reviews', { bidId: bid._id, stars })).statusCode).toBe(201);
    }
    for (const session of [null, people.buyer, people.otherBuyer, people.owner, seller]) {
      const ofGig = GigReviewList.strict().parse((await get(session, `/api/gig-reviews/gig/${gigA._id}`)).json());
      expect(ofGig).toMatchObject({ average: 5, count: 1, nextCursor: null });
      const ofSeller = GigReviewList.strict().parse(
        (await get(session, `/api/gig-reviews/seller/${seller.user._id}?limit=1`)).json(),
      );
      expect(ofSeller).toMatchObject({ average: 3.5, count: 2, items: [{ gigId: gigB._id, stars: 2 }] });
      const rest = GigReviewList.parse(
        (await get(session, `/api/gig-reviews/seller/${seller.user._id}?limit=1&cursor=${ofSeller.nextCursor}`)).json(),
      );
      expect(rest).toMatchObject({ items: [{ gigId: gigA._id }], nextCursor: null });
    }
  });

  test('unknown gigs and users are 404', async () => {
    expect((await get(null, `/api/gig-reviews/gig/${newId()}`)).json().code).toBe('GIG_NOT_FOUND');
    expect((await get(null, `/api/gig-reviews/seller/${newId()}`)).json().code).toBe('USER_NOT_FOUND');
  });
});

test('every review route is in /api/openapi.json', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(
    document.paths['/api/user-reviews'].post.requestBody.content['application/json'].schema.properties,
  ).toHaveProperty('satisfaction');
  expect(document.paths['/api/user-reviews/{userId}'].get.responses).toHaveProperty('404');
  expect(document.paths['/api/gig-reviews'].post.responses).toHaveProperty('201');
  expect(document.paths['/api/gig-reviews/gig/{gigId}'].get).toBeDefined();
  expect(document.paths['/api/gig-reviews/seller/{userId}'].get).toBeDefined();
});
