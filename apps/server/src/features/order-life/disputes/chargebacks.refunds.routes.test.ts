import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import { demoRefunds } from '../../../db/schema/kernel.ts';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { deliverFile, getOrderAs, paidOrder } from '../../../../test/fixtures/orders.ts';
import { approvedBid, confirmOrder, paymentsOf, startPaying } from '../../../../test/fixtures/payments.ts';
import {
  expectStatus,
  openDispute,
  operatorSession,
  refundsOf,
  resolve,
} from '../../../../test/fixtures/settlements.ts';
import { chargeBack, chargebackRows, platformSums } from '../../../../test/fixtures/chargebacks.ts';

/**
 * The refund of an order charged back while its money was in escrow (decision 058): the card network has
 * already given the buyer the money, and Stripe refuses to refund a disputed charge (the fake does too),
 * so the operator's refund (or the buyer's part of a split) is a ledger movement settled by the card
 * network: no refund is asked of the gateway, now or by the sweeper, on Stripe and on the demo gateway.
 */

const WEBHOOK_SECRET = 'whsec_test_inkwell';
let fake: FakeStripe;
let stripe: TestApp;
let demo: TestApp;
let operator: Session;
let demoOperator: Session;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_inkwell',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  demo = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  operator = await operatorSession(stripe.app, stripe.database.db);
  demoOperator = await operatorSession(demo.app, demo.database.db);
});
afterAll(async () => {
  await stripe.close();
  await demo.close();
  await fake.close();
});

const refundRequests = () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').length;

/** Stripe reports the card dispute of the intent (signed as Stripe signs it) and takes the charge back. */
async function disputeOnStripe(intentId: string, amountCents: number) {
  fake.dispute(intentId);
  const payload = JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'charge.dispute.created',
    data: {
      object: {
        id: `dp_refund_${Math.random().toString(36).slice(2)}`,
        object: 'dispute',
        amount: amountCents,
        currency: 'usd',
        charge: `ch_for_${intentId}`,
        payment_intent: intentId,
        reason: 'fraudulent',
        status: 'needs_response',
      },
    },
  });
  const signature = new Stripe(fake.secretKey).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  const response = await stripe.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
  expect(response.json()).toEqual({ received: true });
}

/** An order paid through Stripe, delivered, then charged back by the card network while in escrow. */
async function disputedStripeOrder(people: Cast) {
  const { bid } = await approvedBid(people, stripe.app);
  const intent = await startPaying(people.buyer, stripe.app, bid._id);
  fake.succeed(intent.paymentIntent);
  expectStatus(await confirmOrder(people.buyer, stripe.app, intent.paymentIntent), 200);
  await deliverFile(people.owner, stripe.app, bid._id);
  const cents = Math.round(bid.amount * 100);
  await disputeOnStripe(intent.paymentIntent, cents);
  expect((await storedBid(stripe.database.db, bid._id))?.status).toBe('disputed');
  expect(await chargebackRows(stripe.database.db, bid._id)).toMatchObject([{ stage: 'escrow' }]);
  return { bid, cents, intentId: intent.paymentIntent as string };
}

async function sumsHold(t: TestApp) {
  const sums = await platformSums(t.database.db);
  expect(sums.unbalanced).toBe(0);
  for (const row of sums.sellers) expect(row.earned + row.debited).toBe(row.balances + row.held);
  expect(sums.totals.platform).toBe(sums.totals.fees - sums.totals.losses);
}

test('Stripe: refunded by the operator, nothing asked of Stripe; the refund settled, the buyer sees it', async () => {
  const people = await cast(stripe.app);
  const { bid, cents } = await disputedStripeOrder(people);
  const asked = refundRequests();
  expectStatus(await resolve(operator, stripe.app, bid._id, { outcome: 'refund' }), 200);
  expect(refundRequests()).toBe(asked);
  expect(await refundsOf(stripe.database.db, bid._id)).toMatchObject([
    { status: 'succeeded', amountCents: cents, gatewayRefundId: null, attempts: 0, lastError: null },
  ]);
  expect(await chargebackRows(stripe.database.db, bid._id)).toMatchObject([{ stage: 'escrow', outcome: 'buyer' }]);
  const order = (await getOrderAs(people.buyer, stripe.app, bid._id)).json();
  expect(order).toMatchObject({ status: 'refunded', money: { paid: bid.amount, held: 0, released: 0 } });
  expect(order.money.refunded).toBe(bid.amount);
  await sumsHold(stripe);
});

test("Stripe: a split's part for the buyer is settled by the network, the rest released to the seller", async () => {
  const people = await cast(stripe.app);
  const { bid, cents } = await disputedStripeOrder(people);
  const asked = refundRequests();
  expectStatus(await resolve(operator, stripe.app, bid._id, { outcome: 'split', refundAmount: 30 }), 200);
  expect(refundRequests()).toBe(asked);
  expect(await refundsOf(stripe.database.db, bid._id)).toMatchObject([
    { status: 'succeeded', amountCents: 3_000, gatewayRefundId: null },
  ]);
  const { money } = (await getOrderAs(people.buyer, stripe.app, bid._id)).json();
  expect(money).toEqual({ paid: bid.amount, held: 0, released: (cents - 3_000) / 100, refunded: 30 });
  await sumsHold(stripe);
});

test('Stripe: a refund pending after an outage, then charged back: the sweeper settles it without Stripe', async () => {
  const people = await cast(stripe.app);
  const { bid } = await approvedBid(people, stripe.app);
  const intent = await startPaying(people.buyer, stripe.app, bid._id);
  fake.succeed(intent.paymentIntent);
  expectStatus(await confirmOrder(people.buyer, stripe.app, intent.paymentIntent), 200);
  await deliverFile(people.owner, stripe.app, bid._id);
  // The buyer's dispute, decided as a split while Stripe is down: the refund stays pending.
  expectStatus(await openDispute(people.buyer, stripe.app, bid._id), 200);
  fake.down = true;
  try {
    expectStatus(await resolve(operator, stripe.app, bid._id, { outcome: 'split', refundAmount: 20 }), 200);
  } finally {
    fake.down = false;
  }
  expect(await refundsOf(stripe.database.db, bid._id)).toMatchObject([{ status: 'pending', attempts: 1 }]);
  const cents = Math.round(bid.amount * 100);
  await disputeOnStripe(intent.paymentIntent, cents);
  expect(await chargebackRows(stripe.database.db, bid._id)).toMatchObject([{ stage: 'clearing' }]);
  const asked = refundRequests();
  const sweeper = await buildApp({
    config: stripe.config,
    database: stripe.database,
    logger: false,
    payments: { sweepMs: 0, refundSweepMs: 30 },
    settlements: { timerMs: 0 },
  });
  await sweeper.ready();
  try {
    for (let n = 0; n < 100; n += 1) {
      if ((await refundsOf(stripe.database.db, bid._id))[0]!.status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await sweeper.close();
  }
  expect(refundRequests()).toBe(asked);
  expect(await refundsOf(stripe.database.db, bid._id)).toMatchObject([
    { status: 'succeeded', amountCents: 2_000, gatewayRefundId: null, lastError: null },
  ]);
  expect(await paymentsOf(stripe.database.db, bid._id)).toMatchObject([{ status: 'succeeded' }]);
  await sumsHold(stripe);
});

test('demo gateway: the same, no demo refund is made for an order charged back; sums hold', async () => {
  const people = await cast(demo.app);
  const { bid } = await paidOrder(demo.app, people);
  await deliverFile(people.owner, demo.app, bid._id);
  expect((await chargeBack(demoOperator, demo.app, bid._id)).json()).toMatchObject({ stage: 'escrow' });
  expectStatus(await resolve(demoOperator, demo.app, bid._id, { outcome: 'refund' }), 200);
  const [refund] = await refundsOf(demo.database.db, bid._id);
  expect(refund).toMatchObject({ status: 'succeeded', gatewayRefundId: null, attempts: 0 });
  const [payment] = await paymentsOf(demo.database.db, bid._id);
  expect(await demo.database.db.select().from(demoRefunds).where(eq(demoRefunds.intentId, payment!.intentId))).toEqual(
    [],
  );
  const { money } = (await getOrderAs(people.buyer, demo.app, bid._id)).json();
  expect(money).toMatchObject({ paid: bid.amount, held: 0, released: 0, refunded: bid.amount });
  await sumsHold(demo);
});
