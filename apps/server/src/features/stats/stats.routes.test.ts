import { oneMonthBefore } from '@inkwell/domain/stats/stats.rules';
import { SellerFacts, SellerStats } from '@inkwell/domain/stats/stats.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bids } from '../../db/schema/order-life.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { conversationId, newId } from '../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { approve, as, placeBid } from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';

let t: TestApp;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let otherBuyer: Session;
const HOUR = 3_600_000;
const monthAgo = oneMonthBefore(new Date());
/** Before the instant a month ago (counted then and now), and between it and now (counted now only). */
const before = new Date(monthAgo.getTime() - 24 * HOUR);
const between = new Date(monthAgo.getTime() + HOUR);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  [seller, otherSeller, buyer, otherBuyer] = await Promise.all([
    sellerSession(t.app),
    sellerSession(t.app),
    buyerSession(t.app),
    buyerSession(t.app),
  ]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const stats = (session: Session | null) => as(t.app, session)({ method: 'GET', url: '/api/gigs/stats' });

async function gigDated(owner: Session, createdAt: Date, deletedAt: Date | null = null): Promise<string> {
  const gig = await postGig(owner);
  await db().update(gigs).set({ createdAt, deletedAt }).where(eq(gigs.id, gig._id));
  return gig._id;
}

/** A bid in a given state on a gig of `sellerId`, by a new buyer; answers its id and its buyer's. */
async function insertOrder(gigId: string, sellerId: string, values: Partial<typeof bids.$inferInsert>) {
  const bidder = await buyerSession(t.app);
  const id = newId();
  await db()
    .insert(bids)
    .values({
      id,
      gigId,
      bidderId: bidder.user._id,
      sellerId,
      amountCents: 1000,
      days: 1,
      message: 'p'.repeat(100),
      status: 'pending',
      ...values,
    });
  return { id, buyerId: bidder.user._id };
}

type Order = Awaited<ReturnType<typeof insertOrder>>;

/** One balanced movement of the escrow ledger, dated `at`, as the payments feature writes them. */
type Kind = 'payment' | 'release' | 'refund' | 'paid_outside';
type Side = { account: 'buyer' | 'seller' | 'escrow'; userId: string | null };

async function movement(order: Order, sellerId: string, kind: Kind, cents: number, at: Date) {
  const buyerLine: Side = { account: 'buyer', userId: order.buyerId };
  const sellerLine: Side = { account: 'seller', userId: sellerId };
  const escrowLine: Side = { account: 'escrow', userId: null };
  const sides: Record<Kind, [from: Side, to: Side]> = {
    payment: [buyerLine, escrowLine],
    release: [escrowLine, sellerLine],
    refund: [escrowLine, buyerLine],
    paid_outside: [buyerLine, sellerLine],
  };
  const [from, to] = sides[kind];
  const line = { movementId: newId(), kind, bidId: order.id, createdAt: at };
  await db()
    .insert(ledgerEntries)
    .values([
      { ...line, ...from, id: newId(), amountCents: -cents },
      { ...line, ...to, id: newId(), amountCents: cents },
    ]);
}

async function insertConversation(
  sellerId: string,
  buyerId: string,
  read: { bySeller: boolean; byBuyer: boolean },
  lines: [string, Date][],
) {
  const id = conversationId(sellerId, buyerId);
  await db()
    .insert(conversations)
    .values({ id, sellerId, buyerId, readBySeller: read.bySeller, readByBuyer: read.byBuyer, lastMessage: 'hello' });
  for (const [userId, createdAt] of lines)
    await db().insert(messages).values({ id: newId(), conversationId: id, userId, desc: 'hello', createdAt });
}

describe('GET /api/gigs/stats', () => {
  test('each card compares its own figure now with the same figure a month ago, from every table', async () => {
    const me = seller.user._id;
    const [a, b, c, d] = [
      await gigDated(seller, before),
      await gigDated(seller, before),
      await gigDated(seller, between),
      await gigDated(seller, between),
    ];
    await gigDated(seller, before, between); // there a month ago, deleted since
    await gigDated(seller, before, before); // deleted before: never counted

    // Under way then and now, paid: its money is held in escrow at both instants.
    const o1 = await insertOrder(a, me, { status: 'in_progress', approvedAt: before });
    await movement(o1, me, 'payment', 4_000, before);
    // Under way then, accepted since: released.
    const o2 = await insertOrder(b, me, { status: 'completed', approvedAt: before, completedAt: between });
    await movement(o2, me, 'payment', 10_000, before);
    await movement(o2, me, 'release', 10_000, between);
    // Approved since, delivered, paid since: held now only.
    const o3 = await insertOrder(c, me, { status: 'delivered', approvedAt: between });
    await movement(o3, me, 'payment', 5_000, between);
    // Under way then, cancelled with a full refund since (its last update is when it ended).
    const o4 = await insertOrder(d, me, { status: 'refunded', approvedAt: before, updatedAt: between });
    await movement(o4, me, 'payment', 8_000, before);
    await movement(o4, me, 'refund', 8_000, between);
    // Completed and paid outside long ago; a pending bid and a bid cancelled before approval are no orders.
    const o5 = await insertOrder(b, me, { status: 'completed', approvedAt: before, completedAt: before });
    await movement(o5, me, 'paid_outside', 3_000, before);
    await insertOrder(a, me, { status: 'pending' });
    await insertOrder(c, me, { status: 'cancelled', updatedAt: between });

    // Another seller's money is not this seller's.
    const elsewhere = await insertOrder(await gigDated(otherSeller, before), otherSeller.user._id, {
      status: 'refunded',
      approvedAt: before,
      updatedAt: between,
    });
    await movement(elsewhere, otherSeller.user._id, 'payment', 99_900, before);
    await movement(elsewhere, otherSeller.user._id, 'refund', 99_900, between);

    await insertConversation(me, buyer.user._id, { bySeller: false, byBuyer: true }, [[buyer.user._id, between]]);
    await insertConversation(me, otherBuyer.user._id, { bySeller: true, byBuyer: false }, [
      [otherBuyer.user._id, before],
    ]);
    await insertConversation(otherSeller.user._id, me, { bySeller: true, byBuyer: false }, [
      [otherSeller.user._id, between],
    ]);

    const response = await stats(seller);
    expect(response.statusCode).toBe(200);
    const body = SellerStats.strict().parse(response.json());
    expect(Math.abs(new Date(body.monthAgo).getTime() - monthAgo.getTime())).toBeLessThan(60_000);
    expect(body).toEqual({
      totalGigs: 4,
      activeOrders: 2,
      totalRevenue: 130,
      unreadConversations: 2,
      // Paid without a fee rate on the order (before fees existed): the seller earns all of it.
      money: { heldInEscrow: 90, released: 100, refunded: 80, youEarn: { heldInEscrow: 90, released: 100 } },
      monthAgo: body.monthAgo,
      trends: {
        totalGigs: { now: 4, monthAgo: 3, percent: 33 },
        activeOrders: { now: 2, monthAgo: 3, percent: -33 },
        totalRevenue: { now: 130, monthAgo: 30, percent: 333 },
        heldInEscrow: { now: 90, monthAgo: 220, percent: -59 },
        released: { now: 100, monthAgo: 0, percent: null },
        refunded: { now: 80, monthAgo: 0, percent: null },
      },
    });
  });

  test('a new seller has zeros everywhere and no trend at all (nothing a month ago)', async () => {
    const fresh = await sellerSession(t.app);
    const none = { now: 0, monthAgo: 0, percent: null };
    expect((await stats(fresh)).json()).toMatchObject({
      totalGigs: 0,
      activeOrders: 0,
      totalRevenue: 0,
      unreadConversations: 0,
      money: { heldInEscrow: 0, released: 0, refunded: 0, youEarn: { heldInEscrow: 0, released: 0 } },
      trends: {
        totalGigs: none,
        activeOrders: none,
        totalRevenue: none,
        heldInEscrow: none,
        released: none,
        refunded: none,
      },
    });
  });

  test('a quiet month is no fall: with nothing earned lately, revenue stays flat instead of "Down 100%"', async () => {
    const quiet = await sellerSession(t.app);
    const order = await insertOrder(await gigDated(quiet, before), quiet.user._id, {
      status: 'completed',
      approvedAt: before,
      completedAt: before,
    });
    await movement(order, quiet.user._id, 'payment', 2_500, before);
    await movement(order, quiet.user._id, 'release', 2_500, before);
    expect((await stats(quiet)).json()).toMatchObject({
      totalRevenue: 25,
      trends: {
        totalRevenue: { now: 25, monthAgo: 25, percent: 0 },
        released: { percent: 0 },
        heldInEscrow: { now: 0, monthAgo: 0, percent: null },
      },
    });
  });

  test('the figures follow a bid through the API: a new gig and an approved order count now, no trend', async () => {
    const fresh = await sellerSession(t.app);
    const gig = await postGig(fresh);
    expect((await stats(fresh)).json()).toMatchObject({
      totalGigs: 1,
      trends: { totalGigs: { now: 1, monthAgo: 0, percent: null } },
    });
    const bid = await placeBid(buyer, gig, { amount: 1234.5 });
    expect((await stats(fresh)).json()).toMatchObject({ activeOrders: 0, totalRevenue: 0 });
    await approve(fresh, t.app, bid._id);
    expect((await stats(fresh)).json()).toMatchObject({
      activeOrders: 1,
      trends: { activeOrders: { now: 1, monthAgo: 0, percent: null } },
    });
  });

  test('a visitor is 401 and buyers are 403 SELLERS_ONLY; another seller sees only their own figures', async () => {
    expect((await stats(null)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    for (const session of [buyer, otherBuyer]) {
      expect((await stats(session)).json()).toMatchObject({
        status: 403,
        code: 'SELLERS_ONLY',
        detail: 'Only sellers have a dashboard.',
      });
    }
    const someoneElse = await sellerSession(t.app);
    expect((await stats(someoneElse)).json()).toMatchObject({
      totalGigs: 0,
      activeOrders: 0,
      totalRevenue: 0,
      unreadConversations: 0,
    });
  });
});

describe('GET /api/users/{id}/seller-facts', () => {
  test(
    'member since, the average first response over answered ' +
      'conversations, the last delivery and the profile languages',
    async () => {
      const facts = await sellerSession(t.app);
      const me = facts.user._id;
      await facts.request({ method: 'PUT', url: `/api/users/${me}`, payload: { languages: ['English', 'Spanish'] } });
      const [a, b, c, d] = await Promise.all([
        buyerSession(t.app),
        buyerSession(t.app),
        buyerSession(t.app),
        buyerSession(t.app),
      ]);
      const start = new Date(Date.now() - 10 * 86_400_000);
      // Answered after 10 minutes (later messages do not count).
      await insertConversation(me, a.user._id, { bySeller: true, byBuyer: true }, [
        [a.user._id, start],
        [me, minutes(start, 10)],
        [a.user._id, minutes(start, 100)],
        [me, minutes(start, 500)],
      ]);
      // The seller is on the buyer side of this one: answered after 30 minutes.
      await insertConversation(otherSeller.user._id, me, { bySeller: true, byBuyer: true }, [
        [otherSeller.user._id, minutes(start, 1000)],
        [me, minutes(start, 1030)],
      ]);
      // The seller wrote first; the other person's first message was answered after 60 minutes.
      await insertConversation(me, b.user._id, { bySeller: true, byBuyer: true }, [
        [me, minutes(start, 2000)],
        [b.user._id, minutes(start, 2005)],
        [me, minutes(start, 2065)],
      ]);
      // Never answered: left out.
      await insertConversation(me, c.user._id, { bySeller: false, byBuyer: true }, [
        [c.user._id, minutes(start, 3000)],
      ]);
      // Only the seller wrote: nothing to answer.
      await insertConversation(me, d.user._id, { bySeller: true, byBuyer: false }, [[me, minutes(start, 4000)]]);

      const gigA = await postGig(facts);
      const gigB = await postGig(facts);
      const lastDelivery = new Date(Date.now() - 3 * 86_400_000);
      await insertOrder(gigA._id, me, {
        status: 'completed',
        approvedAt: start,
        completedAt: new Date(lastDelivery.getTime() - 86_400_000),
      });
      await insertOrder(gigB._id, me, { status: 'completed', approvedAt: start, completedAt: lastDelivery });

      for (const session of [null, buyer, otherBuyer, facts, otherSeller]) {
        const response = await as(t.app, session)({ method: 'GET', url: `/api/users/${me}/seller-facts` });
        expect(response.statusCode).toBe(200);
        expect(SellerFacts.strict().parse(response.json())).toEqual({
          userId: me,
          memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          averageResponseMinutes: 33,
          lastDeliveryAt: lastDelivery.toISOString(),
          languages: ['English', 'Spanish'],
        });
      }
    },
  );

  test('someone who never answered nor delivered has nulls; an unknown or malformed id is 404', async () => {
    const fresh = await sellerSession(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/users/${fresh.user._id}/seller-facts` })).json(),
    ).toMatchObject({
      averageResponseMinutes: null,
      lastDeliveryAt: null,
      languages: [],
    });
    for (const id of [newId(), 'nobody']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}/seller-facts` })).json()).toMatchObject({
        status: 404,
        code: 'USER_NOT_FOUND',
      });
    }
  });
});

test('both routes are in /api/openapi.json', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(Object.keys(document.paths['/api/gigs/stats'].get.responses)).toEqual(
    expect.arrayContaining(['200', '401', '403']),
  );
  expect(document.paths['/api/users/{id}/seller-facts'].get.responses).toHaveProperty('404');
});
