import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { gigs } from '../../db/schema/gigs.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { approve, as, buildBid, cast, gigWithBid, placeBid } from '../../../test/fixtures/bids.ts';
import { postGig } from '../../../test/fixtures/gigs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const becomeSeller = (session: Session | null, payload: unknown) =>
  as(t.app, session)({ method: 'POST', url: '/api/users/me/seller', payload: payload as Record<string, unknown> });
const stopSelling = (session: Session | null) => as(t.app, session)({ method: 'DELETE', url: '/api/users/me/seller' });
const SELLER_FIELDS = { phone: '+44 20 7946 0000', desc: 'I edit theses in history and politics.' };

/** Whether a visitor finds the gig in the list, by a search of its title, on its page and in the sitemap count. */
async function visibility(gig: { _id: string; title: string; userId: string }) {
  const list = (await t.app.inject({ method: 'GET', url: `/api/gigs?userId=${gig.userId}` })).json() as {
    items: { _id: string }[];
  };
  const search = (
    await t.app.inject({ method: 'GET', url: `/api/gigs?search=${encodeURIComponent(gig.title)}&limit=100` })
  ).json() as { items: { _id: string }[] };
  const page = await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
  return {
    inList: list.items.some((item) => item._id === gig._id),
    inSearch: search.items.some((item) => item._id === gig._id),
    page: page.statusCode,
  };
}

describe('POST /api/users/me/seller', () => {
  test('is 401 for a visitor', async () => {
    const response = await becomeSeller(null, SELLER_FIELDS);
    expect(response.statusCode).toBe(401);
  });

  test('turns a buyer into a seller with the phone and description, who may then publish a gig', async () => {
    const buyer = await registerAndLogin(t.app);
    const response = await becomeSeller(buyer, SELLER_FIELDS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: buyer.user._id, isSeller: true });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, buyer.user._id));
    expect(row).toMatchObject({ isSeller: true, phone: SELLER_FIELDS.phone, desc: SELLER_FIELDS.desc });
    expect((await buyer.request({ method: 'GET', url: '/api/auth/me' })).json().isSeller).toBe(true);
    const gig = await postGig(buyer);
    expect(gig.userId).toBe(buyer.user._id);
  });

  test('refuses a seller (409) and bad fields (400), changing nothing', async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const again = await becomeSeller(seller, SELLER_FIELDS);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SELLER');
    const buyer = await registerAndLogin(t.app);
    for (const payload of [
      { phone: 'call me maybe', desc: '' },
      { phone: '', desc: 'x'.repeat(5000) },
    ]) {
      const response = await becomeSeller(buyer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const [row] = await t.database.db
      .select({ isSeller: users.isSeller })
      .from(users)
      .where(eq(users.id, buyer.user._id));
    expect(row?.isSeller).toBe(false);
  });
});

describe('DELETE /api/users/me/seller', () => {
  test('is 401 for a visitor and 409 for a buyer', async () => {
    expect((await stopSelling(null)).statusCode).toBe(401);
    const buyer = await registerAndLogin(t.app);
    const response = await stopSelling(buyer);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NOT_A_SELLER');
  });

  test('hides the gigs from the list, search and page; selling again shows them', async () => {
    const seller = await registerAndLogin(t.app, { isSeller: true });
    const gig = await postGig(seller, { title: `Hidden thesis editing ${seller.user.username}` });
    const other = await postGig(await registerAndLogin(t.app, { isSeller: true }));
    expect(await visibility(gig)).toEqual({ inList: true, inSearch: true, page: 200 });

    const response = await stopSelling(seller);
    expect(response.statusCode).toBe(200);
    expect(response.json().isSeller).toBe(false);
    expect(await visibility(gig)).toEqual({ inList: false, inSearch: false, page: 404 });
    expect((await seller.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${other._id}` })).statusCode).toBe(200);
    // A hidden gig takes no bid and no like.
    const buyer = await registerAndLogin(t.app);
    expect((await buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) })).statusCode).toBe(404);
    expect((await buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` })).statusCode).toBe(404);

    expect((await becomeSeller(seller, SELLER_FIELDS)).statusCode).toBe(200);
    expect(await visibility(gig)).toEqual({ inList: true, inSearch: true, page: 200 });
    const [row] = await t.database.db.select({ hiddenAt: gigs.hiddenAt }).from(gigs).where(eq(gigs.id, gig._id));
    expect(row?.hiddenAt).toBeNull();
  });

  test('is refused (409) while an order is under way, and nothing changes', async () => {
    const people = await cast(t.app);
    const { gig, bid } = await gigWithBid(people);
    expect((await approve(people.owner, t.app, bid._id)).statusCode).toBe(200);
    const response = await stopSelling(people.owner);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SELLER_HAS_OPEN_ORDERS' });
    expect(response.json().detail).toMatch(/1 order under way/);
    const [row] = await t.database.db
      .select({ isSeller: users.isSeller })
      .from(users)
      .where(eq(users.id, people.owner.user._id));
    expect(row?.isSeller).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(200);
  });

  test("pending bids do not block; the buyer's bid stays and the gig is hidden", async () => {
    const people = await cast(t.app);
    const gig = await postGig(people.owner);
    await placeBid(people.buyer, gig);
    expect((await stopSelling(people.owner)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).statusCode).toBe(404);
  });
});
