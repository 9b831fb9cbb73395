import Stripe from 'stripe';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  approvedBid,
  confirmOrder,
  createIntent,
  ledgerOf,
  paidNotifications,
  paymentsOf,
  payWithCard,
  startPaying,
} from '../../../../test/fixtures/payments.ts';

/**
 * The same payment flow on the Stripe gateway, with two keys set, against a local fake of Stripe's
 * API: the intent comes from Stripe (idempotency key per bid), Stripe Elements confirms it (the fake
 * plays that part), and PUT /orders and the signed webhook settle it once, whatever arrives first or
 * however often.
 */

const WEBHOOK_SECRET = 'whsec_test_inkwell';
let fake: FakeStripe;
let t: TestApp;
let people: Cast;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_inkwell',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  people = await cast(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const signer = () => new Stripe(fake.secretKey);

function event(type: string, intentId: string, id = `evt_${Math.random().toString(36).slice(2)}`) {
  return JSON.stringify({ id, object: 'event', type, data: { object: { id: intentId, object: 'payment_intent' } } });
}

function webhook(
  payload: string,
  signature: string | null = signer().webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

test(
  'two keys turn Stripe on: the intent comes from Stripe with ' +
    "the bid's amount, its idempotency key and the publishable key",
  async () => {
    const { bid } = await approvedBid(people, t.app);
    const response = await createIntent(people.buyer, t.app, bid._id);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      gateway: 'stripe',
      publishableKey: 'pk_test_inkwell',
      status: 'requires_payment_method',
      amount: bid.amount,
    });
    const intent = fake.intents.get(body.paymentIntent)!;
    expect(intent).toMatchObject({
      amount: Math.round(bid.amount * 100),
      currency: 'usd',
      client_secret: body.clientSecret,
      metadata: { bidId: bid._id, buyerId: people.buyer.user._id },
    });
    expect(
      fake.requests.find((r) => r.method === 'POST' && r.idempotencyKey === `inkwell-bid-${bid._id}-attempt-1`),
    ).toBeTruthy();
    expect((await createIntent(people.buyer, t.app, bid._id)).json().paymentIntent).toBe(body.paymentIntent);
  },
);

test('ten calls at once for one bid make one Stripe intent and one payment', async () => {
  const { bid } = await approvedBid(people, t.app);
  const responses = await Promise.all(Array.from({ length: 10 }, () => createIntent(people.buyer, t.app, bid._id)));
  expect(new Set(responses.map((r) => r.json().paymentIntent)).size).toBe(1);
  expect([...fake.intents.values()].filter((intent) => intent.metadata.bidId === bid._id)).toHaveLength(1);
  expect(await paymentsOf(db(), bid._id)).toHaveLength(1);
});

test('an intent canceled at Stripe is given up: the next call makes one with the next idempotency key', async () => {
  const { bid } = await approvedBid(people, t.app);
  const first = await startPaying(people.buyer, t.app, bid._id);
  fake.setStatus(first.paymentIntent, 'canceled');
  const second = await startPaying(people.buyer, t.app, bid._id);
  expect(second.paymentIntent).not.toBe(first.paymentIntent);
  expect(fake.requests.some((r) => r.idempotencyKey === `inkwell-bid-${bid._id}-attempt-2`)).toBe(true);
  expect((await paymentsOf(db(), bid._id)).map((p) => p.status).sort()).toEqual([
    'canceled',
    'requires_payment_method',
  ]);
});

test(
  'after Stripe Elements confirms, PUT /orders settles it: in ' +
    'progress, card brand and last 4, ledger, the seller told',
  async () => {
    const { bid } = await approvedBid(people, t.app);
    const intent = await startPaying(people.buyer, t.app, bid._id);
    expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).json()).toMatchObject({
      status: 'requires_payment_method',
      bidStatus: 'approved',
    });
    fake.succeed(intent.paymentIntent);
    expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).json()).toMatchObject({
      status: 'succeeded',
      bidStatus: 'in_progress',
      paymentState: 'in_escrow',
    });
    expect(await paymentsOf(db(), bid._id)).toMatchObject([
      { gateway: 'stripe', status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' },
    ]);
    expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
    expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
  },
);

test('the signed webhook settles a payment whose buyer never came back; sent again it changes nothing', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.succeed(intent.paymentIntent);
  const payload = event('payment_intent.succeeded', intent.paymentIntent, 'evt_once');
  for (let i = 0; i < 3; i++) {
    const response = await webhook(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true });
  }
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
});

test("the webhook and the buyer's return racing, many at once: one payment, one movement, one notice", async () => {
  const { gig, bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.succeed(intent.paymentIntent);
  const payload = event('payment_intent.succeeded', intent.paymentIntent);
  const requests = Array.from(
    { length: 10 },
    (_, i) => () => (i % 2 === 0 ? webhook(payload) : confirmOrder(people.buyer, t.app, intent.paymentIntent)),
  );
  const { responses, waited } = await race(t.app, db(), t.database.kind, gig._id, requests);
  if (t.database.kind === 'postgres') expect(waited).toBeGreaterThanOrEqual(5);
  expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(10).fill(200));
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
});

test('a processing payment follows Stripe (webhook), then succeeds; a declined one stays open', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.decline(intent.paymentIntent);
  expect((await webhook(event('payment_intent.payment_failed', intent.paymentIntent))).statusCode).toBe(200);
  expect((await paymentsOf(db(), bid._id))[0]!.status).toBe('requires_payment_method');
  fake.setStatus(intent.paymentIntent, 'processing');
  expect((await webhook(event('payment_intent.processing', intent.paymentIntent))).statusCode).toBe(200);
  expect((await paymentsOf(db(), bid._id))[0]!.status).toBe('processing');
  expect((await storedBid(db(), bid._id)).status).toBe('approved');
  fake.succeed(intent.paymentIntent);
  expect((await webhook(event('payment_intent.succeeded', intent.paymentIntent))).statusCode).toBe(200);
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
});

test('with no webhook or return, opening the payment again settles an intent that succeeded', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.succeed(intent.paymentIntent);
  expect((await createIntent(people.buyer, t.app, bid._id)).json()).toMatchObject({
    status: 409,
    code: 'BID_ALREADY_PAID',
  });
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
});

test('with no webhook and no return, the sweeper asks Stripe about a processing payment till it succeeds', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.setStatus(intent.paymentIntent, 'processing');
  expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).json()).toMatchObject({
    status: 'processing',
    bidStatus: 'approved',
  });
  fake.succeed(intent.paymentIntent);
  const deadline = Date.now() + 10_000;
  while ((await storedBid(db(), bid._id)).status !== 'in_progress') {
    if (Date.now() > deadline) throw new Error('the sweeper never settled the payment');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
});

test('a webhook with a missing, wrong or stale signature is 400 and changes nothing', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.succeed(intent.paymentIntent);
  const payload = event('payment_intent.succeeded', intent.paymentIntent);
  const wrongSecret = signer().webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
  const stale = signer().webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
    timestamp: Math.floor(Date.now() / 1000) - 3600,
  });
  for (const signature of [null, 'nonsense', wrongSecret, stale]) {
    const response = await webhook(payload, signature);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
  }
  const signed = signer().webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect((await webhook(payload.replace('"object":"event"', '"object":"event","x":1'), signed)).statusCode).toBe(400);
  expect((await storedBid(db(), bid._id)).status).toBe('approved');
  expect(await ledgerOf(db(), bid._id)).toEqual([]);
});

test('events about other things or other intents are acknowledged and ignored', async () => {
  expect(
    (
      await webhook(
        JSON.stringify({
          id: 'evt_c',
          object: 'event',
          type: 'customer.created',
          data: { object: { id: 'cus_1', object: 'customer' } },
        }),
      )
    ).json(),
  ).toEqual({ received: true });
  expect((await webhook(event('payment_intent.succeeded', 'pi_not_ours'))).statusCode).toBe(200);
});

test('with Stripe the demo card form does not exist (404), and the page may load Stripe.js under the CSP', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  const response = await payWithCard(people.buyer, t.app, intent.clientSecret, '4242424242424242');
  expect(response.json()).toMatchObject({ status: 404, code: 'DEMO_GATEWAY_OFF' });
  // The policy of a page, where the card form runs (a JSON answer has a policy of its own that loads nothing).
  const csp = String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
  expect(csp).toContain("script-src 'self' https://js.stripe.com");
  expect(csp).toContain('frame-src');
  expect(csp).toContain('https://hooks.stripe.com');
  expect(csp).toContain("connect-src 'self' https://api.stripe.com");
});

test('with the demo gateway the webhook does not exist (404) and the CSP stays on this site', async () => {
  const demo = await createTestApp();
  try {
    const response = await demo.app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    const csp = String((await demo.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('stripe');
  } finally {
    await demo.close();
  }
});
