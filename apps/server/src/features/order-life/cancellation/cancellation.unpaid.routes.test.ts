import { DEMO_PROCESSING_MS, TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import { bids } from '../../../db/schema/order-life.ts';
import { createTestApp, login, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, storedGig, type Cast } from '../../../../test/fixtures/bids.ts';
import { orderEventsOf, orderNotifications, paidOrder } from '../../../../test/fixtures/orders.ts';
import { approvedBid, pay, paymentsOf, payWithCard, startPaying } from '../../../../test/fixtures/payments.ts';
import { backdate, cancelBid, expectStatus, moneyOf, orderRows } from '../../../../test/fixtures/settlements.ts';

/** POST /bids/{id}/cancel and the payment timer: an approved order that is never paid ends, once. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

test.each(['buyer', 'owner'] as const)(
  'the %s cancels an approved, unpaid order: cancelled, the gig available, the other side told',
  async (who) => {
    const { gig, bid } = await approvedBid(people, t.app);
    const intent = await startPaying(people.buyer, t.app, bid._id);
    const response = expectStatus(await cancelBid(people[who], t.app, bid._id), 200);
    expect(response.json()).toMatchObject({
      _id: bid._id,
      status: 'cancelled',
      paymentState: 'none',
      gig: { status: 'available' },
    });
    expect((await storedGig(db(), gig._id)).status).toBe('available');
    expect((await paymentsOf(db(), bid._id)).map((payment) => payment.status)).toEqual(['canceled']);
    const [event] = await orderEventsOf(db(), bid._id, 'cancel_unpaid');
    expect(event).toMatchObject({ actor: who === 'buyer' ? 'buyer' : 'seller', actorId: people[who].user._id });
    const told = await orderNotifications(db(), bid._id, 'order_cancelled');
    expect(told.map((row) => row.userId)).toEqual([who === 'buyer' ? people.owner.user._id : people.buyer.user._id]);
    // The card form no longer charges the given-up intent.
    expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(409);
    expect(await moneyOf(db(), bid._id)).toMatchObject({ paid: 0, held: 0 });
  },
);

test('visitors 401; strangers, another buyer and another seller 404; unknown and malformed ids 404', async () => {
  const { bid } = await approvedBid(people, t.app);
  const before = await orderRows(db(), bid._id);
  expect((await cancelBid(null, t.app, bid._id)).statusCode).toBe(401);
  for (const who of [people.otherBuyer, people.otherSeller])
    expect((await cancelBid(who, t.app, bid._id)).json()).toMatchObject({ status: 404, code: 'BID_NOT_FOUND' });
  expect((await cancelBid(people.buyer, t.app, '0190a5b0-0000-7000-8000-000000000000')).statusCode).toBe(404);
  expect((await cancelBid(people.buyer, t.app, 'not-an-id')).statusCode).toBe(404);
  expect(await orderRows(db(), bid._id)).toEqual(before);
});

test('from any other state it is 409 ORDER_WRONG_STATE and changes nothing', async () => {
  const pending = (await approvedBid(people, t.app)).bid;
  expectStatus(await cancelBid(people.buyer, t.app, pending._id), 200);
  const { bid: paid } = await paidOrder(t.app, people);
  for (const id of [pending._id, paid._id]) {
    const before = await orderRows(db(), id);
    expect((await cancelBid(people.owner, t.app, id)).json()).toMatchObject({ status: 409, code: 'ORDER_WRONG_STATE' });
    expect(await orderRows(db(), id)).toEqual(before);
  }
});

test('while a payment is processing it is 409 PAYMENT_PROCESSING; once it succeeded, ORDER_WRONG_STATE', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  expectStatus(await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.processing), 200);
  const before = await orderRows(db(), bid._id);
  expect((await cancelBid(people.owner, t.app, bid._id)).json()).toMatchObject({
    status: 409,
    code: 'PAYMENT_PROCESSING',
  });
  expect(await orderRows(db(), bid._id)).toEqual(before);
  await new Promise((resolve) => setTimeout(resolve, DEMO_PROCESSING_MS + 1500));
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  expect((await cancelBid(people.owner, t.app, bid._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_WRONG_STATE',
  });
});

test('cancel racing the card: exactly one wins, and the money is either in escrow or never taken', async () => {
  for (let round = 0; round < 3; round += 1) {
    const { gig, bid } = await approvedBid(people, t.app);
    const intent = await startPaying(people.buyer, t.app, bid._id);
    const { responses } = await race(t.app, db(), t.database.kind, gig._id, [
      () => cancelBid(people.owner, t.app, bid._id),
      () => payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds),
    ]);
    const [cancel, card] = responses.map((response) => response.statusCode);
    expect([cancel, card].sort()).toEqual([200, 409]);
    const status = (await storedBid(db(), bid._id)).status;
    const money = await moneyOf(db(), bid._id);
    if (cancel === 200) {
      expect(status).toBe('cancelled');
      expect(money).toMatchObject({ paid: 0, held: 0 });
    } else {
      expect(status).toBe('in_progress');
      expect(money).toMatchObject({ paid: bid.amount * 100, held: bid.amount * 100 });
    }
  }
});

test(
  'the payment timer: two app instances on one database cancel ' +
    'each unpaid order once, as the system; a paid one is left alone',
  async () => {
    // Both orders exist, one of them paid, before the timers start: with one second to pay, a slow
    // machine could otherwise let the timer cancel the second order before its payment is made.
    const [left, paid] = [await approvedBid(people, t.app), await approvedBid(people, t.app)];
    await pay(people.buyer, t.app, paid.bid._id);
    const config = { ...t.config, orders: { ...t.config.orders, paymentHours: 1 / 3600 } };
    const apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          config,
          database: t.database,
          logger: false,
          settlements: { timerMs: 40 },
          payments: { sweepMs: 0 },
        }),
      ),
    );
    await Promise.all(apps.map((app) => app.ready()));
    try {
      const longAgo = new Date(Date.now() - 60_000);
      await backdate(db(), left.bid._id, { approvedAt: longAgo });
      await backdate(db(), paid.bid._id, { approvedAt: longAgo });
      const deadline = Date.now() + 15_000;
      while ((await storedBid(db(), left.bid._id)).status !== 'cancelled') {
        if (Date.now() > deadline) throw new Error('the payment timer did not cancel the order');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      const events = await orderEventsOf(db(), left.bid._id, 'cancel_unpaid');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actor: 'system', actorId: null });
      const told = await orderNotifications(db(), left.bid._id, 'order_cancelled');
      expect(told.map((row) => row.userId).sort()).toEqual([people.buyer.user._id, people.owner.user._id].sort());
      expect((await storedGig(db(), left.gig._id)).status).toBe('available');
      expect((await storedBid(db(), paid.bid._id)).status).toBe('in_progress');
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  },
);

test(
  "the timer racing the buyer's card: the order is either paid " +
    'or cancelled, never both, and never charged when cancelled',
  async () => {
    const config = { ...t.config, orders: { ...t.config.orders, paymentHours: 1 / 3600 } };
    const timerApp = await buildApp({
      config,
      database: t.database,
      logger: false,
      settlements: { timerMs: 5 },
      payments: { sweepMs: 0 },
    });
    await timerApp.ready();
    try {
      const buyer = await login(timerApp, people.buyer.user.username, 'correct horse battery');
      for (let round = 0; round < 3; round += 1) {
        const { bid } = await approvedBid(people, t.app);
        const intent = await startPaying(people.buyer, t.app, bid._id);
        await db()
          .update(bids)
          .set({ approvedAt: new Date(Date.now() - 3000) })
          .where(eq(bids.id, bid._id));
        const card = await payWithCard(buyer, timerApp, intent.clientSecret, TEST_CARDS.succeeds);
        await new Promise((resolve) => setTimeout(resolve, 100));
        const status = (await storedBid(db(), bid._id)).status;
        const money = await moneyOf(db(), bid._id);
        if (card.statusCode === 200) {
          expect(status).toBe('in_progress');
          expect(money.held).toBe(bid.amount * 100);
        } else {
          expect(card.statusCode).toBe(409);
          expect(status).toBe('cancelled');
          expect(money).toMatchObject({ paid: 0, held: 0 });
        }
      }
    } finally {
      await timerApp.close();
    }
  },
);
