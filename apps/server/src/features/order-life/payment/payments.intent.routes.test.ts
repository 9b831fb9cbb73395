import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buyerSession } from '../../../../test/fixtures/gigs.ts';
import { approve, cast, complete, gigWithBid, placeBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { postGig } from '../../../../test/fixtures/gigs.ts';
import { deliveredOrder } from '../../../../test/fixtures/orders.ts';
import { approvedBid, createIntent, pay, paymentsOf } from '../../../../test/fixtures/payments.ts';
import { acceptCancellation, askCancellation, cancelBid, expectStatus } from '../../../../test/fixtures/settlements.ts';

/** POST /api/orders/create-payment-intent/{bidId}: who may start paying which bid, and the same intent again. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

test("the bidder of an approved bid gets a demo intent for the bid's amount and what is being paid", async () => {
  const { gig, bid } = await approvedBid(people, t.app);
  const response = await createIntent(people.buyer, t.app, bid._id);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({
    status: 'requires_payment_method',
    gateway: 'demo',
    publishableKey: null,
    amount: bid.amount,
    currency: 'usd',
    order: {
      bidId: bid._id,
      gigId: gig._id,
      gigTitle: gig.title,
      sellerId: people.owner.user._id,
      sellerUsername: people.owner.user.username,
    },
  });
  expect(body.paymentIntent).toMatch(/^pi_demo_/);
  expect(body.clientSecret).toMatch(new RegExp(`^${body.paymentIntent}_secret_`));
  expect(await paymentsOf(db(), bid._id)).toMatchObject([
    { status: 'requires_payment_method', amountCents: Math.round(bid.amount * 100), gateway: 'demo' },
  ]);
});

test('the amount comes from the bid, not from anything the client sends', async () => {
  const gig = await postGig(people.owner);
  const buyer = await buyerSession(t.app);
  const bid = await placeBid(buyer, gig, { amount: 123.45 });
  await approve(people.owner, t.app, bid._id);
  const response = await buyer.request({
    method: 'POST',
    url: `/api/orders/create-payment-intent/${bid._id}`,
    payload: { amount: 1 },
  });
  expect(response.json().amount).toBe(123.45);
  expect((await paymentsOf(db(), bid._id))[0]!.amountCents).toBe(12345);
});

test('a second call answers the same open intent; so does a second call after a declined card', async () => {
  const { bid } = await approvedBid(people, t.app);
  const first = (await createIntent(people.buyer, t.app, bid._id)).json();
  const second = (await createIntent(people.buyer, t.app, bid._id)).json();
  expect(second.paymentIntent).toBe(first.paymentIntent);
  expect(second.clientSecret).toBe(first.clientSecret);
  await people.buyer.request({
    method: 'POST',
    url: '/api/payments/demo/confirm',
    payload: { clientSecret: first.clientSecret, number: '4000000000000002', expiry: '12/40', cvc: '123' },
  });
  const third = (await createIntent(people.buyer, t.app, bid._id)).json();
  expect(third.paymentIntent).toBe(first.paymentIntent);
  expect(await paymentsOf(db(), bid._id)).toHaveLength(1);
});

test('ten calls at once for one bid make one intent and one payment', async () => {
  const { bid } = await approvedBid(people, t.app);
  const responses = await Promise.all(Array.from({ length: 10 }, () => createIntent(people.buyer, t.app, bid._id)));
  expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
  expect(new Set(responses.map((r) => r.json().paymentIntent)).size).toBe(1);
  expect(await paymentsOf(db(), bid._id)).toHaveLength(1);
});

test("visitors get 401; anyone but the bidder, the gig's owner included, 403", async () => {
  const { bid } = await approvedBid(people, t.app);
  expect((await createIntent(null, t.app, bid._id)).statusCode).toBe(401);
  for (const other of [people.owner, people.otherBuyer, people.otherSeller]) {
    const response = await createIntent(other, t.app, bid._id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('PAYMENT_BIDDER_ONLY');
  }
  expect(await paymentsOf(db(), bid._id)).toEqual([]);
});

test('an unknown or malformed bid id is 404', async () => {
  for (const id of ['0190a6c0-0000-7000-8000-000000000000', 'not-an-id']) {
    const response = await createIntent(people.buyer, t.app, id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('BID_NOT_FOUND');
  }
});

test('a pending or cancelled bid is 409 BID_NOT_APPROVED; a paid, delivered or refunded BID_ALREADY_PAID', async () => {
  const { bid: pending } = await gigWithBid(people);
  expect((await createIntent(people.buyer, t.app, pending._id)).json()).toMatchObject({
    status: 409,
    code: 'BID_NOT_APPROVED',
  });

  const { bid: paid } = await approvedBid(people, t.app);
  await pay(people.buyer, t.app, paid._id);
  expect((await createIntent(people.buyer, t.app, paid._id)).json()).toMatchObject({
    status: 409,
    code: 'BID_ALREADY_PAID',
  });

  const { bid: delivered } = await deliveredOrder(t.app, people);
  expect((await createIntent(people.buyer, t.app, delivered._id)).json()).toMatchObject({
    status: 409,
    code: 'BID_ALREADY_PAID',
  });
  expect((await complete(people.owner, t.app, delivered._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_DELIVER_FIRST',
  });
  expectStatus(await askCancellation(people.owner, t.app, delivered._id), 200);
  expectStatus(await acceptCancellation(people.buyer, t.app, delivered._id), 200);
  expect((await createIntent(people.buyer, t.app, delivered._id)).json()).toMatchObject({
    status: 409,
    code: 'BID_ALREADY_PAID',
  });

  const { bid: cancelled } = await approvedBid(people, t.app);
  expectStatus(await cancelBid(people.owner, t.app, cancelled._id), 200);
  expect((await createIntent(people.buyer, t.app, cancelled._id)).json()).toMatchObject({
    status: 409,
    code: 'BID_NOT_APPROVED',
  });
  expect(await paymentsOf(db(), cancelled._id)).toEqual([]);
});

test('every payment route is in /api/openapi.json with its answers', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(Object.keys(document.paths['/api/orders/create-payment-intent/{bidId}'].post.responses)).toEqual(
    expect.arrayContaining(['200', '401', '403', '404', '409']),
  );
  expect(document.paths['/api/orders'].put.requestBody.content['application/json'].schema.properties).toHaveProperty(
    'payment_intent',
  );
  expect(Object.keys(document.paths['/api/payments/demo/confirm'].post.responses)).toEqual(
    expect.arrayContaining(['200', '400', '402', '403', '404', '409']),
  );
  expect(document.paths['/api/payments/summary'].get.responses).toHaveProperty('200');
});
