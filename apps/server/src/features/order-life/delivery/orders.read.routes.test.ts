import { hoursAfter } from '@inkwell/domain/orders/order.rules';
import { Order } from '@inkwell/domain/orders/order.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bids, orderDisputes } from '../../../db/schema/order-life.ts';
import { users } from '../../../db/schema/users.ts';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { approve, cast, gigWithBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { buyerSession } from '../../../../test/fixtures/gigs.ts';
import {
  accept,
  deliverFile,
  DELIVERY_MESSAGE,
  getOrderAs,
  paidOrder,
  REVISION_REASON,
  requestRevision,
} from '../../../../test/fixtures/orders.ts';
import { pay } from '../../../../test/fixtures/payments.ts';

/** GET /api/orders/{bidId}: the order as each of its people sees it, at every step; nobody else sees it. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function read(session: Session, bidId: string): Promise<Order> {
  const response = await getOrderAs(session, t.app, bidId);
  expect(response.statusCode).toBe(200);
  return Order.strict().parse(response.json());
}

describe('GET /api/orders/{bidId}', () => {
  test('both people read the order at each step of its life, with the money, the timers and what to do', async () => {
    const { gig, bid } = await gigWithBid(people);
    const placed = await read(people.buyer, bid._id);
    expect(placed).toMatchObject({
      _id: bid._id,
      gig: { _id: gig._id, title: gig.title, deleted: false },
      buyer: { _id: people.buyer.user._id, username: people.buyer.user.username },
      seller: { _id: people.owner.user._id, username: people.owner.user.username },
      viewerRole: 'buyer',
      status: 'pending',
      amount: 40,
      days: 2,
      proposal: bid.message,
      payBy: null,
      autoAcceptAt: null,
      revisionsIncluded: 2,
      revisionsLeft: 2,
      deliveries: [],
      cancellation: null,
      dispute: null,
      money: { paid: 0, held: 0, released: 0, refunded: 0 },
      actions: ['withdraw'],
    });
    expect(placed.timeline.map((event) => event.type)).toEqual(['placed']);
    expect(await read(people.owner, bid._id)).toMatchObject({ viewerRole: 'seller', actions: ['approve', 'decline'] });

    await approve(people.owner, t.app, bid._id);
    const approved = await read(people.buyer, bid._id);
    expect(approved).toMatchObject({ status: 'approved', actions: ['pay', 'cancel_unpaid'] });
    expect(approved.payBy).toBe(hoursAfter(new Date(approved.approvedAt!), t.config.orders.paymentHours).toISOString());

    await pay(people.buyer, t.app, bid._id);
    const paid = await read(people.owner, bid._id);
    expect(paid).toMatchObject({
      status: 'in_progress',
      payBy: null,
      late: false,
      money: { paid: 40, held: 40, released: 0, refunded: 0 },
    });
    expect(paid.actions).toEqual(['deliver', 'request_cancellation', 'request_extension', 'dispute']);
    expect(Date.parse(paid.dueAt!) - Date.parse(paid.paidAt!)).toBe(2 * 86_400_000);

    await deliverFile(people.owner, t.app, bid._id);
    const delivered = await read(people.buyer, bid._id);
    expect(delivered).toMatchObject({
      status: 'delivered',
      actions: ['accept', 'request_revision', 'request_cancellation', 'dispute'],
    });
    expect(delivered.deliveries).toEqual([
      {
        _id: expect.any(String),
        message: DELIVERY_MESSAGE,
        files: [
          { _id: expect.any(String), name: 'chapter-1.pdf', size: expect.any(Number), contentType: 'application/pdf' },
        ],
        at: expect.any(String),
        // Checked after the delivery commits (the originality feature's tests); the test app runs no checks.
        originality: { status: 'pending', overlapPercent: null, matches: [], unreadable: [], checkedAt: null },
      },
    ]);
    expect(delivered.autoAcceptAt).toBe(
      // The fixture's brief is 12,000 words: 44 pages, so four times the hours per 10 pages more than the floor.
      hoursAfter(
        new Date(delivered.deliveries[0]!.at),
        t.config.orders.acceptanceHours + 4 * t.config.orders.acceptanceHoursPer10Pages,
      ).toISOString(),
    );

    expect((await requestRevision(people.buyer, t.app, bid._id)).statusCode).toBe(200);
    const revised = await read(people.buyer, bid._id);
    expect(revised).toMatchObject({ status: 'in_progress', revisionsLeft: 1, autoAcceptAt: null });
    // Half the order's 2 days again, from the request (dueDateAfterRevision).
    expect(Math.abs(Date.parse(revised.dueAt!) - (Date.now() + 86_400_000))).toBeLessThan(60_000);

    await deliverFile(people.owner, t.app, bid._id, 'The second version, with the longer review.');
    expect((await accept(people.buyer, t.app, bid._id)).statusCode).toBe(200);
    const done = await read(people.owner, bid._id);
    expect(done).toMatchObject({
      status: 'completed',
      completedAt: expect.any(String),
      money: { paid: 40, held: 0, released: 40, refunded: 0 },
      actions: ['review'],
    });
    expect(done.deliveries.map((delivery) => delivery.message)).toEqual([
      DELIVERY_MESSAGE,
      'The second version, with the longer review.',
    ]);
    expect(done.timeline.map((event) => [event.type, event.actor])).toEqual([
      ['placed', 'buyer'],
      ['approve', 'seller'],
      ['pay', 'buyer'],
      ['deliver', 'seller'],
      ['request_revision', 'buyer'],
      ['deliver', 'seller'],
      ['accept', 'buyer'],
    ]);
    expect(done.timeline.find((event) => event.type === 'request_revision')?.note).toBe(REVISION_REASON);
    expect(done.timeline.at(-1)?.amount).toBe(40);
  });

  test('a visitor is 401; another buyer or seller, an unknown or malformed id are 404 ORDER_NOT_FOUND', async () => {
    const { bid } = await paidOrder(t.app, people);
    expect((await getOrderAs(null, t.app, bid._id)).statusCode).toBe(401);
    for (const session of [people.otherBuyer, people.otherSeller]) {
      expect((await getOrderAs(session, t.app, bid._id)).json()).toMatchObject({
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
    }
    for (const id of [newId(), 'not-an-order'])
      expect((await getOrderAs(people.buyer, t.app, id)).json()).toMatchObject({
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
  });

  test('an operator reads an order only once it is disputed, as the operator', async () => {
    const operator = await buyerSession(t.app);
    await db().update(users).set({ isOperator: true }).where(eq(users.id, operator.user._id));
    const { bid } = await paidOrder(t.app, people);
    expect((await getOrderAs(operator, t.app, bid._id)).json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    const reason = 'The seller stopped answering my messages.';
    await db().insert(orderDisputes).values({ id: newId(), bidId: bid._id, openedBy: 'buyer', reason });
    await db().update(bids).set({ status: 'disputed' }).where(eq(bids.id, bid._id));
    const seen = await read(operator, bid._id);
    expect(seen).toMatchObject({
      viewerRole: 'operator',
      status: 'disputed',
      dispute: { openedBy: 'buyer', reason, outcome: null, refundAmount: null, resolvedAt: null },
      actions: ['resolve'],
    });
    expect(await read(people.buyer, bid._id)).toMatchObject({ viewerRole: 'buyer', dispute: { reason } });
    expect((await getOrderAs(people.otherBuyer, t.app, bid._id)).statusCode).toBe(404);
  });

  test('a declined bid tells the buyer why; a withdrawn one ends the timeline', async () => {
    const declined = await gigWithBid(people);
    const reason = 'I am fully booked until the end of the month.';
    await people.owner.request({ method: 'POST', url: `/api/bids/${declined.bid._id}/decline`, payload: { reason } });
    const seen = await read(people.buyer, declined.bid._id);
    expect(seen).toMatchObject({ status: 'declined', declineReason: reason, actions: [] });
    expect(seen.timeline.map((event) => [event.type, event.note])).toEqual([
      ['placed', ''],
      ['decline', reason],
    ]);
    const withdrawn = await gigWithBid(people);
    await people.buyer.request({ method: 'POST', url: `/api/bids/${withdrawn.bid._id}/withdraw` });
    expect((await read(people.owner, withdrawn.bid._id)).timeline.map((event) => event.type)).toEqual([
      'placed',
      'withdraw',
    ]);
  });
});
