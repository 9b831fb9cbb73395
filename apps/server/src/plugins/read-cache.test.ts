import zlib from 'node:zlib';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { SESSIONS_ONLY } from '../lib/read-cache-bus.ts';
import { sessions } from '../db/schema/auth.ts';
import { createTestApp, login, registerAndLogin, unique, type TestApp } from '../../test/test-app.ts';
import { cast, placeBid, REVIEW, storedBid, type Cast } from '../../test/fixtures/bids.ts';
import { postGig, setGigFacts } from '../../test/fixtures/gigs.ts';
import { accept, deliveredOrder } from '../../test/fixtures/orders.ts';

/**
 * The read cache (decision 027): hits skip the database (a change made behind the API's back stays
 * unseen until a write touches it), ETag/304, encodings, Vary, invalidation by every kind of write, privacy of
 * signed-in answers, and the session cache.
 */

let t: TestApp;
let people: Cast;
let gig: Gig;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  gig = await postGig(people.owner, { title: 'Cached essays on Victorian novels' });
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const origin = { origin: 'http://localhost:3000' };

/** A change of the gig's title straight in the database: what a hit cannot see until a write clears the cache. */
async function tamper(): Promise<string> {
  const title = `Changed behind the API ${unique('t')}`;
  await setGigFacts(t.database.db, gig._id, { title });
  return title;
}

/** The visitor's answer is cached before `write`, and `write` clears it: the next read sees the database. */
async function expectClearedBy(write: () => Promise<{ statusCode: number }>) {
  const url = `/api/gigs/single/${gig._id}`;
  await get(url);
  const title = await tamper();
  expect((await get(url)).json().title).not.toBe(title);
  const response = await write();
  expect(response.statusCode).toBeLessThan(300);
  expect((await get(url)).json().title).toBe(title);
}

describe('visitors', () => {
  test('a second read is a hit: it does not see a change made behind the API', async () => {
    const url = `/api/gigs?userId=${people.owner.user._id}`;
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const title = await tamper();
    const second = await get(url);
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain(title);
    // The same query in another order is the same entry.
    expect((await get(`/api/gigs?limit=24&userId=${people.owner.user._id}`)).statusCode).toBe(200);
  });

  test('ETag, If-None-Match -> 304 with no body, Cache-Control a CDN honours, Vary', async () => {
    const url = `/api/users/${people.owner.user._id}/seller-facts`;
    const first = await get(url);
    const second = await get(url);
    expect(second.headers.etag).toMatch(/^W\/".+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, no-cache');
    expect(String(second.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(String(second.headers.vary)).toMatch(/Cookie/i);
    const revalidated = await get(url, { 'if-none-match': String(second.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(second.headers.etag);
    expect((await get(url, { 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
  });

  test('brotli, gzip and identity decode to the same JSON, with their Content-Encoding', async () => {
    const url = '/api/gigs?limit=24';
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get(url, { 'accept-encoding': 'gzip' });
    const refused = await get(url, { 'accept-encoding': 'br;q=0, identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(refused.json()).toEqual(plain.json());
    for (const response of [br, gzip]) expect(response.headers.etag).toBe(plain.headers.etag);
  });

  test('a visitor answer never carries personal fields, whoever read before', async () => {
    const owner = people.owner;
    await owner.request({ method: 'POST', url: `/api/gigs/${gig._id}/like`, headers: origin });
    const mine = await owner.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
    expect(mine.json()).toMatchObject({ liked: true, likedBy: [owner.user._id] });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const visitor = await get(`/api/gigs/single/${gig._id}`);
    expect(visitor.json()).toMatchObject({ liked: false, likedBy: [] });
    expect(visitor.headers['cache-control']).toBe('public, no-cache');
    const other = await people.otherBuyer.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` });
    expect(other.json()).toMatchObject({ liked: false, likedBy: [] });
    expect((await owner.request({ method: 'GET', url: `/api/gigs/single/${gig._id}` })).json()).toMatchObject({
      liked: true,
    });

    // A profile: the owner reads the email (never stored for others), a visitor does not.
    const profileUrl = `/api/users/${owner.user._id}`;
    expect((await owner.request({ method: 'GET', url: profileUrl })).json().email).toBe(owner.user.email);
    const seen = await get(profileUrl);
    expect(seen.json().email).toBeNull();
    expect((await owner.request({ method: 'GET', url: profileUrl })).headers['cache-control']).toContain('no-store');
    expect((await get(profileUrl)).json().email).toBeNull();
  });

  test('READ_CACHE_MB=0 turns the cache off: every read goes to the database', async () => {
    const off = await createTestApp({ READ_CACHE_MB: '0' });
    try {
      const seller = await registerAndLogin(off.app, { isSeller: true });
      const own = await postGig(seller);
      const url = `/api/gigs/single/${own._id}`;
      await off.app.inject({ method: 'GET', url });
      await setGigFacts(off.database.db, own._id, { title: 'Seen at once without a cache' });
      const response = await off.app.inject({ method: 'GET', url });
      expect(response.json().title).toBe('Seen at once without a cache');
      expect(response.headers.etag).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});

describe('every write that can change a read clears the cache', () => {
  test('a gig edit', () =>
    expectClearedBy(() =>
      people.owner.request({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: { pages: 3 } }),
    ));
  test('a like', () =>
    expectClearedBy(() => people.buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like`, headers: origin })));
  test('a bid on the gig clears its bid count (and nothing else: plugins/read-cache-tags.test.ts)', async () => {
    const url = `/api/bids/gig/${gig._id}/count`;
    const before = (await get(url)).json().count as number;
    expect((await get(url)).json().count).toBe(before);
    await placeBid(people.otherBuyer, gig);
    expect((await get(url)).json().count).toBe(before + 1);
  });
  test('a profile edit', () =>
    expectClearedBy(() =>
      people.owner.request({
        method: 'PUT',
        url: `/api/users/${people.owner.user._id}`,
        payload: { bio: 'Edited' },
        headers: origin,
      }),
    ));

  test('an order step and a review', async () => {
    const { bid } = await deliveredOrder(t.app, people);
    const buyer = people.buyer;
    await expectClearedBy(() => accept(buyer, t.app, bid._id));
    await expectClearedBy(() =>
      buyer.request({
        method: 'POST',
        url: '/api/gig-reviews',
        payload: { bidId: bid._id, ...REVIEW },
        headers: origin,
      }),
    );
  });

  test('a timer step on another app instance of one database (the acceptance timer completing an order)', async () => {
    const { bid } = await deliveredOrder(t.app, people);
    const url = `/api/gigs/single/${gig._id}`;
    await get(url);
    const title = await tamper();
    expect((await get(url)).json().title).not.toBe(title);
    const config = {
      ...t.config,
      orders: { ...t.config.orders, acceptanceHours: 0.0001, acceptanceHoursPer10Pages: 0 },
    };
    const timer = await buildApp({
      config,
      database: t.database,
      logger: false,
      orders: { timerMs: 20 },
      payments: { sweepMs: 0 },
    });
    await timer.ready();
    try {
      const deadline = Date.now() + 15_000;
      while ((await storedBid(t.database.db, bid._id)).status !== 'completed') {
        if (Date.now() > deadline) throw new Error('the timer did not complete the order');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      // The timer's process clears before its run ends; the notification reaches this instance.
      const seenBy = Date.now() + 2_000;
      while ((await get(url)).json().title !== title && Date.now() < seenBy)
        await new Promise((resolve) => setTimeout(resolve, 10));
      expect((await get(url)).json().title).toBe(title);
    } finally {
      await timer.close();
    }
  });

  test('chat does not clear it (a message keeps the reads)', async () => {
    const url = `/api/gigs/single/${gig._id}`;
    await get(url);
    const title = await tamper();
    const conversation = await people.buyer.request({
      method: 'POST',
      url: '/api/conversations',
      payload: { to: people.owner.user._id },
      headers: origin,
    });
    expect(conversation.statusCode).toBeLessThan(300);
    const sent = await people.buyer.request({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: conversation.json()._id, desc: 'Hello' },
      headers: origin,
    });
    expect(sent.statusCode).toBe(201);
    expect((await get(url)).json().title).not.toBe(title);
  });

  test('a refused write (4xx) changes nothing and keeps the reads', async () => {
    const url = `/api/gigs/single/${gig._id}`;
    await get(url);
    const title = await tamper();
    expect(
      (await t.app.inject({ method: 'PATCH', url: `/api/gigs/${gig._id}`, payload: { pages: 4 } })).statusCode,
    ).toBe(401);
    expect((await get(url)).json().title).not.toBe(title);
    await t.app.readCache.invalidate();
    expect((await get(url)).json().title).toBe(title);
  });
});

describe('signed-in readers', () => {
  test("per-viewer gig lists: one person's liked flags never reach another, and a like is seen at once", async () => {
    const url = `/api/gigs?userId=${people.owner.user._id}`;
    const buyer = people.buyer;
    const before = (await buyer.request({ method: 'GET', url })).json().items.find((item: Gig) => item._id === gig._id);
    const liked = before.liked as boolean;
    await buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like`, headers: origin });
    const after = await buyer.request({ method: 'GET', url });
    expect(after.json().items.find((item: Gig) => item._id === gig._id).liked).toBe(!liked);
    expect(after.headers['cache-control']).toBe('private, no-cache');
    expect(String(after.headers.vary)).toMatch(/Cookie/i);
    const other = await people.otherBuyer.request({ method: 'GET', url });
    expect(other.json().items.find((item: Gig) => item._id === gig._id).likedBy).not.toContain(buyer.user._id);
    expect((await get(url)).json().items.every((item: Gig) => !item.liked)).toBe(true);
  });

  test('the session is cached, and sign-out ends it at once', async () => {
    const person = await registerAndLogin(t.app);
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    // The session row gone behind the API's back: the cache still knows it (up to a minute).
    const token = person.cookie.split('=')[1]!;
    const second = await login(t.app, person.user.username, 'correct horse battery');
    expect((await second.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect(t.app.sessionCache.size).toBeGreaterThan(0);
    expect(
      (await person.request({ method: 'POST', url: '/api/auth/logout', headers: origin })).statusCode,
    ).toBeLessThan(300);
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await second.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect(
      (await second.request({ method: 'POST', url: '/api/auth/logout-all', headers: origin })).statusCode,
    ).toBeLessThan(300);
    expect((await second.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect(token.length).toBeGreaterThan(10);
  });

  test('a change of the user row is seen by the next request of the session', async () => {
    const person = await registerAndLogin(t.app);
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).json().fullName).not.toBe('Ada Lovelace');
    const edit = await person.request({
      method: 'PUT',
      url: `/api/users/${person.user._id}`,
      payload: { fullName: 'Ada Lovelace' },
      headers: origin,
    });
    expect(edit.statusCode).toBe(200);
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).json().fullName).toBe('Ada Lovelace');
  });

  test('a session deleted behind the API is still known until the next write (the cache answers)', async () => {
    const person = await registerAndLogin(t.app);
    await person.request({ method: 'GET', url: '/api/auth/me' });
    await t.database.db.delete(sessions).where(eq(sessions.userId, person.user._id));
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    await t.app.readCache.invalidate(SESSIONS_ONLY);
    expect((await person.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
