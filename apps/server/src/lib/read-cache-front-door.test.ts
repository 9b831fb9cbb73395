import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { postGig, sellerSession } from '../../test/fixtures/gigs.ts';
import { rawRequest, startListeningApp, type RawAnswer } from '../../test/fixtures/listening-app.ts';
import { registerAndLogin, type Session } from '../../test/test-app.ts';

/**
 * The read cache's front door (decision 027): a visitor's cached read is answered by the server's
 * listener before Fastify, with exactly what Fastify's own hit sends (status, headers, bytes, 304),
 * and a write is still seen by the next read.
 */

let app: FastifyInstance;
let url: string;
let close: () => Promise<void>;
/** The answers the front door wrote so far. */
const frontDoorAnswers = () => app.readCache.cache.frontDoorAnswers;
let seller: Session;
let gig: Gig;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-front-door-'));
  const webDir = path.join(dataDir, 'web');
  await fs.mkdir(webDir);
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><title>Inkwell</title></head><body><!-- ` +
      `${'padding '.repeat(300)} --><div id="root"></div></body></html>`,
  );
  // Production's default: no per-request log lines (with them, every request goes through Fastify to be logged).
  ({ app, url, close } = await startListeningApp(dataDir, { WEB_DIST_DIR: webDir, REGISTRATIONS_PER_HOUR: '100000' }));
  seller = await sellerSession(app);
  gig = await postGig(seller, { title: 'Front door essays on Middlemarch' });
});
afterAll(async () => close());

/** A GET over HTTP, its body as it came (still encoded). */
const raw = (pathAndQuery: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawAnswer> =>
  rawRequest(`${url}${pathAndQuery}`, headers, method);

/** Fastify's own answer to the same request (inject does not pass through the server's listener). */
async function throughFastify(pathAndQuery: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const response = await app.inject({ method: 'GET', url: pathAndQuery, headers });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

/** The headers both paths set themselves (Node adds Date and the keep-alive ones to a real connection). */
function own(headers: RawAnswer['headers']): RawAnswer['headers'] {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
}

/** Answered by the front door: Fastify did not see the request. */
async function atTheFrontDoor(pathAndQuery: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const before = frontDoorAnswers();
  const answer = await raw(pathAndQuery, headers);
  expect(frontDoorAnswers(), `${pathAndQuery} went to Fastify`).toBe(before + 1);
  return answer;
}

async function reachesFastify(
  pathAndQuery: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawAnswer> {
  const before = frontDoorAnswers();
  const answer = await raw(pathAndQuery, headers, method);
  expect(frontDoorAnswers(), `${pathAndQuery} was answered by the front door`).toBe(before);
  return answer;
}

const ENCODINGS: Record<string, string>[] = [
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'gzip' },
  {},
];

describe("a visitor's cached read", () => {
  test.each([
    ['browse', () => '/api/gigs?limit=24&sort=createdAt'],
    ['a gig', () => `/api/gigs/single/${gig._id}`],
    ['a profile', () => `/api/users/${seller.user._id}`],
    ['the HTML of /', () => '/'],
    ['the HTML of a gig', () => `/gig/${gig._id}`],
  ])(
    '%s: the first read goes to Fastify, the next are answered before it with what Fastify sends',
    async (_name, pathOf) => {
      const where = pathOf();
      const first = await reachesFastify(where, ENCODINGS[0]);
      expect(first.status).toBe(200);
      for (const headers of ENCODINGS) {
        const expected = await throughFastify(where, headers);
        const answer = await atTheFrontDoor(where, headers);
        expect(answer.status).toBe(expected.status);
        expect(own(answer.headers)).toEqual(own(expected.headers));
        expect(answer.body.equals(expected.body)).toBe(true);
      }
      const etag = String(first.headers.etag);
      const expected = await throughFastify(where, { 'if-none-match': etag });
      const notModified = await atTheFrontDoor(where, { 'if-none-match': etag });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);
      expect(own(notModified.headers)).toEqual(own(expected.headers));
    },
  );

  test('JSON answers carry the JSON set of security headers and the pages the whole document set', async () => {
    await raw('/api/gigs?limit=5');
    await raw('/');
    const json = await atTheFrontDoor('/api/gigs?limit=5');
    expect(json.headers['x-content-type-options']).toBe('nosniff');
    expect(json.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(json.headers['x-frame-options']).toBe('DENY');
    expect(json.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await atTheFrontDoor('/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  test('an answer read often goes out in better brotli, its length and the bytes Fastify sends agreeing', async () => {
    const where = `/gig/${gig._id}?from=often`;
    const br = { 'accept-encoding': 'br' };
    const quick = await reachesFastify(where, br);
    for (let answer = 2; answer <= 8; answer += 1)
      expect((await atTheFrontDoor(where, br)).body.equals(quick.body)).toBe(true);
    await app.readCache.cache.settled();
    const best = await atTheFrontDoor(where, br);
    expect(best.body.length).toBeLessThan(quick.body.length);
    expect(best.headers['content-length']).toBe(String(best.body.length));
    expect(zlib.brotliDecompressSync(best.body).equals(zlib.brotliDecompressSync(quick.body))).toBe(true);
    expect((await throughFastify(where, br)).body.equals(best.body)).toBe(true);
  });

  test('the same query in another order is the same entry', async () => {
    await raw('/api/gigs?limit=3&sort=createdAt');
    const answer = await atTheFrontDoor('/api/gigs?sort=createdAt&limit=3');
    expect(answer.status).toBe(200);
  });
});

describe('what goes through Fastify', () => {
  test('a session cookie, live or not: Fastify decides who it is', async () => {
    const where = `/api/gigs/single/${gig._id}`;
    await raw(where);
    await atTheFrontDoor(where);
    const buyer = await registerAndLogin(app);
    const signedIn = await reachesFastify(where, { cookie: buyer.cookie });
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    const stale = await reachesFastify(where, { cookie: 'theme=dark; inkwell_session=not-a-session' });
    expect(stale.headers['cache-control']).toBe('public, no-cache');
    // Another site's cookie is not a session.
    await atTheFrontDoor(where, { cookie: 'theme=dark' });
  });

  test('HEAD, and a URL no visitor has read yet', async () => {
    const where = `/api/gigs?limit=7`;
    await reachesFastify(where, {}, 'HEAD');
    await reachesFastify(where);
    await atTheFrontDoor(where);
  });

  test('a write is seen by the next read, which Fastify answers and the cache keeps again', async () => {
    const where = `/api/gigs/single/${gig._id}`;
    await raw(where);
    expect(JSON.parse((await atTheFrontDoor(where)).body.toString()).title).toBe(gig.title);
    const edit = await seller.request({
      method: 'PATCH',
      url: `/api/gigs/${gig._id}`,
      payload: { title: 'Front door essays on Daniel Deronda' },
    });
    expect(edit.statusCode).toBe(200);
    const after = await reachesFastify(where);
    expect(JSON.parse(after.body.toString()).title).toBe('Front door essays on Daniel Deronda');
    expect(JSON.parse((await atTheFrontDoor(where)).body.toString()).title).toBe('Front door essays on Daniel Deronda');
  });
});
