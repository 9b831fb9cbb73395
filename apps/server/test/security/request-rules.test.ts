import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { databaseSnapshot } from '../fixtures/db-snapshot.ts';
import { MINIMAL_PDF } from '../fixtures/files.ts';
import { buildGig, gigMultipart } from '../fixtures/gigs.ts';
import { openTestDatabase, registerAndLogin, type Session } from '../test-app.ts';

/**
 * Rules that hold for every route, checked over the routes Fastify registers (so a new route is
 * covered or named): personal answers are not stored by any cache, the origin check follows
 * PUBLIC_URL only, a NUL anywhere in a request is refused without a 500 or a write, and too many
 * multipart fields say so.
 */

const PUBLIC_URL = 'https://inkwell.example';
let app: FastifyInstance;
let database: DatabaseHandle;
let cleanup: () => Promise<void>;
let seller: Session;
/** `METHOD url` of every route. */
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-rules-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: path.join(dataDir, 'none'),
    PUBLIC_URL,
  });
  const opened = await openTestDatabase();
  database = opened.database;
  app = await buildApp({
    config,
    database,
    logger: false,
    // No mail sender, as in createTestApp: sending the registration's mail in the background (its
    // packages load with the first mail) would change the outbox between the test's two snapshots.
    mail: { pollMs: 0 },
    // Nor the originality checks, as in createTestApp: a delivery's check writes after its commit.
    originality: { sweepMs: 0 },
    payments: { sweepMs: 0, refundSweepMs: 0 },
    orders: { timerMs: 0 },
    settlements: { timerMs: 0 },
    onRoute: (route) => {
      for (const method of [route.method].flat())
        if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
    },
  });
  await app.ready();
  seller = await registerAndLogin(app, { isSeller: true });
  cleanup = async () => {
    await app.close();
    await database.close();
    await opened.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}, 60_000);

afterAll(async () => {
  await cleanup();
});

const UUID = '01900000-0000-7000-8000-00000000abcd';
const fill = (url: string, value: string) => url.replace(/:[A-Za-z]+/g, value);

/**
 * The reads anyone gets the same answer from (they keep their caching). Written here, apart from the plugin's own list.
 */
const PUBLIC = [
  '/api/health',
  '/api/ready',
  '/api/openapi.json',
  '/api/gigs',
  '/api/gigs/single/:id',
  '/api/gigs/:id/document',
  '/api/bids/gig/:gigId/count',
  '/api/gig-reviews/gig/:gigId',
  '/api/gig-reviews/seller/:userId',
  '/api/user-reviews/:userId',
  '/api/users/:id/seller-facts',
];
const isPublic = (url: string) => PUBLIC.includes(url) || url === '/api/docs' || url.startsWith('/api/docs/');
/**
 * Personal reads: the caller's own account, bids, orders, money, messages, files, devices, data and likes, and the
 * assignments (each reader sees their own offers).
 */
const PERSONAL = new RegExp(
  String.raw`^/api/(auth/(me|session|email/change)|bids/(me|my|owner)|assignments|conversations|messages|` +
    String.raw`notifications|events|orders|operator|payments|payouts|files|gigs/(stats|liked)|users/me/|mail/)`,
);

describe('Cache-Control: no-store on personal answers', () => {
  test('every read of the API is classed here as public or personal (a new route must be classed)', () => {
    const reads = routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url !== '/api/users/:id');
    const unclassed = reads.filter((r) => !isPublic(r.url) && !PERSONAL.test(r.url));
    expect(unclassed).toEqual([]);
    expect(reads.filter((r) => PERSONAL.test(r.url)).length).toBeGreaterThanOrEqual(15);
  });

  test('personal reads answer no-store, signed in or not (also their 401 and 404); public reads do not', async () => {
    // A wildcard (the docs' static files) is left out: filled with an id it is a not-found answer of no route.
    for (const route of routes.filter(
      (r) => r.method === 'GET' && r.url.startsWith('/api/') && r.url !== '/api/users/:id' && !r.url.includes('*'),
    )) {
      const url = fill(route.url, UUID);
      // The live stream stays open when signed in: its 401 is checked, and the stream sets its own no-cache.
      const answers = [
        await app.inject({ method: 'GET', url }),
        ...(route.url === '/api/events' ? [] : [await seller.request({ method: 'GET', url })]),
      ];
      for (const answer of answers) {
        const cache = String(answer.headers['cache-control'] ?? '');
        if (PERSONAL.test(route.url)) expect(cache, `${route.url} ${answer.statusCode}`).toContain('no-store');
        else expect(cache, `${route.url} ${answer.statusCode}`).not.toContain('no-store');
      }
    }
  });

  test('a profile is personal to a signed-in reader (email and phone may be in it), public to visitors', async () => {
    const url = `/api/users/${seller.user._id}`;
    expect((await seller.request({ method: 'GET', url })).headers['cache-control']).toContain('no-store');
    expect(String((await app.inject({ method: 'GET', url })).headers['cache-control'] ?? '')).not.toContain('no-store');
  });

  test('answers of state-changing requests are never stored', async () => {
    const response = await seller.request({
      method: 'PUT',
      url: `/api/users/${seller.user._id}`,
      payload: { bio: 'Editor' },
      headers: { origin: PUBLIC_URL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
  });
});

describe('the origin check follows PUBLIC_URL only', () => {
  const logout = (headers: Record<string, string>) =>
    seller.request({ method: 'POST', url: '/api/auth/logout', headers });

  test.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['a look-alike origin', { origin: 'https://inkwell.example.evil.com' }],
    ['the same host over http', { origin: 'http://inkwell.example' }],
    ['another port', { origin: 'https://inkwell.example:8443' }],
    ['a subdomain', { origin: 'https://www.inkwell.example' }],
    ['the Host header it claims', { origin: 'http://localhost', host: 'localhost' }],
    ['localhost', { origin: 'http://127.0.0.1:3000' }],
    ['an Origin of null', { origin: 'null' }],
    ['no Origin and a cross-site Referer', { referer: 'https://evil.example/page' }],
    ['no Origin and a look-alike Referer', { referer: 'https://inkwell.example.evil.com/' }],
    ['no Origin and a same-site fetch', { 'sec-fetch-site': 'same-site' }],
    ['the right Origin but a cross-site fetch', { origin: PUBLIC_URL, 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s', async (_name, headers) => {
    const response = await logout(headers);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  test.each([
    ['its Origin', { origin: PUBLIC_URL }],
    ['its Referer', { referer: `${PUBLIC_URL}/profile` }],
    ['a same-origin fetch', { origin: PUBLIC_URL, 'sec-fetch-site': 'same-origin' }],
  ])('accepts the site itself by %s', async (_name, headers) => {
    const session = await registerAndLogin(app);
    const response = await session.request({ method: 'POST', url: '/api/auth/logout', headers });
    expect(response.statusCode).toBe(204);
  });
});

/** Sign-in and registration limits count refused attempts too (rate_limits); sessions are touched by use. */
const SKIP = ['sessions', 'rate_limits'];

describe('a NUL anywhere in any request of any route', () => {
  test('is never a 500 and never a success, and changes nothing', async () => {
    const before = await databaseSnapshot(database.db, SKIP);
    const statuses: Record<string, string[]> = {};
    for (const route of routes) {
      for (const where of ['params', 'query', 'body'] as const) {
        if (where === 'params' && !route.url.includes(':')) continue;
        if (where === 'body' && route.method === 'GET') continue;
        const url =
          where === 'params'
            ? fill(route.url, 'x%00y')
            : `${fill(route.url, UUID)}${where === 'query' ? '?q=%00&cursor=%00&search=%00' : ''}`;
        const options: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url,
          headers: { origin: PUBLIC_URL },
        };
        if (where === 'body')
          options.payload = { text: '\u0000', desc: 'a\u0000', title: '\uD800', message: 'm\u0000', id: UUID };
        if (route.url === '/api/events' && where !== 'params') continue;
        const response = await seller.request(options);
        (statuses[response.statusCode] ??= []).push(`${route.method} ${url} (${where})`);
      }
    }
    expect(Object.keys(statuses).filter((status) => Number(status) >= 500 || Number(status) < 300)).toEqual([]);
    expect(statuses[400]!.length).toBeGreaterThan(100);
    expect(await databaseSnapshot(database.db, SKIP)).toEqual(before);
  });
});

describe('multipart limits say what is wrong', () => {
  test('too many form fields is 413 TOO_MANY_FIELDS with its sentence, not "file too large"', async () => {
    const fields = Object.fromEntries(Array.from({ length: 45 }, (_, i) => [`extra${i}`, 'x']));
    const response = await seller.request({
      method: 'POST',
      url: '/api/gigs',
      ...withOrigin(gigMultipart({ ...buildGig(), ...fields })),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_FIELDS',
      detail: expect.stringMatching(/^Too many form fields/),
    });
  });

  test('two documents in one gig form is 413 TOO_MANY_FILES', async () => {
    const doc = { field: 'document', filename: 'a.pdf', type: 'application/pdf', data: MINIMAL_PDF };
    const response = await seller.request({
      method: 'POST',
      url: '/api/gigs',
      ...withOrigin(gigMultipart(buildGig(), [doc, { ...doc, filename: 'b.pdf' }])),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_FILES', detail: expect.stringMatching(/^Too many files/) });
  });
});

function withOrigin(request: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: request.payload, headers: { ...request.headers, origin: PUBLIC_URL } };
}
