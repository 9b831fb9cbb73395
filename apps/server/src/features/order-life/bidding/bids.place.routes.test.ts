import { Bid } from '@inkwell/domain/bids/bid.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { buyerSession, postGig, setGigFacts } from '../../../../test/fixtures/gigs.ts';
import {
  as,
  buildBid,
  cast,
  gigWithBid,
  placeBid,
  PROPOSAL,
  storedBid,
  type Cast,
} from '../../../../test/fixtures/bids.ts';

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const post = (session: Session | null, payload: unknown) =>
  as(t.app, session)({ method: 'POST', url: '/api/bids', payload: payload as Record<string, unknown> });

describe('POST /api/bids', () => {
  test('a buyer bids; dollars in and out, cents stored, the proposal trimmed, the bid has gig and people', async () => {
    const gig = await postGig(people.owner, { deliveryTime: 5, pages: 3 });
    const response = await post(people.buyer, buildBid(gig, { amount: 42.5, days: '5', message: `  ${PROPOSAL}  ` }));
    expect(response.statusCode).toBe(201);
    const bid = Bid.strict().parse(response.json());
    expect(bid).toMatchObject({
      gigId: gig._id,
      gig: { _id: gig._id, title: gig.title, cover: '', status: 'available', deleted: false },
      amount: 42.5,
      days: 5,
      message: PROPOSAL,
      status: 'pending',
      bidderId: people.buyer.user._id,
      bidderUsername: people.buyer.user.username,
      bidderProfile: { img: '', fullName: '' },
      sellerId: people.owner.user._id,
      sellerUsername: people.owner.user.username,
      approvedAt: null,
      completedAt: null,
      hasUserReview: false,
      hasGigReview: false,
    });
    expect(await storedBid(t.database.db, bid._id)).toMatchObject({ amountCents: 4250, status: 'pending' });
  });

  test('a visitor is 401, even with a broken body', async () => {
    const gig = await postGig(people.owner);
    for (const payload of [buildBid(gig), { gigId: gig._id, days: 99 }]) {
      const response = await post(null, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_SIGNED_IN');
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/bids',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(401);
  });

  test.each([
    ['an unknown gig', () => newId()],
    ['a malformed id', () => 'not-a-gig'],
    ['no gig id at all', () => undefined],
  ])('%s is 404 GIG_NOT_FOUND, before the fields are checked', async (_name, id) => {
    const response = await post(people.buyer, { gigId: id(), days: 0, message: 'short', amount: -1 });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('GIG_NOT_FOUND');
  });

  test('a deleted gig is 404', async () => {
    const gig = await postGig(people.owner);
    expect((await people.owner.request({ method: 'DELETE', url: `/api/gigs/${gig._id}` })).statusCode).toBe(204);
    expect((await post(people.buyer, buildBid(gig))).statusCode).toBe(404);
  });

  test('the owner is 403 "You cannot bid on your own gig", even with invalid fields', async () => {
    const gig = await postGig(people.owner);
    const response = await post(people.owner, buildBid(gig, { days: 0 }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'BID_OWN_GIG', detail: 'You cannot bid on your own gig' });
  });

  test('another seller is 403 "Sellers cannot place bids"', async () => {
    const gig = await postGig(people.owner);
    const response = await post(people.otherSeller, buildBid(gig, { message: 'short' }));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'BID_SELLERS_CANNOT_BID', detail: 'Sellers cannot place bids' });
  });

  test('a second bid of one buyer is 409 BID_ALREADY_PLACED, even with invalid fields; others may bid', async () => {
    const { gig } = await gigWithBid(people);
    const again = await post(people.buyer, buildBid(gig, { days: 0 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('BID_ALREADY_PLACED');
    expect((await post(people.otherBuyer, buildBid(gig))).statusCode).toBe(201);
  });

  test.each(['in_progress'] as const)(
    'a gig that is %s is 409 GIG_NOT_AVAILABLE, before the fields',
    async (status) => {
      const gig = await postGig(people.owner);
      await setGigFacts(t.database.db, gig._id, { status });
      const response = await post(people.otherBuyer, buildBid(gig, { message: 'short' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'GIG_NOT_AVAILABLE',
        detail: 'This gig is not taking bids any more.',
      });
    },
  );

  test.each([
    ['days 0', { days: 0 }, 'BID_DAYS_OUT_OF_RANGE', 'Days must be between 1 and 3', 'days'],
    ['days above the delivery time', { days: 4 }, 'BID_DAYS_OUT_OF_RANGE', 'Days must be between 1 and 3', 'days'],
    ['days that are not whole', { days: 1.5 }, 'BID_DAYS_OUT_OF_RANGE', 'Days must be between 1 and 3', 'days'],
    ['no days', { days: undefined }, 'BID_DAYS_OUT_OF_RANGE', 'Days must be between 1 and 3', 'days'],
    [
      'a short proposal',
      { message: 'p'.repeat(99) },
      'BID_PROPOSAL_TOO_SHORT',
      'Proposal must be at least 100 characters',
      'message',
    ],
    [
      'a proposal padded with spaces',
      { message: `${'p'.repeat(60)}${' '.repeat(60)}` },
      'BID_PROPOSAL_TOO_SHORT',
      'Proposal must be at least 100 characters',
      'message',
    ],
    [
      'a proposal of the wrong type',
      { message: 42 },
      'BID_PROPOSAL_TOO_SHORT',
      'Proposal must be at least 100 characters',
      'message',
    ],
    ['an amount of 0', { amount: 0 }, 'BID_AMOUNT_INVALID', 'Amount must be more than 0', 'amount'],
    [
      'an amount with 3 decimals',
      { amount: 10.005 },
      'BID_AMOUNT_INVALID',
      'Amount can have at most 2 decimals',
      'amount',
    ],
    ['an amount that is text', { amount: 'lots' }, 'BID_AMOUNT_INVALID', 'Amount must be a number', 'amount'],
  ])(
    '%s is 400 with the exact sentence in detail and the field named',
    async (_name, overrides, code, detail, field) => {
      const gig = await postGig(people.owner, { deliveryTime: 3 });
      const response = await post(people.buyer, buildBid(gig, overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code, detail, errors: { [field]: [detail] } });
      expect((await post(people.buyer, buildBid(gig))).statusCode).toBe(201);
    },
  );

  test('every field in error is named at once; detail is the first (days, then proposal, then amount)', async () => {
    const gig = await postGig(people.owner, { deliveryTime: 2 });
    const response = await post(people.buyer, { gigId: gig._id, days: 9, message: 'short', amount: -3 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'BID_DAYS_OUT_OF_RANGE',
      detail: 'Days must be between 1 and 2',
      errors: {
        days: ['Days must be between 1 and 2'],
        message: ['Proposal must be at least 100 characters'],
        amount: ['Amount must be more than 0'],
      },
    });
  });

  test('a one-day gig takes exactly 1 day', async () => {
    const gig = await postGig(people.owner, { deliveryTime: 1 });
    expect((await post(people.buyer, buildBid(gig, { days: 2 }))).json().detail).toBe('Days must be between 1 and 1');
    expect((await post(people.buyer, buildBid(gig, { days: 1 }))).statusCode).toBe(201);
  });

  test('a bid posted from another site is 403 CROSS_ORIGIN_REFUSED', async () => {
    const gig = await postGig(people.owner);
    const response = await people.buyer.request({
      method: 'POST',
      url: '/api/bids',
      payload: buildBid(gig),
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });
});

describe('GET /api/bids/gig/{gigId}/count', () => {
  test('everyone sees how many bids a gig has received, whatever their state', async () => {
    const { gig, bid } = await gigWithBid(people);
    await placeBid(people.otherBuyer, gig);
    expect((await people.owner.request({ method: 'POST', url: `/api/bids/approve/${bid._id}` })).statusCode).toBe(200);
    for (const session of [null, people.owner, people.buyer, people.otherBuyer, people.otherSeller]) {
      const response = await as(t.app, session)({ method: 'GET', url: `/api/bids/gig/${gig._id}/count` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ count: 2 });
    }
  });

  test('a gig without bids counts 0; an unknown, malformed or deleted gig is 404', async () => {
    const gig = await postGig(people.owner);
    expect((await t.app.inject({ method: 'GET', url: `/api/bids/gig/${gig._id}/count` })).json()).toEqual({ count: 0 });
    await people.owner.request({ method: 'DELETE', url: `/api/gigs/${gig._id}` });
    for (const id of [gig._id, newId(), 'nope']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/bids/gig/${id}/count` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('GIG_NOT_FOUND');
    }
  });
});

describe('GET /api/bids/my/gig/{gigId}', () => {
  test('the bidder gets their bid; the owner, another buyer and another seller get 404; a visitor is 401', async () => {
    const { gig, bid } = await gigWithBid(people);
    const mine = await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` });
    expect(mine.statusCode).toBe(200);
    expect(Bid.strict().parse(mine.json())).toMatchObject({ _id: bid._id, status: 'pending' });
    for (const session of [people.owner, people.otherBuyer, people.otherSeller]) {
      const response = await session.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('BID_NOT_FOUND');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` })).statusCode).toBe(401);
  });

  test('an unknown or malformed gig id is 404', async () => {
    for (const id of [newId(), 'x'])
      expect((await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${id}` })).statusCode).toBe(404);
  });

  test('a buyer placing many bids at once on one gig gets exactly one', async () => {
    const gig = await postGig(people.owner);
    const buyer = await buyerSession(t.app);
    const responses = await Promise.all(Array.from({ length: 8 }, () => post(buyer, buildBid(gig))));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(responses.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'BID_ALREADY_PLACED')).toBe(
      true,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/bids/gig/${gig._id}/count` })).json()).toEqual({ count: 1 });
  });
});
