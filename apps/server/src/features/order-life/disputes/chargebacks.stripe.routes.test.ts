import { feeCentsOf } from '@inkwell/domain/pricing';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../../test/fake-stripe.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { accept, deliverFile, orderNotifications } from '../../../../test/fixtures/orders.ts';
import { approvedBid, confirmOrder, paymentsOf, startPaying } from '../../../../test/fixtures/payments.ts';
import { expectStatus, operatorSession } from '../../../../test/fixtures/settlements.ts';
import { balanceOf, bidLedger } from '../../../../test/fixtures/payouts.ts';
import { chargeBack, chargebackRows } from '../../../../test/fixtures/chargebacks.ts';

/**
 * Stripe's `charge.dispute.created` at POST /payments/webhook (decision 058), against the local fake of
 * Stripe's API: the dispute's payment intent names the order; replayed, it is recorded once; arriving
 * before the payment's own news, the payment is settled from Stripe first; with Stripe the demo's
 * control does not exist.
 */

const WEBHOOK_SECRET = 'whsec_test_inkwell';
let fake: FakeStripe;
let t: TestApp;
let operator: Session;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_inkwell',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
let disputes = 0;

function disputeEvent(intentId: string, amountCents: number, disputeId = `dp_test_${(disputes += 1)}`) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type: 'charge.dispute.created',
    data: {
      object: {
        id: disputeId,
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
}

function webhook(payload: string) {
  const signature = new Stripe(fake.secretKey).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
    payload,
  });
}

/** An order paid through Stripe; `settled`: the buyer came back (PUT /orders), else only Stripe knows. */
async function stripeOrder(people: Cast, settled = true) {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  fake.succeed(intent.paymentIntent);
  if (settled) expectStatus(await confirmOrder(people.buyer, t.app, intent.paymentIntent), 200);
  return { bid, intentId: intent.paymentIntent as string };
}

test('a dispute while the release clears holds the seller share; replayed twice it is recorded once', async () => {
  const people = await cast(t.app);
  const { bid, intentId } = await stripeOrder(people);
  await deliverFile(people.owner, t.app, bid._id);
  expectStatus(await accept(people.buyer, t.app, bid._id), 200);
  const cents = Math.round(bid.amount * 100);
  const net = cents - feeCentsOf(cents, 1000);
  const payload = disputeEvent(intentId, cents);
  for (let n = 0; n < 3; n += 1) expect((await webhook(payload)).json()).toEqual({ received: true });
  const [row] = await chargebackRows(db(), bid._id);
  expect(row).toMatchObject({ stage: 'clearing', heldCents: net, amountCents: cents, reason: 'fraudulent' });
  expect(row?.gatewayDisputeId).toMatch(/^dp_test_/);
  expect((await bidLedger(db(), bid._id)).filter((line) => line.kind === 'chargeback_hold')).toHaveLength(2);
  expect((await balanceOf(people.owner, t.app)).pending).toBe(0);
  // The seller is told once, however often Stripe sends the event.
  expect(await orderNotifications(db(), bid._id, 'chargeback_held')).toMatchObject([
    { userId: people.owner.user._id, amountCents: net },
  ]);
  // Another dispute of the same order is only logged: the order keeps its one chargeback.
  expect((await webhook(disputeEvent(intentId, cents))).statusCode).toBe(200);
  expect(await chargebackRows(db(), bid._id)).toHaveLength(1);
});

test(
  "a dispute before the payment's own news: the payment is " + 'settled from Stripe, then the order is disputed',
  async () => {
    const people = await cast(t.app);
    const { bid, intentId } = await stripeOrder(people, false);
    expect(await paymentsOf(db(), bid._id)).toMatchObject([{ status: 'requires_payment_method' }]);
    expect((await webhook(disputeEvent(intentId, 100))).statusCode).toBe(200);
    expect(await paymentsOf(db(), bid._id)).toMatchObject([{ status: 'succeeded' }]);
    expect((await storedBid(db(), bid._id))?.status).toBe('disputed');
    expect(await chargebackRows(db(), bid._id)).toMatchObject([{ stage: 'escrow', amountCents: 100 }]);
    // The payment's own webhook, later, changes nothing more.
    const succeeded = JSON.stringify({
      id: 'evt_late',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: intentId, object: 'payment_intent' } },
    });
    expect((await webhook(succeeded)).statusCode).toBe(200);
    expect((await bidLedger(db(), bid._id)).filter((line) => line.kind === 'payment')).toHaveLength(2);
  },
);

test('a dispute of a payment Stripe has not taken is 409 (Stripe sends it again); of one not ours, 200', async () => {
  const people = await cast(t.app);
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  expect((await webhook(disputeEvent(intent.paymentIntent, 500))).json()).toMatchObject({
    status: 409,
    code: 'ORDER_NOT_PAID',
  });
  expect(await chargebackRows(db(), bid._id)).toEqual([]);
  expect((await webhook(disputeEvent('pi_not_ours', 500))).json()).toEqual({ received: true });
});

test("with Stripe the demo's chargeback control is 404 for an operator (Stripe reports its own disputes)", async () => {
  const people = await cast(t.app);
  const { bid } = await stripeOrder(people);
  expect((await chargeBack(operator, t.app, bid._id)).json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  expect((await chargeBack(people.buyer, t.app, bid._id)).statusCode).toBe(403);
  expect(await chargebackRows(db(), bid._id)).toEqual([]);
});
