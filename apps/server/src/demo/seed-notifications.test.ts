import { afterAll, beforeAll, expect, test } from 'vitest';
import { previewOf } from '@inkwell/domain/notifications/notification.rules';
import {
  NOTIFICATION_PREVIEW_MAX,
  NotificationList,
  type Notification,
} from '@inkwell/domain/notifications/notification.schema';
import { createTestApp, login, type Session, type TestApp } from '../../test/test-app.ts';
import { schema, type DatabaseHandle } from '../db/client.ts';
import { localFileStore } from '../lib/file-store.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

/**
 * The demo's notifications, on a seeded database: those its orders' steps, reviews and unread
 * conversations would have sent, and the bells of amelia.hart and noah.bennett as the API answers
 * them. (The rest of the demo data: seed-data.test.ts.)
 */

let t: TestApp;
let database: DatabaseHandle;
let data: Awaited<ReturnType<typeof loadAll>>;

async function loadAll() {
  const db = database.db;
  const [users, bids, userReviews, gigReviews, conversations, messages, notifications] = await Promise.all([
    db.select().from(schema.users),
    db.select().from(schema.bids),
    db.select().from(schema.userReviews),
    db.select().from(schema.gigReviews),
    db.select().from(schema.conversations),
    db.select().from(schema.messages),
    db.select().from(schema.notifications),
  ]);
  return { users, bids, userReviews, gigReviews, conversations, messages, notifications };
}

beforeAll(async () => {
  t = await createTestApp();
  ({ database } = t);
  const privateFiles = localFileStore(t.config.privateFilesDir);
  expect(await seedDemoDataIfEmpty(database.db, t.app.files, privateFiles, t.config.money)).toBe(true);
  data = await loadAll();
}, 120_000);

afterAll(() => t?.close());

const userNamed = (username: string) => data.users.find((user) => user.username === username);

/**
 * Who hears of each step of an order (docs/product.md#order-life):
 * the other side, or both after a timer or an operator.
 */
const TOLD: Record<string, { type: string; to: 'buyer' | 'seller' | 'other' }> = {
  placed: { type: 'bid_placed', to: 'seller' },
  approve: { type: 'bid_approved', to: 'buyer' },
  cancel: { type: 'bid_not_selected', to: 'buyer' },
  pay: { type: 'bid_paid', to: 'seller' },
  withdraw: { type: 'bid_withdrawn', to: 'seller' },
  decline: { type: 'bid_declined', to: 'buyer' },
  cancel_unpaid: { type: 'order_cancelled', to: 'other' },
  deliver: { type: 'order_delivered', to: 'buyer' },
  request_revision: { type: 'revision_requested', to: 'seller' },
  accept: { type: 'order_completed', to: 'other' },
  cancellation_requested: { type: 'cancellation_requested', to: 'other' },
  cancellation_withdrawn: { type: 'cancellation_withdrawn', to: 'other' },
  cancel_paid: { type: 'order_refunded', to: 'other' },
  dispute: { type: 'order_disputed', to: 'other' },
  resolve_release: { type: 'dispute_resolved', to: 'other' },
  resolve_refund: { type: 'dispute_resolved', to: 'other' },
  resolve_split: { type: 'dispute_resolved', to: 'other' },
};

test(
  "the demo notifications are those its orders' steps, reviews " +
    'and unread conversations would have sent, dated by them',
  async () => {
    const events = await database.db.select().from(schema.orderEvents);
    const orderNotifications = data.notifications.filter((n) => n.bidId !== null && n.type !== 'review_received');
    const expected = events.flatMap((event) => {
      const bid = data.bids.find((row) => row.id === event.bidId)!;
      const told = TOLD[event.type]!;
      const sides =
        told.to !== 'other'
          ? [told.to]
          : event.actor === 'buyer'
            ? ['seller']
            : event.actor === 'seller'
              ? ['buyer']
              : ['buyer', 'seller'];
      return sides.map((side) => ({
        type: told.type,
        bidId: bid.id,
        gigId: bid.gigId,
        userId: side === 'buyer' ? bid.bidderId : bid.sellerId,
        createdAt: event.createdAt,
      }));
    });
    const key = (n: { type: string; bidId: string | null; userId: string; createdAt: Date }) =>
      `${n.type} ${n.bidId} ${n.userId} ${n.createdAt.toISOString()}`;
    expect(orderNotifications.map(key).sort()).toEqual(expected.map(key).sort());
    for (const n of orderNotifications) {
      const bid = data.bids.find((row) => row.id === n.bidId)!;
      expect(n).toMatchObject({ gigId: bid.gigId, conversationId: null, preview: '', count: 1 });
      if (n.type === 'bid_placed' || n.type === 'bid_approved') expect(n.amountCents).toBe(bid.amountCents);
      if (n.type === 'bid_not_selected') expect(n.actorId).toBe(bid.sellerId);
    }
    for (const bid of data.bids) {
      const reviews = [
        ...data.userReviews
          .filter((r) => r.bidId === bid.id)
          .map((r) => ({ userId: r.revieweeId, actorId: r.reviewerId, stars: r.stars, createdAt: r.createdAt })),
        ...data.gigReviews
          .filter((r) => r.bidId === bid.id)
          .map((r) => ({ userId: r.sellerId, actorId: r.reviewerId, stars: r.stars, createdAt: r.createdAt })),
      ];
      const told = data.notifications.filter((n) => n.type === 'review_received' && n.bidId === bid.id);
      expect(told.map(({ userId, actorId, stars, createdAt }) => ({ userId, actorId, stars, createdAt }))).toEqual(
        expect.arrayContaining(reviews),
      );
      expect(told).toHaveLength(reviews.length);
    }
    for (const conversation of data.conversations) {
      const recipient = !conversation.readBySeller
        ? conversation.sellerId
        : !conversation.readByBuyer
          ? conversation.buyerId
          : null;
      const thread = data.messages
        .filter((m) => m.conversationId === conversation.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const unread = thread.slice(thread.findLastIndex((m) => m.userId === recipient) + 1);
      const expected = recipient
        ? [
            {
              userId: recipient,
              actorId: unread.at(-1)!.userId,
              count: unread.length,
              preview: previewOf(conversation.lastMessage),
              readAt: null,
              createdAt: unread[0]!.createdAt,
              updatedAt: conversation.updatedAt,
            },
          ]
        : [];
      expect(data.notifications.filter((n) => n.conversationId === conversation.id)).toMatchObject(expected);
    }
    expect(data.notifications.filter((n) => n.type === 'message_received' && n.conversationId === null)).toEqual([]);
    const now = Date.now();
    for (const n of data.notifications) {
      expect(n.actorId).not.toBe(n.userId);
      expect(n.updatedAt.getTime()).toBeGreaterThanOrEqual(n.createdAt.getTime());
      if (n.readAt) expect(n.readAt.getTime()).toBeGreaterThanOrEqual(n.createdAt.getTime());
      if (n.readAt) expect(n.readAt.getTime()).toBeLessThanOrEqual(now);
      if (!n.readAt && n.type !== 'message_received')
        expect(n.createdAt.getTime()).toBeGreaterThan(now - 3 * 24 * 60 * 60 * 1000);
    }
  },
);

async function notificationsOf(session: Session): Promise<NotificationList> {
  const response = await session.request({ method: 'GET', url: '/api/notifications?limit=100' });
  expect(response.statusCode).toBe(200);
  return NotificationList.strict().parse(response.json());
}

const summary = (list: Notification[]) => list.map((n) => `${n.type} from ${n.actor?.username}`).sort();

test(
  "amelia.hart's bell has her two new bids and noah.bennett's unread " +
    'message; GET /api/notifications answers them with her read history',
  async () => {
    const amelia = await login(t.app, 'amelia.hart', DEMO_PASSWORD);
    const list = await notificationsOf(amelia);
    const unread = list.items.filter((n) => !n.read);
    expect(list.unread).toBe(unread.length);
    expect(summary(unread)).toEqual([
      'bid_placed from mateo.silva',
      'bid_placed from yuki.tanaka',
      'message_received from noah.bennett',
    ]);
    const noah = userNamed('noah.bennett')!;
    const chat = data.conversations.find((c) => c.sellerId === amelia.user._id && c.buyerId === noah.id)!;
    expect(unread.find((n) => n.type === 'message_received')).toMatchObject({
      conversationId: chat.id,
      count: 1,
      preview: chat.lastMessage,
      gig: null,
    });
    expect(unread.find((n) => n.actor?.username === 'mateo.silva')).toMatchObject({
      amount: 70,
      gig: { title: expect.any(String) },
    });
    expect(summary(list.items.filter((n) => n.read))).toEqual(
      expect.arrayContaining([
        'bid_paid from noah.bennett',
        'bid_paid from noah.bennett',
        'bid_placed from noah.bennett',
        'review_received from noah.bennett',
      ]),
    );
    expect(list.items.map((n) => n.updatedAt)).toEqual(
      list.items
        .map((n) => n.updatedAt)
        .sort()
        .reverse(),
    );
  },
);

test(
  "noah.bennett's bell has lukas.becker's approval and unread " +
    'reply, and reading that conversation reads its notification',
  async () => {
    const noah = await login(t.app, 'noah.bennett', DEMO_PASSWORD);
    const list = await notificationsOf(noah);
    const unread = list.items.filter((n) => !n.read);
    expect(list.unread).toBe(2);
    expect(summary(unread)).toEqual(['bid_approved from lukas.becker', 'message_received from lukas.becker']);
    const approved = data.bids.find((bid) => bid.bidderId === noah.user._id && bid.status === 'approved')!;
    expect(unread.find((n) => n.type === 'bid_approved')).toMatchObject({
      bidId: approved.id,
      amount: approved.amountCents / 100,
    });
    const message = unread.find((n) => n.type === 'message_received')!;
    // Lukas's message is longer than a preview: it is cut, and says so.
    expect([...message.preview].length).toBeLessThanOrEqual(NOTIFICATION_PREVIEW_MAX);
    expect(message.preview.endsWith('…')).toBe(true);
    expect(summary(list.items.filter((n) => n.read))).toEqual(
      expect.arrayContaining(['bid_approved from amelia.hart', 'review_received from amelia.hart']),
    );

    expect(
      (await noah.request({ method: 'PUT', url: `/api/conversations/${message.conversationId}` })).statusCode,
    ).toBe(200);
    const after = await notificationsOf(noah);
    expect(after.unread).toBe(1);
    expect(after.items.find((n) => n._id === message._id)?.read).toBe(true);
  },
);
