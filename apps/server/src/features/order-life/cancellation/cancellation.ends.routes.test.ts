import { acceptanceHoursFor } from '@inkwell/domain/orders/order.rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import { mailOutbox } from '../../../db/schema/mail.ts';
import { orderCancellations } from '../../../db/schema/order-life.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  accept,
  deliveredOrder,
  getOrderAs,
  orderEventsOf,
  orderNotifications,
  orderSnapshot,
} from '../../../../test/fixtures/orders.ts';
import {
  acceptCancellation,
  askCancellation,
  expectStatus,
  moneyOf,
  openDispute,
  operatorSession,
  orderRows,
  resolve,
  withdrawCancellation,
} from '../../../../test/fixtures/settlements.ts';
import { sweepAcceptance } from '../delivery/order-completion.ts';

/**
 * A cancellation request ends with the order: the step that makes cancelling impossible (the buyer's
 * acceptance, the acceptance timer, an operator's decision) closes it in its own transaction, so no
 * withdrawal or acceptance of it can follow, and none writes a timeline line, a notification or a mail.
 */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOUR = 3600_000;

/** Every row a refused step could write about the order, with the mail outbox's size. */
async function written(bidId: string) {
  const [mail] = await db()
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(mailOutbox);
  return { rows: await orderRows(db(), bidId), counts: await orderSnapshot(db(), bidId), mail: mail!.n };
}

/** After the order ended: every step on the old request is refused (409, or 401/404 for others) and writes nothing. */
async function expectNoCancellationLeft(bidId: string, asker: 'buyer' | 'owner') {
  const other = asker === 'buyer' ? 'owner' : 'buyer';
  const before = await written(bidId);
  for (const [who, send] of [
    [asker, withdrawCancellation],
    [other, acceptCancellation],
    [other, withdrawCancellation],
  ] as const)
    expect((await send(people[who], t.app, bidId)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_NO_CANCELLATION',
    });
  for (const send of [withdrawCancellation, acceptCancellation]) {
    expect((await send(null, t.app, bidId)).statusCode).toBe(401);
    for (const stranger of [people.otherBuyer, people.otherSeller])
      expect((await send(stranger, t.app, bidId)).json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  }
  expect(await written(bidId)).toEqual(before);
}

/** Opens the order's request again: what a database written before the steps closed requests may hold. */
async function reopen(bidId: string) {
  await db()
    .update(orderCancellations)
    .set({ status: 'open', closedAt: null })
    .where(eq(orderCancellations.bidId, bidId));
}

/** Nobody withdrew: no timeline line of a withdrawal, nobody told of one. */
async function expectNoWithdrawal(bidId: string) {
  expect(await orderEventsOf(db(), bidId, 'cancellation_withdrawn')).toEqual([]);
  expect(await orderNotifications(db(), bidId, 'cancellation_withdrawn')).toEqual([]);
}

test.each(['owner', 'buyer'] as const)(
  'the %s asks to cancel, the buyer accepts the delivery: the request is closed; withdrawing it is 409',
  async (asker) => {
    const { bid } = await deliveredOrder(t.app, people);
    expectStatus(await askCancellation(people[asker], t.app, bid._id), 200);
    const completed = expectStatus(await accept(people.buyer, t.app, bid._id), 200).json();
    expect(completed).toMatchObject({ status: 'completed', cancellation: null });
    expect(completed.actions).not.toContain('withdraw_cancellation');
    const [request] = (await orderRows(db(), bid._id)).cancellations;
    expect(request).toMatchObject({ status: 'closed', closedAt: (await storedBid(db(), bid._id)).completedAt });
    await expectNoCancellationLeft(bid._id, asker);
    await expectNoWithdrawal(bid._id);
    expect((await getOrderAs(people[asker], t.app, bid._id)).json()).toMatchObject({ status: 'completed' });
  },
);

test('the acceptance timer completes the order, closing the request in the same step; withdrawing is 409', async () => {
  const { bid } = await deliveredOrder(t.app, people);
  expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
  const hours = acceptanceHoursFor((await storedBid(db(), bid._id)).workPages, t.config.orders);
  expect(await sweepAcceptance(db(), t.config.orders, t.app.log, new Date(Date.now() + (hours + 1) * HOUR))).toBe(1);
  expect(await storedBid(db(), bid._id)).toMatchObject({ status: 'completed' });
  expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([
    { status: 'closed', closedAt: expect.any(Date) },
  ]);
  await expectNoCancellationLeft(bid._id, 'owner');
  await expectNoWithdrawal(bid._id);
});

test.each([
  ['release', {}],
  ['refund', {}],
  ['split', { refundAmount: 10 }],
] as const)(
  "an operator's decision (%s) closes a request still open on the disputed order; withdrawing it is 409",
  async (outcome, extra) => {
    const { bid } = await deliveredOrder(t.app, people);
    expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
    expectStatus(await openDispute(people.buyer, t.app, bid._id), 200);
    expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([{ status: 'closed' }]);
    // A request the dispute left open (as databases written before disputes closed them still hold).
    await reopen(bid._id);
    expect((await withdrawCancellation(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_NO_CANCELLATION',
    });
    expectStatus(await resolve(operator, t.app, bid._id, { outcome, ...extra }), 200);
    expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([
      { status: 'closed', closedAt: expect.any(Date) },
    ]);
    await expectNoCancellationLeft(bid._id, 'owner');
    await expectNoWithdrawal(bid._id);
  },
);

test('a request left open on a finished order (by older code) is refused; the payment timer closes it', async () => {
  const { bid } = await deliveredOrder(t.app, people);
  expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
  expectStatus(await accept(people.buyer, t.app, bid._id), 200);
  await reopen(bid._id);
  await expectNoCancellationLeft(bid._id, 'owner');
  expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([{ status: 'open' }]);
  const sweeper = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    settlements: { timerMs: 30 },
    payments: { sweepMs: 0 },
  });
  await sweeper.ready();
  try {
    const deadline = Date.now() + 10_000;
    while ((await orderRows(db(), bid._id)).cancellations[0]!.status === 'open') {
      if (Date.now() > deadline) throw new Error('the open request was not closed');
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  } finally {
    await sweeper.close();
  }
  expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([
    { status: 'closed', closedAt: expect.any(Date) },
  ]);
  await expectNoCancellationLeft(bid._id, 'owner');
  expect(await moneyOf(db(), bid._id)).toMatchObject({ released: bid.amount * 100, refunded: 0 });
});

test(
  'the acceptance and the withdrawal at once: either the request is withdrawn, then the order ' +
    'completes, or it is closed and the withdrawal is 409',
  async () => {
    for (let round = 0; round < 3; round += 1) {
      const { gig, bid } = await deliveredOrder(t.app, people);
      expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
      const { responses } = await race(t.app, db(), t.database.kind, gig._id, [
        () => accept(people.buyer, t.app, bid._id),
        () => withdrawCancellation(people.owner, t.app, bid._id),
      ]);
      const [accepted, withdrawn] = responses;
      expect(accepted!.statusCode).toBe(200);
      expect(await storedBid(db(), bid._id)).toMatchObject({ status: 'completed' });
      const [request] = (await orderRows(db(), bid._id)).cancellations;
      if (withdrawn!.statusCode === 200) {
        expect(request).toMatchObject({ status: 'withdrawn' });
        expect(await orderEventsOf(db(), bid._id, 'cancellation_withdrawn')).toHaveLength(1);
        expect(await orderNotifications(db(), bid._id, 'cancellation_withdrawn')).toHaveLength(1);
      } else {
        expect(withdrawn!.json()).toMatchObject({ status: 409, code: 'ORDER_NO_CANCELLATION' });
        expect(request).toMatchObject({ status: 'closed' });
        await expectNoWithdrawal(bid._id);
      }
      await expectNoCancellationLeft(bid._id, 'owner');
    }
  },
);
