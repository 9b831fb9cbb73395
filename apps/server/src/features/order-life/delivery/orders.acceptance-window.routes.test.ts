import { hoursAfter, ORDER_ACCEPTANCE_HOURS_CAP } from '@inkwell/domain/orders/order.rules';
import { Order } from '@inkwell/domain/orders/order.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bids } from '../../../db/schema/order-life.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { BRIEF, cast, placeBid, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { postGig } from '../../../../test/fixtures/gigs.ts';
import { deliveredOrder, getOrderAs } from '../../../../test/fixtures/orders.ts';
import { sweepAcceptance } from './order-completion.ts';

/**
 * The acceptance window grows with the work: ORDER_ACCEPTANCE_HOURS (here 2) is the floor, and
 * ORDER_ACCEPTANCE_HOURS_PER_10_PAGES (here 24) is added for every whole 10 pages of the brief, at
 * most 14 days. The order says when the timer will accept, and the timer keeps to it.
 */

const HOUR = 3_600_000;
let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp({ ORDER_ACCEPTANCE_HOURS: '2', ORDER_ACCEPTANCE_HOURS_PER_10_PAGES: '24' });
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const settings = () => t.config.orders;

test('the settings are read: the floor and the hours per 10 pages', () => {
  expect(settings()).toMatchObject({ acceptanceHours: 2, acceptanceHoursPer10Pages: 24 });
});

test('a bid keeps its work in pages: 12,000 words are 44 pages, 9 pages are 9', async () => {
  const words = await placeBid(people.buyer, await postGig(people.owner));
  expect((await storedBid(db(), words._id)).workPages).toBe(44);
  const pages = await placeBid(people.buyer, await postGig(people.owner), {
    brief: { ...BRIEF, length: { unit: 'pages', value: 9 } },
  });
  expect((await storedBid(db(), pages._id)).workPages).toBe(9);
});

test('44 pages: the order says the timer accepts 2 + 4 x 24 hours after the delivery; it acts no sooner', async () => {
  const { bid } = await deliveredOrder(t.app, people);
  const order = Order.parse((await getOrderAs(people.buyer, t.app, bid._id)).json());
  const deliveredAt = new Date(order.deliveries[0]!.at);
  expect(order.autoAcceptAt).toBe(hoursAfter(deliveredAt, 98).toISOString());
  // The seller reads the same instant.
  expect(Order.parse((await getOrderAs(people.owner, t.app, bid._id)).json()).autoAcceptAt).toBe(order.autoAcceptAt);

  // Past the floor but not the order's own window: nothing happens.
  expect(await sweepAcceptance(db(), settings(), t.app.log, hoursAfter(deliveredAt, 97.9))).toBe(0);
  expect((await storedBid(db(), bid._id)).status).toBe('delivered');
  expect(await sweepAcceptance(db(), settings(), t.app.log, new Date(Date.parse(order.autoAcceptAt!) + 1000))).toBe(1);
  expect((await storedBid(db(), bid._id)).status).toBe('completed');
});

test('short work keeps the floor, very long work stops at 14 days; the timer takes each in its time', async () => {
  const short = await deliveredOrder(t.app, people);
  const long = await deliveredOrder(t.app, people);
  await db().update(bids).set({ workPages: 9 }).where(eq(bids.id, short.bid._id));
  await db().update(bids).set({ workPages: 400 }).where(eq(bids.id, long.bid._id));
  const autoAcceptAt = async (bidId: string) =>
    Order.parse((await getOrderAs(people.buyer, t.app, bidId)).json()).autoAcceptAt!;
  const shortDelivered = (await storedBid(db(), short.bid._id)).deliveredAt!;
  const longDelivered = (await storedBid(db(), long.bid._id)).deliveredAt!;
  expect(await autoAcceptAt(short.bid._id)).toBe(hoursAfter(shortDelivered, 2).toISOString());
  expect(await autoAcceptAt(long.bid._id)).toBe(hoursAfter(longDelivered, ORDER_ACCEPTANCE_HOURS_CAP).toISOString());

  const later = new Date(Math.max(shortDelivered.getTime(), longDelivered.getTime()) + 3 * HOUR);
  expect(await sweepAcceptance(db(), settings(), t.app.log, later)).toBe(1);
  expect((await storedBid(db(), short.bid._id)).status).toBe('completed');
  expect((await storedBid(db(), long.bid._id)).status).toBe('delivered');

  const justBefore = hoursAfter(longDelivered, ORDER_ACCEPTANCE_HOURS_CAP - 0.01);
  expect(await sweepAcceptance(db(), settings(), t.app.log, justBefore)).toBe(0);
  const after = hoursAfter(longDelivered, ORDER_ACCEPTANCE_HOURS_CAP + 0.01);
  expect(await sweepAcceptance(db(), settings(), t.app.log, after)).toBe(1);
  expect((await storedBid(db(), long.bid._id)).status).toBe('completed');
});
