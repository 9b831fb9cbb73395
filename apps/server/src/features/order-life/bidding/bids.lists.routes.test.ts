import { BidList } from '@inkwell/domain/bids/bid.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { buyerSession, postGig, sellerSession, uploadImage } from '../../../../test/fixtures/gigs.ts';
import { approve, as, cast, markPaid, placeBid, REVIEW, type Cast } from '../../../../test/fixtures/bids.ts';
import { accept, deliverFile } from '../../../../test/fixtures/orders.ts';
import { pay } from '../../../../test/fixtures/payments.ts';

let t: TestApp;
let people: Cast;
/** The owner's bids in every state, placed by `people.buyer` and others, oldest first. */
let states: Record<
  'pending' | 'approved' | 'inProgress' | 'completedFirst' | 'completedLast' | 'cancelled' | 'withdrawn' | 'declined',
  string
>;
let cover: string;

/** Paid, delivered, accepted, and the owner's review of the buyer written. */
async function completeThrough(bidId: string) {
  await pay(people.buyer, t.app, bidId);
  await deliverFile(people.owner, t.app, bidId);
  expect((await accept(people.buyer, t.app, bidId)).statusCode).toBe(200);
  expect(
    (await people.owner.request({ method: 'POST', url: '/api/user-reviews', payload: { bidId, ...REVIEW } }))
      .statusCode,
  ).toBe(201);
}

beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  cover = await uploadImage(people.owner);
  const avatar = await uploadImage(people.buyer);
  await people.buyer.request({
    method: 'PUT',
    url: `/api/users/${people.buyer.user._id}`,
    payload: { img: avatar, fullName: 'Noah Bennett' },
  });
  const gigs = await Promise.all(
    Array.from({ length: 7 }, (_, i) => postGig(people.owner, { cover, title: `Gig number ${i}` })),
  );
  const bids = [];
  for (const gig of gigs) bids.push(await placeBid(people.buyer, gig));
  const loser = await placeBid(people.otherBuyer, gigs[1]!);
  const [completedFirst, completedLast, inProgress, approved, pending, withdrawn, declined] = bids.map(
    (bid) => bid._id,
  ) as [string, string, string, string, string, string, string];
  for (const id of [completedFirst, completedLast, inProgress, approved]) await approve(people.owner, t.app, id);
  await markPaid(t.database.db, inProgress);
  await completeThrough(completedLast);
  await completeThrough(completedFirst);
  await people.buyer.request({ method: 'POST', url: `/api/bids/${withdrawn}/withdraw` });
  await people.owner.request({
    method: 'POST',
    url: `/api/bids/${declined}/decline`,
    payload: { reason: 'I am fully booked this month.' },
  });
  states = { pending, approved, inProgress, completedFirst, completedLast, cancelled: loser._id, withdrawn, declined };
});
afterAll(() => t.close());

const get = (session: Session | null, url: string) => as(t.app, session)({ method: 'GET', url });
/** The buyer's bids, newest first. */
const everyBid = () => [
  states.declined,
  states.withdrawn,
  states.pending,
  states.approved,
  states.inProgress,
  states.completedLast,
  states.completedFirst,
];
const ids = (body: unknown) =>
  BidList.strict()
    .parse(body)
    .items.map((bid) => bid._id);

describe('GET /api/bids/me', () => {
  test("the buyer's bids, newest first, with the gig's title and cover and their own name and avatar", async () => {
    const response = await get(people.buyer, '/api/bids/me');
    expect(response.statusCode).toBe(200);
    const page = BidList.strict().parse(response.json());
    expect(page.items.map((bid) => bid._id)).toEqual(everyBid());
    expect(page.nextCursor).toBeNull();
    expect(page.items[2]).toMatchObject({
      gig: { title: 'Gig number 4', cover },
      bidderUsername: people.buyer.user.username,
      bidderProfile: { img: expect.stringMatching(/^\/uploads\//), fullName: 'Noah Bennett' },
      sellerId: people.owner.user._id,
      sellerUsername: people.owner.user.username,
    });
  });

  test(
    'view=active is the live bids (pending or an order under way), ' +
      'view=completed the ones that ended, however (the Orders tabs)',
    async () => {
      expect(ids((await get(people.buyer, '/api/bids/me?view=active')).json())).toEqual([
        states.pending,
        states.approved,
        states.inProgress,
      ]);
      expect(ids((await get(people.buyer, '/api/bids/me?view=completed')).json())).toEqual([
        states.declined,
        states.withdrawn,
        states.completedLast,
        states.completedFirst,
      ]);
      expect((await get(people.buyer, '/api/bids/me?view=completed')).json().items[0]).toMatchObject({
        status: 'declined',
        declineReason: 'I am fully booked this month.',
      });
      expect(ids((await get(people.otherBuyer, '/api/bids/me?view=active')).json())).toEqual([]);
      expect(ids((await get(people.otherBuyer, '/api/bids/me?view=completed')).json())).toEqual([states.cancelled]);
    },
  );

  test('pages of 2 follow the cursor without repeats; a cursor of another view is 400', async () => {
    const seen: string[] = [];
    let url = '/api/bids/me?limit=2';
    for (;;) {
      const page = BidList.parse((await get(people.buyer, url)).json());
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((bid) => bid._id));
      if (!page.nextCursor) break;
      url = `/api/bids/me?limit=2&cursor=${page.nextCursor}`;
    }
    expect(seen).toEqual(everyBid());
    const first = BidList.parse((await get(people.buyer, '/api/bids/me?limit=1')).json());
    expect((await get(people.buyer, `/api/bids/me?view=completed&cursor=${first.nextCursor}`)).json()).toMatchObject({
      status: 400,
      code: 'INVALID_CURSOR',
    });
  });

  test.each(['limit=0', 'limit=101', 'limit=ten', 'view=done', `cursor=${'x'.repeat(600)}`])(
    '%s is 400',
    async (query) => {
      expect((await get(people.buyer, `/api/bids/me?${query}`)).statusCode).toBe(400);
    },
  );

  test('another buyer, the owner and another seller see none of these; a visitor is 401', async () => {
    for (const session of [people.owner, people.otherSeller])
      expect((await get(session, '/api/bids/me')).json()).toEqual({ items: [], nextCursor: null });
    expect(ids((await get(people.otherBuyer, '/api/bids/me')).json())).toEqual([states.cancelled]);
    expect((await get(null, '/api/bids/me')).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
  });
});

describe('GET /api/bids/owner/pending', () => {
  test(
    'the owner sees the pending bids and the orders under way on their ' +
      'gigs, newest first (not the withdrawn, declined or cancelled ones)',
    async () => {
      const response = await get(people.owner, '/api/bids/owner/pending');
      expect(response.statusCode).toBe(200);
      expect(ids(response.json())).toEqual([states.pending, states.approved, states.inProgress]);
    },
  );

  test('limit=5 of the dashboard, and smaller pages with a cursor', async () => {
    expect(ids((await get(people.owner, '/api/bids/owner/pending?limit=5')).json())).toHaveLength(3);
    const first = BidList.parse((await get(people.owner, '/api/bids/owner/pending?limit=2')).json());
    expect(first.items.map((bid) => bid._id)).toEqual([states.pending, states.approved]);
    expect(ids((await get(people.owner, `/api/bids/owner/pending?limit=2&cursor=${first.nextCursor}`)).json())).toEqual(
      [states.inProgress],
    );
  });

  test('another seller sees none; buyers are 403 SELLERS_ONLY (even with a bad limit); visitors 401', async () => {
    expect((await get(people.otherSeller, '/api/bids/owner/pending')).json()).toEqual({ items: [], nextCursor: null });
    for (const session of [people.buyer, people.otherBuyer]) {
      expect((await get(session, '/api/bids/owner/pending?limit=0')).json()).toMatchObject({
        status: 403,
        code: 'SELLERS_ONLY',
        detail: 'Only sellers have bids on their gigs.',
      });
    }
    expect((await get(null, '/api/bids/owner/pending?limit=0')).statusCode).toBe(401);
  });
});

describe('GET /api/bids/owner/completed', () => {
  test('the owner sees completed orders, the most recently completed first', async () => {
    const page = BidList.strict().parse((await get(people.owner, '/api/bids/owner/completed')).json());
    expect(page.items.map((bid) => bid._id)).toEqual([states.completedFirst, states.completedLast]);
    expect(page.items.every((bid) => bid.status === 'completed' && bid.completedAt !== null && bid.hasUserReview)).toBe(
      true,
    );
    const first = BidList.parse((await get(people.owner, '/api/bids/owner/completed?limit=1')).json());
    expect(
      ids((await get(people.owner, `/api/bids/owner/completed?limit=1&cursor=${first.nextCursor}`)).json()),
    ).toEqual([states.completedLast]);
  });

  test('another seller sees none; buyers are 403; a visitor is 401; a cursor of the open list is 400', async () => {
    expect((await get(people.otherSeller, '/api/bids/owner/completed')).json()).toEqual({
      items: [],
      nextCursor: null,
    });
    for (const session of [people.buyer, people.otherBuyer])
      expect((await get(session, '/api/bids/owner/completed')).statusCode).toBe(403);
    expect((await get(null, '/api/bids/owner/completed')).statusCode).toBe(401);
    const open = BidList.parse((await get(people.owner, '/api/bids/owner/pending?limit=1')).json());
    expect((await get(people.owner, `/api/bids/owner/completed?cursor=${open.nextCursor}`)).json().code).toBe(
      'INVALID_CURSOR',
    );
  });

  test('a new seller and a new buyer start with empty lists', async () => {
    const [seller, buyer] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    expect((await get(seller, '/api/bids/owner/completed')).json()).toEqual({ items: [], nextCursor: null });
    expect((await get(buyer, '/api/bids/me?view=completed')).json()).toEqual({ items: [], nextCursor: null });
  });
});

test('every bid route is in /api/openapi.json with its answers', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(document.paths['/api/bids'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
    'message',
  );
  expect(Object.keys(document.paths['/api/bids'].post.responses)).toEqual(
    expect.arrayContaining(['201', '400', '401', '403', '404', '409']),
  );
  expect(document.paths['/api/bids/gig/{gigId}/count'].get.responses).toHaveProperty('200');
  expect(document.paths['/api/bids/my/gig/{gigId}'].get.responses).toHaveProperty('404');
  expect(document.paths['/api/bids/me'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
    expect.arrayContaining(['limit', 'cursor', 'view']),
  );
  expect(document.paths['/api/bids/owner/pending'].get.responses).toHaveProperty('403');
  expect(document.paths['/api/bids/owner/completed'].get).toBeDefined();
  expect(document.paths['/api/bids/approve/{bidId}'].post.responses).toHaveProperty('409');
  expect(document.paths['/api/bids/complete/{bidId}'].post.responses).toHaveProperty('409');
  expect(document.paths['/api/bids/{bidId}/withdraw'].post.responses).toHaveProperty('409');
  expect(
    document.paths['/api/bids/{bidId}/decline'].post.requestBody.content['application/json'].schema.properties,
  ).toHaveProperty('reason');
});
