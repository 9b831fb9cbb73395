import { afterAll, beforeAll, expect, test } from 'vitest';
import { BID_STATUSES } from '@inkwell/domain/bids/bid.process';
import { CATEGORY_IDS } from '@inkwell/domain/categories';
import { PROPOSAL_MIN } from '@inkwell/domain/limits';
import { previewOf } from '@inkwell/domain/notifications/notification.rules';
import {
  NOTIFICATION_PREVIEW_MAX,
  NotificationList,
  type Notification,
} from '@inkwell/domain/notifications/notification.schema';
import { pricePerPageCents, totalPriceCents } from '@inkwell/domain/pricing';
import { OWN_UPLOAD_PATTERN, UPLOADS_PATH } from '@inkwell/domain/uploads/upload.rules';
import { Email, UpdateProfileInput, Username } from '@inkwell/domain/users/user.schema';
import { createTestApp, login, type Session, type TestApp } from '../../test/test-app.ts';
import { schema, type DatabaseHandle } from '../db/client.ts';
import { localFileStore, readAll, type FileStore } from '../lib/file-store.ts';
import { conversationId } from '../lib/ids.ts';
import { passwordProblem, verifyPassword } from '../lib/passwords.ts';
import { DEMO_PASSWORD } from './seed-data.ts';
import { seedDemoDataIfEmpty } from './seed.ts';

let t: TestApp;
let database: DatabaseHandle;
let files: FileStore;
let privateFiles: FileStore;
let seeded: boolean;
let data: Awaited<ReturnType<typeof loadAll>>;

async function loadAll() {
  const db = database.db;
  const [
    users,
    gigs,
    likes,
    bids,
    userReviews,
    gigReviews,
    payments,
    conversations,
    messages,
    uploads,
    ledger,
    demoIntents,
    notifications,
  ] = await Promise.all([
    db.select().from(schema.users),
    db.select().from(schema.gigs),
    db.select().from(schema.gigLikes),
    db.select().from(schema.bids),
    db.select().from(schema.userReviews),
    db.select().from(schema.gigReviews),
    db.select().from(schema.payments),
    db.select().from(schema.conversations),
    db.select().from(schema.messages),
    db.select().from(schema.uploads),
    db.select().from(schema.ledgerEntries),
    db.select().from(schema.demoPaymentIntents),
    db.select().from(schema.notifications),
  ]);
  return {
    users,
    gigs,
    likes,
    bids,
    userReviews,
    gigReviews,
    payments,
    conversations,
    messages,
    uploads,
    ledger,
    demoIntents,
    notifications,
  };
}

function counts(all: typeof data) {
  return Object.fromEntries(Object.entries(all).map(([table, rows]) => [table, rows.length]));
}

beforeAll(async () => {
  t = await createTestApp();
  ({ database } = t);
  files = t.app.files;
  privateFiles = localFileStore(t.config.privateFilesDir);
  seeded = await seedDemoDataIfEmpty(database.db, files, privateFiles, t.config.money);
  data = await loadAll();
}, 120_000);

afterAll(() => t?.close());

const gigOf = (id: string) => data.gigs.find((gig) => gig.id === id)!;
const userNamed = (username: string) => data.users.find((user) => user.username === username);

test('the first start seeds the demo data and a second start adds nothing', async () => {
  expect(seeded).toBe(true);
  expect(data.users.length).toBeGreaterThanOrEqual(10);
  expect(await seedDemoDataIfEmpty(database.db, files, privateFiles, t.config.money)).toBe(false);
  expect(counts(await loadAll())).toEqual(counts(data));
});

test('every category has at least three gigs, spread over several sellers', () => {
  for (const cat of CATEGORY_IDS)
    expect(data.gigs.filter((gig) => gig.cat === cat).length, cat).toBeGreaterThanOrEqual(3);
  const sellers = new Set(data.gigs.map((gig) => gig.userId));
  expect(sellers.size).toBeGreaterThanOrEqual(6);
  for (const id of sellers) expect(data.users.find((user) => user.id === id)?.isSeller).toBe(true);
});

test('gig prices come from the domain pricing and the budget range is consistent', () => {
  expect(data.gigs.some((gig) => gig.deliveryTime === 1)).toBe(true);
  for (const gig of data.gigs) {
    expect(gig.pricePerPageCents, gig.title).toBe(pricePerPageCents(gig.deliveryTime));
    expect(gig.totalPriceCents, gig.title).toBe(totalPriceCents(gig.pages, gig.deliveryTime));
    expect(gig.pages).toBeGreaterThanOrEqual(1);
    expect(gig.pages).toBeLessThanOrEqual(60);
    expect(gig.priceMaxCents).toBeGreaterThan(gig.priceMinCents);
    expect(gig.language).toBe('en');
    expect(
      gig.discountEnabled ? gig.discountAmountCents > 0 && gig.discountCondition !== '' : gig.discountAmountCents === 0,
    ).toBe(true);
  }
  expect(data.gigs.filter((gig) => gig.discountEnabled).length).toBeGreaterThanOrEqual(3);
});

test('gig descriptions have two to four paragraphs and creation dates span months', () => {
  for (const gig of data.gigs) {
    const paragraphs = gig.desc.split('\n\n');
    expect(paragraphs.length, gig.title).toBeGreaterThanOrEqual(2);
    expect(paragraphs.length, gig.title).toBeLessThanOrEqual(4);
  }
  const times = data.gigs.map((gig) => gig.createdAt.getTime());
  expect(new Set(times).size).toBe(data.gigs.length);
  expect(Math.max(...times) - Math.min(...times)).toBeGreaterThan(90 * 24 * 60 * 60 * 1000);
});

test('every cover and avatar is a stored WebP image with its uploads row', async () => {
  const images = [...data.gigs.map((gig) => gig.cover), ...data.users.map((user) => user.img)];
  for (const url of images) {
    expect(url).toMatch(OWN_UPLOAD_PATTERN);
    const key = url.slice(UPLOADS_PATH.length);
    const upload = data.uploads.find((row) => row.storageKey === key);
    expect(upload, url).toMatchObject({ kind: 'image', mimeType: 'image/webp' });
    const stored = await files.get(key);
    expect(stored, url).not.toBeNull();
    const bytes = await readAll(stored!.stream);
    expect(bytes.length).toBe(upload!.sizeBytes);
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
  }
  const cover = data.uploads.find((row) => `${UPLOADS_PATH}${row.storageKey}` === data.gigs[0]!.cover)!;
  expect([cover.width, cover.height]).toEqual([1200, 800]);
});

test('the demo seller and buyer sign in with the documented password', async () => {
  const seller = userNamed('amelia.hart');
  const buyer = userNamed('noah.bennett');
  expect(seller?.isSeller).toBe(true);
  expect(buyer?.isSeller).toBe(false);
  expect(await verifyPassword(seller!.passwordHash, DEMO_PASSWORD)).toBe(true);
  expect(await verifyPassword(buyer!.passwordHash, 'wrong password')).toBe(false);
  // The seed hashes it unjudged (lib/passwords.ts): it must be one registration would accept.
  expect(await passwordProblem(DEMO_PASSWORD)).toBeNull();
  expect(new Set(data.users.map((user) => user.passwordHash)).size).toBe(1);
  expect(data.users.filter((user) => user.isSeller).length).toBeGreaterThanOrEqual(6);
  expect(data.users.filter((user) => !user.isSeller).length).toBeGreaterThanOrEqual(4);
});

test('demo profiles pass the validation of the profile form', () => {
  for (const user of data.users) {
    expect(Username.safeParse(user.username).success, user.username).toBe(true);
    expect(Email.safeParse(user.email).success, user.email).toBe(true);
    expect(user.email).toMatch(/@example\.(com|org)$/);
    const {
      fullName,
      img,
      bio,
      desc,
      country,
      nationality,
      phone,
      languages,
      education,
      hobbies,
      experience,
      certifications,
      social,
    } = user;
    const parsed = UpdateProfileInput.safeParse({
      fullName,
      img,
      bio,
      desc,
      country,
      nationality,
      phone,
      languages,
      education,
      hobbies,
      experience,
      certifications,
      social,
    });
    expect(parsed.error?.issues ?? [], user.username).toEqual([]);
    expect(country).not.toBe('');
    expect(bio.length).toBeGreaterThan(100);
    if (user.isSeller) expect(desc.length, user.username).toBeGreaterThan(50);
  }
});

test(
  'a few demo sellers show their contact on the public CV; ' +
    'buyers, the operator and the other sellers keep it private',
  () => {
    const shown = data.users
      .filter((user) => user.showContact)
      .map((user) => user.username)
      .sort();
    expect(shown).toEqual(['amelia.hart', 'lukas.becker', 'sofia.romero']);
    expect(data.users.filter((user) => !user.isSeller || user.isOperator).every((user) => !user.showContact)).toBe(
      true,
    );
    expect(data.users.filter((user) => user.isSeller && !user.showContact).length).toBeGreaterThanOrEqual(3);
  },
);

test('no demo text contains placeholder latin', () => {
  expect(JSON.stringify(data)).not.toMatch(/lorem|ipsum/i);
});

test("every bid is a buyer's, within its gig's delivery time and with a full proposal", () => {
  expect(new Set(data.bids.map((bid) => bid.status))).toEqual(new Set(BID_STATUSES));
  for (const bid of data.bids) {
    const gig = gigOf(bid.gigId);
    expect(bid.days).toBeGreaterThanOrEqual(1);
    expect(bid.days, gig.title).toBeLessThanOrEqual(gig.deliveryTime);
    expect(bid.message.trim().length).toBeGreaterThanOrEqual(PROPOSAL_MIN);
    expect(bid.sellerId).toBe(gig.userId);
    expect(data.users.find((user) => user.id === bid.bidderId)?.isSeller).toBe(false);
    expect(bid.createdAt.getTime()).toBeGreaterThanOrEqual(gig.createdAt.getTime());
  }
});

test('conversations match their messages', () => {
  expect(data.conversations.length).toBeGreaterThanOrEqual(4);
  for (const conversation of data.conversations) {
    expect(conversation.id).toBe(conversationId(conversation.sellerId, conversation.buyerId));
    const thread = data.messages
      .filter((m) => m.conversationId === conversation.id)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(thread.length).toBeGreaterThanOrEqual(3);
    const last = thread.at(-1)!;
    expect(conversation.lastMessage).toBe(last.desc);
    expect(conversation.updatedAt.getTime()).toBe(last.createdAt.getTime());
    expect(last.userId === conversation.sellerId ? conversation.readBySeller : conversation.readByBuyer).toBe(true);
    expect(thread.every((m) => m.userId === conversation.sellerId || m.userId === conversation.buyerId)).toBe(true);
  }
});

test("likes are on other people's gigs", () => {
  expect(data.likes.length).toBeGreaterThanOrEqual(10);
  for (const like of data.likes) expect(gigOf(like.gigId).userId).not.toBe(like.userId);
});

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
