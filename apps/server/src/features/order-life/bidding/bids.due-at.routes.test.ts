import { Bid } from '@inkwell/domain/bids/bid.schema';
import { Order } from '@inkwell/domain/orders/order.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bids } from '../../../db/schema/order-life.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { approve, buildBid, cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { postGig } from '../../../../test/fixtures/gigs.ts';
import { getOrderAs } from '../../../../test/fixtures/orders.ts';
import { pay } from '../../../../test/fixtures/payments.ts';

/**
 * POST /api/bids may name the due instant instead of days (the test gig's delivery time is 3 days):
 * at least 3 hours ahead, within the delivery time; the paid order is due then.
 */

const HOUR = 3_600_000;
let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);
const place = (payload: Record<string, unknown>) => people.buyer.request({ method: 'POST', url: '/api/bids', payload });

test('a bid due Friday-like at an hour: its days are derived, and the paid order is due at that instant', async () => {
  const gig = await postGig(people.owner);
  const dueAt = inHours(30);
  // The same instant written with its +01:00 offset.
  const written = new Date(dueAt.getTime() + HOUR).toISOString().replace('Z', '+01:00');
  const { days: _days, ...withoutDays } = buildBid(gig);
  const response = await place({ ...withoutDays, dueAt: written });
  expect(response.statusCode, response.body).toBe(201);
  const bid = Bid.strict().parse(response.json());
  expect(bid).toMatchObject({ dueAt: dueAt.toISOString(), days: 2 });
  expect((await storedBid(db(), bid._id)).requestedDueAt).toEqual(dueAt);

  expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
  await pay(people.buyer, t.app, bid._id);
  const order = Order.parse((await getOrderAs(people.buyer, t.app, bid._id)).json());
  expect(order).toMatchObject({ status: 'in_progress', dueAt: dueAt.toISOString(), late: false });
  expect((await storedBid(db(), bid._id)).dueAt).toEqual(dueAt);
});

test('paid after the named instant came too close: due 3 hours after the payment', async () => {
  const gig = await postGig(people.owner);
  const bid = Bid.parse((await place({ ...buildBid(gig), dueAt: inHours(5).toISOString() })).json());
  await db()
    .update(bids)
    .set({ requestedDueAt: inHours(1) })
    .where(eq(bids.id, bid._id));
  expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
  await pay(people.buyer, t.app, bid._id);
  const stored = await storedBid(db(), bid._id);
  expect(stored.dueAt!.getTime()).toBe(stored.paidAt!.getTime() + 3 * HOUR);
});

test.each([
  ['2 hours ahead', () => inHours(2).toISOString(), 'BID_DUE_AT_OUT_OF_RANGE'],
  ['beyond the 3-day delivery time', () => inHours(72 + 1).toISOString(), 'BID_DUE_AT_OUT_OF_RANGE'],
  ['in the past', () => inHours(-5).toISOString(), 'BID_DUE_AT_OUT_OF_RANGE'],
  ['without its offset', () => inHours(30).toISOString().replace('Z', ''), 'VALIDATION_FAILED'],
  ['not a date', () => 'Friday 9am', 'VALIDATION_FAILED'],
])('%s: 400 %s, no bid', async (_name, dueAt, code) => {
  const gig = await postGig(people.owner);
  const response = await place({ ...buildBid(gig), dueAt: dueAt() });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code });
  expect(await db().select().from(bids).where(eq(bids.gigId, gig._id))).toEqual([]);
});

test('a bid with days alone is as before: no due instant until it is paid', async () => {
  const gig = await postGig(people.owner);
  const response = await place(buildBid(gig));
  expect(response.statusCode).toBe(201);
  expect(Bid.parse(response.json()).dueAt).toBeNull();
});
