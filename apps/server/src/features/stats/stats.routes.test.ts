import { monthWindows } from '@inkwell/domain/stats/stats.rules';
import { SellerFacts, SellerStats } from '@inkwell/domain/stats/stats.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bids } from '../../db/schema/bids.ts';
import { conversations, messages } from '../../db/schema/conversations.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { conversationId, newId } from '../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { approve, as, complete, placeBid } from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';

let t: TestApp;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let otherBuyer: Session;
const windows = monthWindows(new Date());
const thisMonth = windows.thisMonthStart;
const lastMonth = windows.lastMonthStart;
const endOfLastMonth = new Date(thisMonth.getTime() - 1);
const older = new Date(lastMonth.getTime() - 1);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  [seller, otherSeller, buyer, otherBuyer] = await Promise.all([sellerSession(t.app), sellerSession(t.app), buyerSession(t.app), buyerSession(t.app)]);
});
afterAll(() => t.close());

const db = () => t.database.db;
const stats = (session: Session | null) => as(t.app, session)({ method: 'GET', url: '/api/gigs/stats' });

async function gigCreatedAt(owner: Session, createdAt: Date): Promise<string> {
  const gig = await postGig(owner);
  await db().update(gigs).set({ createdAt }).where(eq(gigs.id, gig._id));
  return gig._id;
}

/** A bid in a given state; a completed one also has its ledger movement (paid outside the platform) dated at its completion. */
async function insertOrder(gigId: string, sellerId: string, values: Partial<typeof bids.$inferInsert>) {
  const bidder = await buyerSession(t.app);
  const id = newId();
  const amountCents = values.amountCents ?? 1000;
  await db()
    .insert(bids)
    .values({ id, gigId, bidderId: bidder.user._id, sellerId, amountCents, days: 1, message: 'p'.repeat(100), status: 'pending', ...values });
  if (values.status !== 'completed') return;
  const movementId = newId();
  const line = { movementId, kind: 'paid_outside' as const, bidId: id, createdAt: values.completedAt! };
  await db()
    .insert(ledgerEntries)
    .values([
      { ...line, id: newId(), account: 'buyer', userId: bidder.user._id, amountCents: -amountCents },
      { ...line, id: newId(), account: 'seller', userId: sellerId, amountCents },
    ]);
}

async function insertConversation(sellerId: string, buyerId: string, read: { bySeller: boolean; byBuyer: boolean }, lines: [string, Date][]) {
  const id = conversationId(sellerId, buyerId);
  await db().insert(conversations).values({ id, sellerId, buyerId, readBySeller: read.bySeller, readByBuyer: read.byBuyer, lastMessage: 'hello' });
  for (const [userId, createdAt] of lines) await db().insert(messages).values({ id: newId(), conversationId: id, userId, desc: 'hello', createdAt });
}

describe('GET /api/gigs/stats', () => {
  test('real figures and month-over-month trends for the seller, from every table', async () => {
    const me = seller.user._id;
    const [g1, g2, g3, g4, g5, g6] = [
      await gigCreatedAt(seller, thisMonth),
      await gigCreatedAt(seller, minutes(thisMonth, 1)),
      await gigCreatedAt(seller, minutes(thisMonth, 2)),
      await gigCreatedAt(seller, lastMonth),
      await gigCreatedAt(seller, endOfLastMonth),
      await gigCreatedAt(seller, older),
    ];
    const deleted = await gigCreatedAt(seller, thisMonth);
    await seller.request({ method: 'DELETE', url: `/api/gigs/${deleted}` });

    await insertOrder(g1!, me, { status: 'approved', approvedAt: thisMonth });
    await insertOrder(g2!, me, { status: 'in_progress', approvedAt: lastMonth });
    await insertOrder(g3!, me, { status: 'completed', approvedAt: endOfLastMonth, completedAt: thisMonth, amountCents: 12_345 });
    await insertOrder(g4!, me, { status: 'completed', approvedAt: older, completedAt: lastMonth, amountCents: 5_000 });
    await insertOrder(g5!, me, { status: 'completed', approvedAt: older, completedAt: older, amountCents: 1_000 });
    await insertOrder(g6!, me, { status: 'pending' });
    await insertOrder(g6!, me, { status: 'cancelled' });

    await insertConversation(me, buyer.user._id, { bySeller: false, byBuyer: true }, [
      [buyer.user._id, thisMonth],
      [me, minutes(thisMonth, 5)],
      [buyer.user._id, minutes(thisMonth, 6)],
      [buyer.user._id, endOfLastMonth],
    ]);
    await insertConversation(me, otherBuyer.user._id, { bySeller: true, byBuyer: false }, [[otherBuyer.user._id, older]]);
    await insertConversation(otherSeller.user._id, me, { bySeller: true, byBuyer: false }, [[otherSeller.user._id, minutes(thisMonth, 3)]]);

    const response = await stats(seller);
    expect(response.statusCode).toBe(200);
    expect(SellerStats.strict().parse(response.json())).toEqual({
      totalGigs: 6,
      activeOrders: 2,
      totalRevenue: 183.45,
      unreadConversations: 2,
      trends: {
        totalGigs: { thisMonth: 3, lastMonth: 2, percent: 50 },
        activeOrders: { thisMonth: 1, lastMonth: 2, percent: -50 },
        totalRevenue: { thisMonth: 123.45, lastMonth: 50, percent: 147 },
        unreadConversations: { thisMonth: 3, lastMonth: 1, percent: 200 },
      },
    });
  });

  test('a new seller has zeros everywhere and 0% trends', async () => {
    const fresh = await sellerSession(t.app);
    const zero = { thisMonth: 0, lastMonth: 0, percent: 0 };
    expect((await stats(fresh)).json()).toEqual({
      totalGigs: 0,
      activeOrders: 0,
      totalRevenue: 0,
      unreadConversations: 0,
      trends: { totalGigs: zero, activeOrders: zero, totalRevenue: zero, unreadConversations: zero },
    });
  });

  test('the figures follow the life of a bid through the API; a first month is "new" (null percent)', async () => {
    const fresh = await sellerSession(t.app);
    const gig = await postGig(fresh);
    expect((await stats(fresh)).json()).toMatchObject({ totalGigs: 1, trends: { totalGigs: { thisMonth: 1, lastMonth: 0, percent: null } } });
    const bid = await placeBid(buyer, gig, { amount: 1234.5 });
    expect((await stats(fresh)).json()).toMatchObject({ activeOrders: 0, totalRevenue: 0 });
    await approve(fresh, t.app, bid._id);
    expect((await stats(fresh)).json()).toMatchObject({ activeOrders: 1, trends: { activeOrders: { thisMonth: 1, percent: null } } });
    await complete(fresh, t.app, bid._id);
    expect((await stats(fresh)).json()).toMatchObject({
      activeOrders: 0,
      totalRevenue: 1234.5,
      trends: { totalRevenue: { thisMonth: 1234.5, lastMonth: 0, percent: null } },
    });
  });

  test('a visitor is 401 and buyers are 403 SELLERS_ONLY; another seller sees only their own figures', async () => {
    expect((await stats(null)).json()).toMatchObject({ status: 401, code: 'NOT_SIGNED_IN' });
    for (const session of [buyer, otherBuyer]) {
      expect((await stats(session)).json()).toMatchObject({ status: 403, code: 'SELLERS_ONLY', detail: 'Only sellers have a dashboard.' });
    }
    expect((await stats(otherSeller)).json()).toMatchObject({ totalGigs: 0, activeOrders: 0, totalRevenue: 0, unreadConversations: 0 });
  });
});

describe('GET /api/users/{id}/seller-facts', () => {
  test('member since, the average first response over answered conversations, the last delivery and the profile languages', async () => {
    const facts = await sellerSession(t.app);
    const me = facts.user._id;
    await facts.request({ method: 'PUT', url: `/api/users/${me}`, payload: { languages: ['English', 'Spanish'] } });
    const [a, b, c, d] = await Promise.all([buyerSession(t.app), buyerSession(t.app), buyerSession(t.app), buyerSession(t.app)]);
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
    await insertConversation(me, c.user._id, { bySeller: false, byBuyer: true }, [[c.user._id, minutes(start, 3000)]]);
    // Only the seller wrote: nothing to answer.
    await insertConversation(me, d.user._id, { bySeller: true, byBuyer: false }, [[me, minutes(start, 4000)]]);

    const gigA = await postGig(facts);
    const gigB = await postGig(facts);
    const lastDelivery = new Date(Date.now() - 3 * 86_400_000);
    await insertOrder(gigA._id, me, { status: 'completed', approvedAt: start, completedAt: new Date(lastDelivery.getTime() - 86_400_000) });
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
  });

  test('someone who never answered nor delivered has nulls; an unknown or malformed id is 404', async () => {
    const fresh = await sellerSession(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${fresh.user._id}/seller-facts` })).json()).toMatchObject({
      averageResponseMinutes: null,
      lastDeliveryAt: null,
      languages: [],
    });
    for (const id of [newId(), 'nobody']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${id}/seller-facts` })).json()).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    }
  });
});

test('both routes are in /api/openapi.json', async () => {
  const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(Object.keys(document.paths['/api/gigs/stats'].get.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
  expect(document.paths['/api/users/{id}/seller-facts'].get.responses).toHaveProperty('404');
});
