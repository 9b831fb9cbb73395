import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { DemoGateway } from '../../../lib/payments/demo-gateway.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { cast, complete, race, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
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
 * No click pattern, retry or race pays twice or loses a payment: many requests at once, on both
 * databases. On PostgreSQL `race` holds the gig's row lock until at least five requests wait on it
 * inside their own transactions, so they really are in flight together.
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const provesConcurrency = (waited: number) => {
  if (t.database.kind === 'postgres') expect(waited).toBeGreaterThanOrEqual(5);
};

test('twelve confirmations of one succeeded payment at once: all answer succeeded, the money moves once', async () => {
  const { gig, bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  // The card succeeded at the gateway, but the browser never came back: twelve tabs confirm at once.
  const gateway = t.app.paymentGateway as DemoGateway;
  expect(
    (await gateway.confirm(intent.clientSecret, { number: TEST_CARDS.succeeds, expiry: '12/40', cvc: '123' })).intent
      .status,
  ).toBe('succeeded');
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    Array.from({ length: 12 }, () => () => confirmOrder(people.buyer, t.app, intent.paymentIntent)),
  );
  provesConcurrency(waited);
  expect(responses.map((r) => r.statusCode)).toEqual(Array<number>(12).fill(200));
  for (const response of responses)
    expect(response.json()).toMatchObject({ status: 'succeeded', bidStatus: 'in_progress', paymentState: 'in_escrow' });
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
  expect((await paymentsOf(db(), bid._id)).map((p) => p.status)).toEqual(['succeeded']);
});

test('ten card confirmations of one intent at once (double clicks, several tabs): one pays, nine 409', async () => {
  const { gig, bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  const { responses, waited } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    Array.from({ length: 10 }, () => () => payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)),
  );
  provesConcurrency(waited);
  const codes = responses.map((r) => r.statusCode).sort();
  expect(codes).toEqual([200, ...Array<number>(9).fill(409)]);
  for (const lost of responses.filter((r) => r.statusCode === 409))
    expect(['PAYMENT_ALREADY_SUCCEEDED', 'BID_ALREADY_PAID']).toContain(lost.json().code);
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
});

test('confirmations racing the card form and the intent being asked for again: one payment, one movement', async () => {
  const { gig, bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  const requests = [
    ...Array.from({ length: 4 }, () => () => confirmOrder(people.buyer, t.app, intent.paymentIntent)),
    () => payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds),
    ...Array.from({ length: 4 }, () => () => createIntent(people.buyer, t.app, bid._id)),
    ...Array.from({ length: 4 }, () => () => confirmOrder(people.buyer, t.app, intent.paymentIntent)),
  ];
  const { responses } = await race(t.app, db(), t.database.kind, gig._id, requests, 1);
  expect(responses[4]!.statusCode).toBe(200);
  expect(await confirmOrder(people.buyer, t.app, intent.paymentIntent).then((r) => r.json())).toMatchObject({
    status: 'succeeded',
    bidStatus: 'in_progress',
  });
  expect(await paymentsOf(db(), bid._id)).toHaveLength(1);
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
});

test(
  'the seller completing while the payment is confirmed: completing is ' +
    'always 409 ORDER_DELIVER_FIRST, and the payment goes into escrow once',
  async () => {
    const { gig, bid } = await approvedBid(people, t.app);
    const intent = await startPaying(people.buyer, t.app, bid._id);
    const { responses } = await race(
      t.app,
      db(),
      t.database.kind,
      gig._id,
      [
        () => payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds),
        () => complete(people.owner, t.app, bid._id),
      ],
      1,
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 409]);
    expect(responses[1]!.json()).toMatchObject({ code: 'ORDER_DELIVER_FIRST' });
    const lines = await ledgerOf(db(), bid._id);
    expect(lines.map((line) => line.kind)).toEqual(['payment', 'payment']);
    expect(lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(0);
    expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  },
);
