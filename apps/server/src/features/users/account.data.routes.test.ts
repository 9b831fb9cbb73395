import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bids } from '../../db/schema/order-life.ts';
import { gigReviews } from '../../db/schema/reviews.ts';
import { gigLikes, gigs } from '../../db/schema/gigs.ts';
import { ledgerEntries } from '../../db/schema/ledger.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, login, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { as, cast, placeBid } from '../../../test/fixtures/bids.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';
import { completedOrder, getOrderAs, paidOrder } from '../../../test/fixtures/orders.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const exportOf = (session: Session | null) => as(t.app, session)({ method: 'GET', url: '/api/users/me/export' });
const deleteAccount = (session: Session | null, payload: unknown) =>
  as(t.app, session)({ method: 'DELETE', url: '/api/users/me', payload: payload as Record<string, unknown> });
const userRow = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('GET /api/users/me/export', () => {
  test('is 401 for a visitor', async () => {
    expect((await exportOf(null)).statusCode).toBe(401);
  });

  test("downloads the person's data, and nothing private of anyone else", async () => {
    const { people, gig, bid } = await completedOrder(t.app);
    await people.buyer.request({
      method: 'POST',
      url: '/api/gig-reviews',
      payload: { bidId: bid._id, stars: 5, comment: 'Thorough work.' },
    });
    const conversation = await converse(people.buyer, people.owner);
    await send(people.buyer, conversation._id, 'Could you add two sources?');
    await send(people.owner, conversation._id, 'Of course, tomorrow.');
    await people.buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });

    const response = await exportOf(people.buyer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="inkwell-data-/);
    expect(response.headers['cache-control']).toMatch(/no-store/);
    const data = response.json();
    expect(data.profile).toMatchObject({ id: people.buyer.user._id, email: people.buyer.user.email });
    expect(data.bids).toEqual([
      expect.objectContaining({
        id: bid._id,
        role: 'buyer',
        otherParty: people.owner.user.username,
        status: 'completed',
      }),
    ]);
    expect(data.orders[0].bidId).toBe(bid._id);
    expect(data.orders[0].events.length).toBeGreaterThan(0);
    expect(data.orders[0].deliveries[0]).toMatchObject({ fileName: expect.stringMatching(/\.pdf$/) });
    expect(data.messages.map((m: { text: string }) => m.text)).toEqual([
      'Could you add two sources?',
      'Of course, tomorrow.',
    ]);
    expect(data.reviews.ofGigs).toEqual([expect.objectContaining({ bidId: bid._id, stars: 5 })]);
    expect(data.payments[0]).toMatchObject({ bidId: bid._id, role: 'buyer', status: 'succeeded' });
    expect(data.ledger.length).toBeGreaterThan(0);
    expect(data.likes).toEqual([expect.objectContaining({ gigId: gig._id })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/passwordHash|tokenHash|argon2/);
    expect(response.body).not.toContain(people.owner.user.email);
    expect(response.body).not.toContain(people.otherBuyer.user.email);

    // The seller's export has the order from the other side, with the seller's card hidden from them.
    const sellers = (await exportOf(people.owner)).json();
    expect(sellers.gigs.map((g: { id: string }) => g.id)).toContain(gig._id);
    expect(sellers.payments[0]).toMatchObject({ role: 'seller', cardLast4: null });
    expect(JSON.stringify(sellers)).not.toContain(people.buyer.user.email);
  });
});

describe('DELETE /api/users/me', () => {
  test('is 401 for a visitor; an empty body is 400', async () => {
    expect((await deleteAccount(null, { password: PASSWORD })).statusCode).toBe(401);
    const person = await registerAndLogin(t.app);
    const response = await deleteAccount(person, {});
    expect(response.statusCode).toBe(400);
  });

  test('a wrong password is a 400 on the password field and changes nothing', async () => {
    const person = await registerAndLogin(t.app);
    const response = await deleteAccount(person, { password: 'not my password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ACCOUNT_PASSWORD_WRONG',
      fields: { password: [{ code: 'ACCOUNT_PASSWORD_WRONG' }] },
    });
    expect((await userRow(person.user._id)).deletedAt).toBeNull();
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  test('is refused (409) while an order is under way, for the buyer and for the seller', async () => {
    const { people, bid } = await paidOrder(t.app);
    for (const session of [people.buyer, people.owner]) {
      const response = await deleteAccount(session, { password: PASSWORD });
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('ACCOUNT_HAS_OPEN_ORDERS');
      expect(response.json().detail).toContain(bid._id);
      expect((await userRow(session.user._id)).deletedAt).toBeNull();
    }
    const [stored] = await t.database.db.select({ status: bids.status }).from(bids).where(eq(bids.id, bid._id));
    expect(stored?.status).toBe('in_progress');
  });

  test(
    'anonymises the person, ends their sessions, removes their gigs, likes ' +
      'and pending bids; the other party keeps order, review and ledger',
    async () => {
      const { people, gig, bid } = await completedOrder(t.app);
      expect(
        (
          await people.buyer.request({
            method: 'POST',
            url: '/api/gig-reviews',
            payload: { bidId: bid._id, stars: 4, comment: 'Good.' },
          })
        ).statusCode,
      ).toBe(201);
      const sellerId = people.owner.user._id;
      const otherGig = await postGig(people.otherSeller);
      const pending = await placeBid(people.buyer, otherGig);
      const theirGig = await postGig(people.owner);
      const bidOnTheirGig = await placeBid(people.otherBuyer, theirGig);
      await people.owner.request({ method: 'POST', url: `/api/gigs/${otherGig._id}/like` });
      const secondDevice = await login(t.app, people.owner.user.username, PASSWORD);

      const response = await deleteAccount(people.owner, { password: PASSWORD });
      expect(response.statusCode).toBe(204);
      expect(response.cookies.find((c) => c.name === 'inkwell_session')?.value).toBe('');

      const row = await userRow(sellerId);
      expect(row).toMatchObject({
        username: expect.stringMatching(/^deleted-[0-9a-f]{8}$/),
        email: `deleted-${sellerId}@deleted.invalid`,
        img: '',
        phone: '',
        desc: '',
        bio: '',
        fullName: '',
        showContact: false,
        isSeller: false,
      });
      expect(row.deletedAt).not.toBeNull();
      for (const session of [people.owner, secondDevice])
        expect((await session.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
      expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, sellerId))).toHaveLength(0);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: people.owner.user.username, password: PASSWORD },
      });
      expect(signIn.statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: `/api/users/${sellerId}` })).statusCode).toBe(404);

      // Gigs gone from every list and page; likes and pending bids settled.
      expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(404);
      expect(
        (await t.database.db.select({ deletedAt: gigs.deletedAt }).from(gigs).where(eq(gigs.userId, sellerId))).every(
          (g) => g.deletedAt !== null,
        ),
      ).toBe(true);
      expect(await t.database.db.select().from(gigLikes).where(eq(gigLikes.userId, sellerId))).toHaveLength(0);
      const statusOf = async (id: string) =>
        (await t.database.db.select({ status: bids.status }).from(bids).where(eq(bids.id, id)))[0]?.status;
      expect(await statusOf(bidOnTheirGig._id)).toBe('cancelled');
      expect(await statusOf(pending._id)).toBe('pending');

      // The buyer keeps the order (with the deleted user's anonymised name), the review and the ledger.
      const order = await getOrderAs(people.buyer, t.app, bid._id);
      expect(order.statusCode).toBe(200);
      expect(order.body).toContain(row.username);
      expect(order.body).not.toContain(people.owner.user.username);
      expect(await t.database.db.select().from(gigReviews).where(eq(gigReviews.bidId, bid._id))).toHaveLength(1);
      expect(
        (await t.database.db.select().from(ledgerEntries).where(eq(ledgerEntries.bidId, bid._id))).length,
      ).toBeGreaterThan(0);
      const reviews = await t.app.inject({ method: 'GET', url: `/api/gig-reviews/seller/${sellerId}` });
      expect(reviews.body).not.toContain(people.owner.user.username);
    },
  );

  test("a buyer's pending bids are withdrawn when they delete their account", async () => {
    const people = await cast(t.app);
    const gig = await postGig(people.owner);
    const bid = await placeBid(people.buyer, gig);
    expect((await deleteAccount(people.buyer, { password: PASSWORD })).statusCode).toBe(204);
    const [stored] = await t.database.db.select({ status: bids.status }).from(bids).where(eq(bids.id, bid._id));
    expect(stored?.status).toBe('withdrawn');
  });

  test('nobody can register the name of a deleted account', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'deleted-0a1b2c3d', email: 'deleted-name@example.com', password: PASSWORD, country: 'GB' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toBeDefined();
  });
});
