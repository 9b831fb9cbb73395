import { Bid } from '@inkwell/domain/bids/bid.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bids } from '../../../db/schema/order-life.ts';
import { userReviews } from '../../../db/schema/reviews.ts';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import {
  approve,
  bidStatuses,
  cast,
  complete,
  gigWithBid,
  markPaid,
  placeBid,
  REVIEW,
  storedBid,
  storedGig,
  type Cast,
} from '../../../../test/fixtures/bids.ts';

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const reviewsOf = (bidId: string) => db().select().from(userReviews).where(eq(userReviews.bidId, bidId));

describe('POST /api/bids/approve/{bidId}', () => {
  test('the owner approves: the bid is approved, the gig in progress, the other pending bids cancelled', async () => {
    const { gig, bid } = await gigWithBid(people);
    const other = await placeBid(people.otherBuyer, gig);
    const untouched = await gigWithBid(people);
    const response = await approve(people.owner, t.app, bid._id);
    expect(response.statusCode).toBe(200);
    const approved = Bid.strict().parse(response.json());
    expect(approved).toMatchObject({
      _id: bid._id,
      status: 'approved',
      gig: { status: 'in_progress' },
      approvedAt: expect.any(String),
    });
    expect(await bidStatuses(db(), gig._id)).toEqual({ [bid._id]: 'approved', [other._id]: 'cancelled' });
    expect((await storedGig(db(), gig._id)).status).toBe('in_progress');
    expect((await storedBid(db(), untouched.bid._id)).status).toBe('pending');
  });

  test(
    'a visitor is 401, the bidder, another buyer and another seller ' +
      'are 403, an unknown or malformed bid is 404; nothing changes',
    async () => {
      const { gig, bid } = await gigWithBid(people);
      expect((await approve(null, t.app, bid._id)).statusCode).toBe(401);
      for (const session of [people.buyer, people.otherBuyer, people.otherSeller]) {
        const response = await approve(session, t.app, bid._id);
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'BID_OWNER_ONLY',
          detail: 'Only the owner of the gig can approve or complete its bids.',
        });
      }
      for (const id of [newId(), 'not-a-bid']) {
        const response = await approve(people.owner, t.app, id);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('BID_NOT_FOUND');
      }
      expect((await storedBid(db(), bid._id)).status).toBe('pending');
      expect((await storedGig(db(), gig._id)).status).toBe('available');
    },
  );

  test('approving twice, or a cancelled bid, is 409 BID_NOT_PENDING and changes nothing', async () => {
    const { gig, bid } = await gigWithBid(people);
    const other = await placeBid(people.otherBuyer, gig);
    expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
    const before = await bidStatuses(db(), gig._id);
    for (const id of [bid._id, other._id]) {
      const response = await approve(people.owner, t.app, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BID_NOT_PENDING', detail: 'Only a pending bid can be approved.' });
    }
    expect(await bidStatuses(db(), gig._id)).toEqual(before);
  });

  test('a pending bid of a gig that has an order already is 409 GIG_NOT_AVAILABLE, and stays pending', async () => {
    const { gig, bid } = await gigWithBid(people);
    // A bid left pending next to an approved one cannot happen through the API; the gig's status still guards it.
    const stray = await placeBid(people.otherBuyer, gig);
    await approve(people.owner, t.app, bid._id);
    await db().update(bids).set({ status: 'pending' }).where(eq(bids.id, stray._id));
    const response = await approve(people.owner, t.app, stray._id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'GIG_NOT_AVAILABLE',
      detail: 'This gig already has an approved order.',
    });
    expect(await bidStatuses(db(), gig._id)).toEqual({ [bid._id]: 'approved', [stray._id]: 'pending' });
  });

  test('a bid cancelled by the deletion of its gig cannot be approved', async () => {
    const { gig, bid } = await gigWithBid(people);
    expect((await people.owner.request({ method: 'DELETE', url: `/api/gigs/${gig._id}` })).statusCode).toBe(204);
    expect((await approve(people.owner, t.app, bid._id)).json().code).toBe('BID_NOT_PENDING');
  });
});

describe('POST /api/bids/complete/{bidId}', () => {
  test(
    'the owner can no longer complete an order alone: 409 ORDER_DELIVER_FIRST ' +
      'from every state, with or without a review; nothing changes',
    async () => {
      const { gig, bid } = await gigWithBid(people);
      const pending = await complete(people.owner, t.app, bid._id, { stars: 9 });
      expect(pending.statusCode).toBe(409);
      expect(pending.json()).toMatchObject({
        code: 'ORDER_DELIVER_FIRST',
        detail: 'An order is completed when the seller delivers the work and the buyer accepts it.',
      });
      await approve(people.owner, t.app, bid._id);
      for (const review of [REVIEW, null])
        expect((await complete(people.owner, t.app, bid._id, review)).json().code).toBe('ORDER_DELIVER_FIRST');
      await markPaid(db(), bid._id);
      expect((await complete(people.owner, t.app, bid._id)).json().code).toBe('ORDER_DELIVER_FIRST');
      expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
      expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'in_progress', sales: 0 });
      expect(await reviewsOf(bid._id)).toHaveLength(0);
    },
  );

  test('a visitor is 401, the bidder, another buyer and another seller 403, an unknown bid 404', async () => {
    const { bid } = await gigWithBid(people);
    await approve(people.owner, t.app, bid._id);
    expect((await complete(null, t.app, bid._id)).statusCode).toBe(401);
    for (const session of [people.buyer, people.otherBuyer, people.otherSeller]) {
      expect((await complete(session, t.app, bid._id)).json()).toMatchObject({ status: 403, code: 'BID_OWNER_ONLY' });
    }
    expect((await complete(people.owner, t.app, newId())).statusCode).toBe(404);
    expect((await storedBid(db(), bid._id)).status).toBe('approved');
  });
});
