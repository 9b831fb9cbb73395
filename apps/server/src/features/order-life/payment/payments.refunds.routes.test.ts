import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { orderNotifications } from '../../../../test/fixtures/orders.ts';
import { approvedBid, confirmOrder, ledgerOf, startPaying } from '../../../../test/fixtures/payments.ts';
import {
  acceptCancellation,
  askCancellation,
  cancelBid,
  expectStatus,
  moneyOf,
  openDispute,
  operatorSession,
  refundsOf,
  resolve,
} from '../../../../test/fixtures/settlements.ts';

/**
 * Refunds through Stripe, against the local fake of its API: the refund is recorded with its ledger
 * movement in the decision's transaction, then sent with the order's idempotency key; an outage or a
 * pending refund leaves it pending for the sweeper, and asking again never refunds twice. A payment
 * that succeeds for an order cancelled meanwhile is refunded at once.
 */

let fake: FakeStripe;
let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_inkwell',
    STRIPE_API_URL: fake.url,
  });
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const stripeRefundsOf = (intentId: string) =>
  [...fake.refunds.values()].filter((refund) => refund.payment_intent === intentId);

/** An approved order paid on Stripe: Elements confirms the intent (the fake), the buyer comes back (PUT /orders). */
async function paidOnStripe() {
  const { gig, bid } = await approvedBid(people, t.app);
  const { paymentIntent } = await startPaying(people.buyer, t.app, bid._id);
  fake.succeed(paymentIntent);
  expectStatus(await confirmOrder(people.buyer, t.app, paymentIntent), 200);
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  return { gig, bid, paymentIntent };
}

async function waitFor(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

test("a cancellation accepted refunds the whole payment on Stripe, with the order's idempotency key", async () => {
  const { bid, paymentIntent } = await paidOnStripe();
  expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
  expectStatus(await acceptCancellation(people.buyer, t.app, bid._id), 200);
  const cents = bid.amount * 100;
  const [refund] = stripeRefundsOf(paymentIntent);
  expect(refund).toMatchObject({ amount: cents, status: 'succeeded' });
  const sent = fake.requests.filter(
    (request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === paymentIntent,
  );
  expect(sent.map((request) => request.idempotencyKey)).toEqual([`inkwell-refund-${bid._id}`]);
  expect(await refundsOf(db(), bid._id)).toMatchObject([
    {
      status: 'succeeded',
      gateway: 'stripe',
      amountCents: cents,
      gatewayRefundId: refund!.id,
      attempts: 1,
      lastError: null,
    },
  ]);
  expect(await moneyOf(db(), bid._id)).toEqual({ paid: cents, held: 0, released: 0, refunded: cents });
});

test('a split refunds only its part on Stripe; the rest is released', async () => {
  const { bid, paymentIntent } = await paidOnStripe();
  expectStatus(await openDispute(people.buyer, t.app, bid._id), 200);
  expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'split', refundAmount: 5.5 }), 200);
  expect(stripeRefundsOf(paymentIntent)).toMatchObject([{ amount: 550, status: 'succeeded' }]);
  expect(await moneyOf(db(), bid._id)).toEqual({
    paid: bid.amount * 100,
    held: 0,
    released: bid.amount * 100 - 550,
    refunded: 550,
  });
});

test(
  'Stripe down: the order is refunded in the ledger at once, the refund ' +
    'stays pending with the error, and the sweeper sends it once Stripe is back',
  async () => {
    const { bid, paymentIntent } = await paidOnStripe();
    expectStatus(await openDispute(people.owner, t.app, bid._id), 200);
    fake.down = true;
    try {
      const order = expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'refund' }), 200).json();
      expect(order).toMatchObject({ status: 'refunded', money: { refunded: bid.amount, held: 0 } });
    } finally {
      fake.down = false;
    }
    const [pending] = await refundsOf(db(), bid._id);
    expect(pending).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringContaining('PAYMENT_GATEWAY_FAILED'),
    });
    expect(stripeRefundsOf(paymentIntent)).toEqual([]);

    const sweeper = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      payments: { sweepMs: 0, refundSweepMs: 30 },
      settlements: { timerMs: 0 },
    });
    await sweeper.ready();
    try {
      await waitFor(
        async () => (await refundsOf(db(), bid._id))[0]!.status === 'succeeded',
        'the sweeper to send the refund',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await sweeper.close();
    }
    expect(stripeRefundsOf(paymentIntent)).toMatchObject([{ amount: bid.amount * 100 }]);
    expect(await refundsOf(db(), bid._id)).toMatchObject([{ status: 'succeeded', attempts: 2, lastError: null }]);
  },
);

test('a refund Stripe answers pending stays pending until Stripe says it succeeded; asking again: none', async () => {
  const { bid, paymentIntent } = await paidOnStripe();
  expectStatus(await askCancellation(people.buyer, t.app, bid._id), 200);
  fake.refundStatus = 'pending';
  try {
    expectStatus(await acceptCancellation(people.owner, t.app, bid._id), 200);
  } finally {
    fake.refundStatus = 'succeeded';
  }
  const [refund] = stripeRefundsOf(paymentIntent);
  expect(await refundsOf(db(), bid._id)).toMatchObject([{ status: 'pending', gatewayRefundId: refund!.id }]);
  const sweeper = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    payments: { sweepMs: 0, refundSweepMs: 30 },
    settlements: { timerMs: 0 },
  });
  await sweeper.ready();
  try {
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await refundsOf(db(), bid._id))[0]!.status).toBe('pending');
    refund!.status = 'succeeded';
    await waitFor(async () => (await refundsOf(db(), bid._id))[0]!.status === 'succeeded', 'the refund to succeed');
  } finally {
    await sweeper.close();
  }
  expect(stripeRefundsOf(paymentIntent)).toHaveLength(1);
});

test('cancelling an unpaid order cancels its intent on Stripe too', async () => {
  const { bid } = await approvedBid(people, t.app);
  const { paymentIntent } = await startPaying(people.buyer, t.app, bid._id);
  expectStatus(await cancelBid(people.owner, t.app, bid._id), 200);
  expect(fake.intents.get(paymentIntent)!.status).toBe('canceled');
  expect(await refundsOf(db(), bid._id)).toEqual([]);
});

test(
  'a payment that succeeds after its order was cancelled (Stripe charged it just ' +
    'before the cancel reached it) is refunded at once; the order stays cancelled',
  async () => {
    const { bid } = await approvedBid(people, t.app);
    const { paymentIntent } = await startPaying(people.buyer, t.app, bid._id);
    // The bank charged the card while the cancellation was on its way: Stripe refuses to cancel it.
    fake.setStatus(paymentIntent, 'processing');
    expectStatus(await cancelBid(people.buyer, t.app, bid._id), 200);
    expect(fake.intents.get(paymentIntent)!.status).toBe('processing');
    fake.succeed(paymentIntent);
    const answer = expectStatus(await confirmOrder(people.buyer, t.app, paymentIntent), 200).json();
    expect(answer).toMatchObject({ status: 'succeeded', bidStatus: 'cancelled', paymentState: 'refunded' });
    const cents = bid.amount * 100;
    expect(await moneyOf(db(), bid._id)).toEqual({ paid: cents, held: 0, released: 0, refunded: cents });
    expect((await ledgerOf(db(), bid._id)).map((line) => line.kind).sort()).toEqual([
      'payment',
      'payment',
      'refund',
      'refund',
    ]);
    expect(stripeRefundsOf(paymentIntent)).toMatchObject([{ amount: cents, status: 'succeeded' }]);
    expect(await refundsOf(db(), bid._id)).toMatchObject([{ status: 'succeeded' }]);
    expect((await orderNotifications(db(), bid._id, 'order_refunded')).map((row) => row.userId)).toEqual([
      people.buyer.user._id,
    ]);
    expect((await storedBid(db(), bid._id)).status).toBe('cancelled');
    // Confirming again changes nothing more.
    expectStatus(await confirmOrder(people.buyer, t.app, paymentIntent), 200);
    expect(await ledgerOf(db(), bid._id)).toHaveLength(4);
  },
);
