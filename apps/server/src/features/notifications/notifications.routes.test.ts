import { Notification, NotificationList } from '@inkwell/domain/notifications/notification.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { events } from '../../db/schema/events.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { approve, as, cast, placeBid, REVIEW, type Cast } from '../../../test/fixtures/bids.ts';
import { completedOrder, paidOrder } from '../../../test/fixtures/orders.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { notify } from './notifications.service.ts';

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const list = (session: Session | null, query = '') =>
  as(t.app, session)({ method: 'GET', url: `/api/notifications${query}` });
const markRead = (session: Session | null, id: string) =>
  as(t.app, session)({ method: 'PUT', url: `/api/notifications/${id}` });
const markAll = (session: Session | null) => as(t.app, session)({ method: 'PUT', url: '/api/notifications/read-all' });
const itemsOf = async (session: Session): Promise<Notification[]> =>
  NotificationList.strict().parse((await list(session)).json()).items;
const eventTypesOf = async (userId: string) =>
  (
    await t.database.db.select({ type: events.type }).from(events).where(eq(events.userId, userId)).orderBy(events.id)
  ).map((row) => row.type);

/** A fresh owner, their gig and a buyer with a pending bid on it. */
async function freshOrder() {
  const owner = await sellerSession(t.app);
  const buyer = await buyerSession(t.app);
  const gig = await postGig(owner);
  const bid = await placeBid(buyer, gig, { amount: 42.5 });
  return { owner, buyer, gig, bid };
}

describe('notifications from bids and reviews', () => {
  test('a bid on my gig: the owner is told who bid, on which gig, for how much; the bidder is not', async () => {
    const { owner, buyer, gig, bid } = await freshOrder();
    const [notification] = await itemsOf(owner);
    expect(Notification.strict().parse(notification)).toMatchObject({
      type: 'bid_placed',
      read: false,
      actor: { _id: buyer.user._id, username: buyer.user.username, fullName: '', img: '' },
      gig: { _id: gig._id, title: gig.title },
      bidId: bid._id,
      conversationId: null,
      amount: 42.5,
      stars: null,
      preview: '',
      count: 1,
    });
    expect(await itemsOf(buyer)).toEqual([]);
    expect(await eventTypesOf(owner.user._id)).toEqual(['notification.created']);
  });

  test('a refused bid tells nobody', async () => {
    const owner = await sellerSession(t.app);
    const gig = await postGig(owner);
    const refused = await people.buyer.request({
      method: 'POST',
      url: '/api/bids',
      payload: { gigId: gig._id, amount: 10, days: 99, message: 'short' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await itemsOf(owner)).toEqual([]);
    expect(await eventTypesOf(owner.user._id)).toEqual([]);
  });

  test(
    'approval: the chosen bidder is told "approved", the other ' +
      'bidders "not selected"; a second approval tells nobody',
    async () => {
      const { owner, buyer, gig, bid } = await freshOrder();
      const others = await Promise.all([buyerSession(t.app), buyerSession(t.app)]);
      for (const other of others) await placeBid(other, gig);
      expect((await approve(owner, t.app, bid._id)).statusCode).toBe(200);
      expect(await itemsOf(buyer)).toMatchObject([
        { type: 'bid_approved', actor: { _id: owner.user._id }, gig: { _id: gig._id }, bidId: bid._id },
      ]);
      for (const other of others)
        expect(await itemsOf(other)).toMatchObject([
          { type: 'bid_not_selected', actor: { _id: owner.user._id }, gig: { _id: gig._id } },
        ]);
      expect((await itemsOf(owner)).map((n) => n.type)).toEqual(['bid_placed', 'bid_placed', 'bid_placed']);

      expect((await approve(owner, t.app, bid._id)).statusCode).toBe(409);
      expect(await itemsOf(buyer)).toHaveLength(1);
    },
  );

  test(
    "once the buyer accepted the order, the seller's review tells the " +
      "buyer its stars and the buyer's review of the gig tells the seller",
    async () => {
      const { people: order, gig, bid } = await completedOrder(t.app);
      const { owner, buyer } = order;
      const review = await owner.request({
        method: 'POST',
        url: '/api/user-reviews',
        payload: { bidId: bid._id, ...REVIEW, stars: 4 },
      });
      expect(review.statusCode).toBe(201);
      expect((await itemsOf(buyer))[0]).toMatchObject({
        type: 'review_received',
        actor: { _id: owner.user._id },
        gig: { _id: gig._id },
        bidId: bid._id,
        stars: 4,
      });

      const gigReview = await buyer.request({
        method: 'POST',
        url: '/api/gig-reviews',
        payload: { bidId: bid._id, stars: 5, comment: 'Great work' },
      });
      expect(gigReview.statusCode).toBe(201);
      expect((await itemsOf(owner))[0]).toMatchObject({
        type: 'review_received',
        actor: { _id: buyer.user._id },
        stars: 5,
      });
    },
  );

  test('a review before the order is completed is refused and tells nobody', async () => {
    const { people: order, bid } = await paidOrder(t.app);
    const before = (await itemsOf(order.buyer)).length;
    const early = await order.owner.request({
      method: 'POST',
      url: '/api/user-reviews',
      payload: { bidId: bid._id, ...REVIEW, stars: 3 },
    });
    expect(early.statusCode).toBe(409);
    expect(await itemsOf(order.buyer)).toHaveLength(before);
  });
});

describe('notifications of messages', () => {
  test(
    'one per conversation until read: each new message counts one ' +
      'more and shows its start; reading the conversation reads it',
    async () => {
      const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
      const conversation = await converse(b, s);
      await send(b, conversation._id, 'First question');
      await send(b, conversation._id, `Second question ${'x'.repeat(300)}`);
      const [notification] = await itemsOf(s);
      expect(notification).toMatchObject({
        type: 'message_received',
        actor: { _id: b.user._id },
        conversationId: conversation._id,
        count: 2,
        read: false,
      });
      expect([...notification!.preview]).toHaveLength(140);
      expect(notification!.preview.startsWith('Second question')).toBe(true);
      expect(notification!.preview.endsWith('x…')).toBe(true);
      expect(await itemsOf(b)).toEqual([]);

      await s.request({ method: 'PUT', url: `/api/conversations/${conversation._id}` });
      expect((await list(s)).json()).toMatchObject({ unread: 0, items: [{ read: true, count: 2 }] });

      await send(b, conversation._id, 'Third');
      expect((await itemsOf(s)).map((n) => [n.count, n.read])).toEqual([
        [1, false],
        [2, true],
      ]);
    },
  );

  test('answering a conversation reads its notification too', async () => {
    const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const conversation = await converse(b, s);
    await send(b, conversation._id, 'Hello?');
    await send(s, conversation._id, 'Hello!');
    expect((await list(s)).json()).toMatchObject({ unread: 0, items: [{ type: 'message_received', read: true }] });
    expect((await list(b)).json()).toMatchObject({ unread: 1, items: [{ type: 'message_received', read: false }] });
  });
});

describe('GET /api/notifications', () => {
  test("the most recently changed first, a page at a time, with the unread count; nobody else's", async () => {
    const owner = await sellerSession(t.app);
    const gig = await postGig(owner);
    const bidders = await Promise.all([buyerSession(t.app), buyerSession(t.app), buyerSession(t.app)]);
    for (const bidder of bidders) await placeBid(bidder, gig);
    const first = NotificationList.strict().parse((await list(owner, '?limit=2')).json());
    expect(first.unread).toBe(3);
    expect(first.items.map((n) => n.actor?._id)).toEqual([bidders[2]!.user._id, bidders[1]!.user._id]);
    const second = (await list(owner, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ items: [{ actor: { _id: bidders[0]!.user._id } }], nextCursor: null, unread: 3 });
    expect((await list(owner, '?cursor=garbage')).statusCode).toBe(400);
    expect((await list(people.otherSeller)).json().items.every((n: Notification) => n.gig?._id !== gig._id)).toBe(true);
  });

  test('a visitor is 401', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await markAll(null)).statusCode).toBe(401);
    expect((await markRead(null, newId())).statusCode).toBe(401);
  });
});

describe('marking notifications read', () => {
  test('one at a time (again changes nothing), then all', async () => {
    const owner = await sellerSession(t.app);
    const gig = await postGig(owner);
    for (const bidder of await Promise.all([buyerSession(t.app), buyerSession(t.app), buyerSession(t.app)]))
      await placeBid(bidder, gig);
    const [first] = await itemsOf(owner);
    const response = await markRead(owner, first!._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ notification: { _id: first!._id, read: true }, unread: 2 });
    expect((await markRead(owner, first!._id)).json().unread).toBe(2);
    expect((await eventTypesOf(owner.user._id)).filter((type) => type === 'notification.read')).toHaveLength(1);

    const all = await markAll(owner);
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual({ marked: 2, unread: 0 });
    expect((await markAll(owner)).json()).toEqual({ marked: 0, unread: 0 });
    expect((await itemsOf(owner)).every((n) => n.read)).toBe(true);
  });

  test("someone else's, an unknown or a malformed notification is 404 and stays unread", async () => {
    const { owner } = await freshOrder();
    const [notification] = await itemsOf(owner);
    for (const [session, id] of [
      [people.otherSeller, notification!._id],
      [owner, newId()],
      [owner, 'nonsense'],
    ] as const) {
      const response = await markRead(session, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOTIFICATION_NOT_FOUND');
    }
    expect((await itemsOf(owner))[0]!.read).toBe(false);
  });
});

describe('notify()', () => {
  test("stores and publishes inside the caller's transaction: kept on commit, gone on rollback", async () => {
    const { owner, buyer, bid, gig } = await freshOrder();
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, [
          {
            userId: owner.user._id,
            type: 'bid_paid',
            actorId: buyer.user._id,
            gigId: gig._id,
            bidId: bid._id,
            amountCents: 4250,
          },
        ]);
        throw new Error('the payment failed after all');
      }),
    ).rejects.toThrow('the payment failed after all');
    expect((await itemsOf(owner)).map((n) => n.type)).toEqual(['bid_placed']);
    expect(await eventTypesOf(owner.user._id)).toEqual(['notification.created']);

    await t.database.db.transaction(async (tx) => {
      await notify(tx, [
        {
          userId: owner.user._id,
          type: 'bid_paid',
          actorId: buyer.user._id,
          gigId: gig._id,
          bidId: bid._id,
          amountCents: 4250,
        },
      ]);
    });
    expect((await itemsOf(owner))[0]).toMatchObject({ type: 'bid_paid', amount: 42.5, actor: { _id: buyer.user._id } });
    expect(await eventTypesOf(owner.user._id)).toEqual(['notification.created', 'notification.created']);
  });

  test('never tells people about what they did themselves', async () => {
    const { owner } = await freshOrder();
    await t.database.db.transaction((tx) =>
      notify(tx, [{ userId: owner.user._id, type: 'bid_paid', actorId: owner.user._id }]),
    );
    expect(
      await t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, owner.user._id), eq(notifications.type, 'bid_paid'))),
    ).toEqual([]);
    expect(await eventTypesOf(owner.user._id)).toEqual(['notification.created']);
  });
});

test('the conversation, message, notification and event routes are in /api/openapi.json with answers', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const paths = document.paths;
  expect(paths['/api/conversations'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
    'unread',
  );
  expect(paths['/api/conversations'].post.responses).toHaveProperty('201');
  expect(paths['/api/conversations'].post.requestBody.content['application/json'].schema.properties).toHaveProperty(
    'to',
  );
  expect(paths['/api/conversations/single/{id}'].get.responses).toHaveProperty('404');
  expect(paths['/api/conversations/{id}'].put.responses).toHaveProperty('200');
  expect(
    paths['/api/messages/{conversationId}'].get.responses['200'].content['application/json'].schema.properties,
  ).toHaveProperty('nextCursor');
  expect(paths['/api/messages'].post.responses).toHaveProperty('429');
  expect(paths['/api/notifications'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty(
    'unread',
  );
  expect(paths['/api/notifications/{id}'].put.responses).toHaveProperty('404');
  expect(paths['/api/notifications/read-all'].put.responses).toHaveProperty('200');
  const stream = paths['/api/events'].get;
  expect(stream.description).toContain('Last-Event-ID');
  expect(Object.keys(stream.responses['200'].content)).toEqual(['text/event-stream']);
  expect(stream.responses).toHaveProperty('401');
});
