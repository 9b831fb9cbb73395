import { NotificationCreatedEventData } from '@inkwell/domain/events/live-event.schema';
import { NotificationList } from '@inkwell/domain/notifications/notification.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Session, TestApp } from '../../../../test/test-app.ts';
import { cast, type Cast } from '../../../../test/fixtures/bids.ts';
import { createLiveApp } from '../../../../test/fixtures/live.ts';
import { accept, deliverFile, paidOrder, requestRevision } from '../../../../test/fixtures/orders.ts';
import { dataOf, openSse, type SseStream } from '../../../../test/fixtures/sse.ts';

/** Each step of an order reaches the other side at once, on their live stream, and stays in their notifications. */

let t: TestApp & { url: string };
let people: Cast;
const streams: SseStream[] = [];
beforeAll(async () => {
  t = await createLiveApp();
  people = await cast(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await t.close();
});

async function listen(session: Session): Promise<SseStream> {
  const stream = await openSse(`${t.url}/api/events`, { cookie: session.cookie });
  streams.push(stream);
  await stream.next('ready');
  return stream;
}

const notificationOf = async (stream: SseStream) =>
  NotificationCreatedEventData.parse(dataOf(await stream.next('notification.created', 3000))).notification;

test('deliver, revision and accept: the other side hears each live, about the order, from who acted', async () => {
  const { gig, bid } = await paidOrder(t.app, people);
  const [toBuyer, toSeller] = [await listen(people.buyer), await listen(people.owner)];

  await deliverFile(people.owner, t.app, bid._id);
  expect(await notificationOf(toBuyer)).toMatchObject({
    type: 'order_delivered',
    bidId: bid._id,
    gig: { _id: gig._id },
    actor: { _id: people.owner.user._id },
  });

  expect((await requestRevision(people.buyer, t.app, bid._id)).statusCode).toBe(200);
  expect(await notificationOf(toSeller)).toMatchObject({
    type: 'revision_requested',
    bidId: bid._id,
    actor: { _id: people.buyer.user._id },
  });

  await deliverFile(people.owner, t.app, bid._id);
  expect(await notificationOf(toBuyer)).toMatchObject({ type: 'order_delivered', bidId: bid._id });

  expect((await accept(people.buyer, t.app, bid._id)).statusCode).toBe(200);
  expect(await notificationOf(toSeller)).toMatchObject({
    type: 'order_completed',
    bidId: bid._id,
    amount: 40,
    actor: { _id: people.buyer.user._id },
  });

  const sellers = NotificationList.parse(
    (await people.owner.request({ method: 'GET', url: '/api/notifications' })).json(),
  );
  expect(sellers.items.filter((n) => n.bidId === bid._id).map((n) => n.type)).toEqual([
    'order_completed',
    'revision_requested',
    'bid_paid',
    'bid_placed',
  ]);
  const buyers = NotificationList.parse(
    (await people.buyer.request({ method: 'GET', url: '/api/notifications' })).json(),
  );
  expect(buyers.items.filter((n) => n.bidId === bid._id).map((n) => n.type)).toEqual([
    'order_delivered',
    'order_delivered',
    'bid_approved',
  ]);
});
