import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { buildApp } from '../app.ts';
import { placeBid } from '../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../test/fixtures/gigs.ts';
import { rawRequest, startListeningApp, type RawAnswer } from '../../test/fixtures/listening-app.ts';
import { operatorSession } from '../../test/fixtures/settlements.ts';
import { buildRegistration, login, type Session } from '../../test/test-app.ts';
import { SessionCache } from './auth/session-cache.ts';
import { hashSessionToken } from './auth/session-token.ts';
import { sessionTokenOf } from './read-cache-signed-in.ts';

/**
 * A signed-in reader's cached read at the front door (decision 029): answered before Fastify only
 * with that reader's own entry, exactly as Fastify's hit sends it, and never once the session has
 * ended (sign-out here or on another process, password change, deletion, suspension, expiry) or
 * a write has changed what the reader sees; last-seen is still written by Fastify.
 */

let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;
let seller: Session;
let gig: Gig;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-signed-in-door-'));
  ({ app, url, close } = await startListeningApp(dataDir, { REGISTRATIONS_PER_HOUR: '100000' }));
  seller = await sellerSession(app);
  gig = await postGig(seller, { title: 'Signed-in essays on Middlemarch' });
});
afterAll(async () => close());

const raw = (pathAndQuery: string, headers: Record<string, string> = {}): Promise<RawAnswer> =>
  rawRequest(`${url}${pathAndQuery}`, headers);

const answers = () => app.readCache.cache.frontDoorAnswers;

/** Answered by the front door (Fastify did not see it), or by Fastify. */
async function read(
  where: string,
  cookie: string | null,
  by: 'front door' | 'Fastify',
  headers: Record<string, string> = {},
): Promise<RawAnswer> {
  const before = answers();
  const answer = await raw(where, cookie === null ? headers : { ...headers, cookie });
  expect(answers(), `${where} was answered by ${by === 'Fastify' ? 'the front door' : 'Fastify'}`).toBe(
    by === 'Fastify' ? before : before + 1,
  );
  return answer;
}

const ENCODINGS: Record<string, string>[] = [
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'gzip' },
  {},
];
const json = <T>(answer: RawAnswer): T => JSON.parse(answer.body.toString()) as T;
const gigPath = () => `/api/gigs/single/${gig._id}`;

/** A reader's own entry: the first read goes to Fastify, the next to the front door. */
async function cached(where: string, cookie: string): Promise<RawAnswer> {
  await read(where, cookie, 'Fastify');
  return read(where, cookie, 'front door');
}

/** The headers both paths set themselves (Node adds Date and the keep-alive ones to a real connection). */
function own(headers: RawAnswer['headers']): RawAnswer['headers'] {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

/** The session ended: the cookie reaches Fastify, which answers as to a visitor. */
async function ended(cookie: string): Promise<void> {
  const answer = await read(gigPath(), cookie, 'Fastify');
  expect(answer.headers['cache-control']).toBe('public, no-cache');
}

describe("a signed-in reader's cached read", () => {
  test.each([
    ['browse', () => '/api/gigs?limit=24&sort=createdAt'],
    ['a gig', gigPath],
    ['a bid count', () => `/api/bids/gig/${gig._id}/count`],
  ])('%s: answered before Fastify with what Fastify sends that reader', async (_name, pathOf) => {
    const buyer = await buyerSession(app);
    const where = pathOf();
    const first = await read(where, buyer.cookie, 'Fastify', { 'accept-encoding': 'gzip, br' });
    for (const headers of ENCODINGS) {
      const expected = await app.inject({ method: 'GET', url: where, headers: { ...headers, cookie: buyer.cookie } });
      const answer = await read(where, buyer.cookie, 'front door', headers);
      expect(answer.status).toBe(200);
      expect(own(answer.headers)).toEqual(own(expected.headers));
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.body.equals(expected.rawPayload)).toBe(true);
    }
    const etag = String(first.headers.etag);
    const expected = await app.inject({
      method: 'GET',
      url: where,
      headers: { 'if-none-match': etag, cookie: buyer.cookie },
    });
    const notModified = await read(where, buyer.cookie, 'front door', { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(own(notModified.headers)).toEqual(own(expected.headers));
  });

  test("one person's answer never reaches another person or a visitor, nor a visitor's a signed-in one", async () => {
    const [liker, other] = [await buyerSession(app), await buyerSession(app)];
    expect((await liker.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` })).json()).toMatchObject({
      liked: true,
    });
    await read(gigPath(), null, 'Fastify');
    expect(json<Gig>(await read(gigPath(), null, 'front door')).liked).toBe(false);
    // The visitor's entry is there: a signed-in reader's first read still goes to Fastify.
    expect(json<Gig>(await read(gigPath(), liker.cookie, 'Fastify')).liked).toBe(true);
    expect(json<Gig>(await read(gigPath(), liker.cookie, 'front door')).liked).toBe(true);
    // The liker's entry is there: another person's first read still goes to Fastify.
    expect(json<Gig>(await read(gigPath(), other.cookie, 'Fastify')).liked).toBe(false);
    expect(json<Gig>(await read(gigPath(), other.cookie, 'front door')).liked).toBe(false);
    expect(json<Gig>(await read(gigPath(), null, 'front door')).liked).toBe(false);
    // A cookie that is not a live session is left to Fastify, which answers as to a visitor.
    await ended('inkwell_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await ended(`${liker.cookie}x`);
    // Two session cookies, or one written as the cookie parser would decode: Fastify decides.
    await read(gigPath(), `${other.cookie}; ${liker.cookie}`, 'Fastify');
    await read(gigPath(), liker.cookie.replace('=', '="') + '"', 'Fastify');
  });

  test('a like, an unlike, a bid and a gig write: the next read is fresh', async () => {
    const buyer = await buyerSession(app);
    expect(json<Gig>(await cached(gigPath(), buyer.cookie)).liked).toBe(false);
    await buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });
    expect(json<Gig>(await read(gigPath(), buyer.cookie, 'Fastify')).liked).toBe(true);
    expect(json<Gig>(await read(gigPath(), buyer.cookie, 'front door')).liked).toBe(true);
    await buyer.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });
    expect(json<Gig>(await read(gigPath(), buyer.cookie, 'Fastify')).liked).toBe(false);

    const count = `/api/bids/gig/${gig._id}/count`;
    const before = json<{ count: number }>(await cached(count, buyer.cookie)).count;
    await placeBid(buyer, gig);
    expect(json<{ count: number }>(await read(count, buyer.cookie, 'Fastify')).count).toBe(before + 1);
    // A bid changes the count only: the reader's own gig answer stays at the front door.
    await read(gigPath(), buyer.cookie, 'front door');
    const edit = await seller.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { title: 'Signed-in essays on Daniel Deronda' },
    });
    expect(edit.statusCode).toBe(200);
    expect(json<Gig>(await read(gigPath(), buyer.cookie, 'Fastify')).title).toBe('Signed-in essays on Daniel Deronda');
  });
});

describe('when a session ends, the front door stops answering for its cookie at once', () => {
  /** A person signed in twice (two devices), both sessions' reads kept at the front door. */
  async function twoDevices(): Promise<{ one: Session; two: Session; password: string }> {
    const registration = buildRegistration();
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(registered.statusCode).toBe(201);
    const one = await login(app, registration.username, registration.password);
    const two = await login(app, registration.username, registration.password);
    await cached(gigPath(), one.cookie);
    await cached(gigPath(), two.cookie);
    return { one, two, password: registration.password };
  }

  test('sign-out, on this process and on another', async () => {
    const { one, two } = await twoDevices();
    expect((await one.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    await ended(one.cookie);
    await read(gigPath(), two.cookie, 'Fastify');
    await read(gigPath(), two.cookie, 'front door');
    // Another app on the same database: its sign-out reaches this process through the bus.
    const elsewhere = await buildApp({ config: app.config, database: app.database, logger: false });
    try {
      const logout = await elsewhere.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { cookie: two.cookie },
      });
      expect(logout.statusCode).toBeLessThan(300);
      await ended(two.cookie);
    } finally {
      await elsewhere.close();
    }
  });

  test('a password change ends the other session', async () => {
    const { one, two, password } = await twoDevices();
    const change = await one.request({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: { currentPassword: password, newPassword: 'another long passphrase 42' },
    });
    expect(change.statusCode).toBe(204);
    await ended(two.cookie);
    await read(gigPath(), one.cookie, 'Fastify');
  });

  test('account deletion', async () => {
    const { one, two, password } = await twoDevices();
    const deletion = await one.request({ method: 'DELETE', url: '/api/users/me', payload: { password } });
    expect(deletion.statusCode).toBe(204);
    await ended(one.cookie);
    await ended(two.cookie);
  });

  test('suspension by an operator', async () => {
    const { one, two } = await twoDevices();
    const operator = await operatorSession(app, app.db);
    const suspension = await operator.request({
      method: 'POST',
      url: `/api/operator/users/${one.user._id}/suspend`,
      payload: { message: 'Selling essays against the honor code.' },
    });
    expect(suspension.statusCode).toBeLessThan(300);
    await ended(one.cookie);
    await ended(two.cookie);
  });

  test('expiry', async () => {
    const { one } = await twoDevices();
    const tokenHash = hashSessionToken(sessionTokenOf(one.cookie)!);
    // Three seconds: a busy machine still reads it cached before it ends.
    await app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 3_000) })
      .where(eq(sessions.tokenHash, tokenHash));
    // The session cache learns the new expiry from its next lookup.
    app.sessionCache.clear();
    await cached(gigPath(), one.cookie);
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    await ended(one.cookie);
  });
});

test(
  'last-seen: once a write is due, the next read goes through ' +
    'Fastify, which writes it once; the front door never writes it',
  async () => {
    const buyer = await buyerSession(app);
    const tokenHash = hashSessionToken(sessionTokenOf(buyer.cookie)!);
    const lastSeen = async () =>
      (
        await app.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash))
      )[0]!.at.getTime();
    // Seen 57 s ago: not due yet when the session cache learns it (with three seconds to spare on a
    // busy machine), due once those seconds have passed.
    const seen = new Date(Date.now() - 57_000);
    await app.db.update(sessions).set({ lastSeenAt: seen }).where(eq(sessions.tokenHash, tokenHash));
    app.sessionCache.clear();
    await cached(gigPath(), buyer.cookie);
    expect(await lastSeen()).toBe(seen.getTime());
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const due = Date.now();
    await read(gigPath(), buyer.cookie, 'Fastify');
    await expect.poll(lastSeen).toBeGreaterThanOrEqual(due - 1_000);
    const written = await lastSeen();
    await read(gigPath(), buyer.cookie, 'front door');
    await read(gigPath(), buyer.cookie, 'front door');
    expect(await lastSeen()).toBe(written);
  },
);

test('the session cache gives the front door a user only when nothing is due for the session', async () => {
  const [user] = await app.db.select().from(users).limit(1);
  const cache = new SessionCache(10, 60_000);
  const now = 1_000_000;
  cache.set('fresh', cache.generation, user!, new Date(now + 3_600_000), now, now - 10_000);
  cache.set('due', cache.generation, user!, new Date(now + 3_600_000), now, now - 60_000);
  cache.set('ending', cache.generation, user!, new Date(now + 5), now, now);
  expect(cache.current('fresh', now, 60_000)).toBe(user);
  expect(cache.current('due', now, 60_000)).toBeUndefined();
  // Not claimed by asking: Fastify's hook still finds the write due and makes it.
  expect(cache.claimTouch('due', now, 60_000)).toBe(true);
  expect(cache.current('due', now, 60_000)).toBe(user);
  expect(cache.current('ending', now + 5, 60_000)).toBeUndefined();
  expect(cache.current('fresh', now + 60_000, 120_000)).toBeUndefined();
  expect(cache.current('unknown', now, 60_000)).toBeUndefined();
});

test('with request logging on, every signed-in read goes through Fastify (its log lines)', async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-signed-in-logged-'));
  const logged = await startListeningApp(dataDir, { LOG_REQUESTS: 'true' });
  try {
    const buyer = await buyerSession(logged.app);
    for (let i = 0; i < 3; i += 1) {
      const response = await fetch(`${logged.url}/api/gigs?limit=5`, { headers: { cookie: buyer.cookie } });
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
    expect(logged.app.readCache.cache.frontDoorAnswers).toBe(0);
  } finally {
    await logged.close();
  }
});
