import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { precompress } from '../../../../tools/precompress.ts';
import { createLiveApp } from '../../test/fixtures/live.ts';
import { openSse } from '../../test/fixtures/sse.ts';
import { createTestApp, registerAndLogin, type TestApp } from '../../test/test-app.ts';

/** Decision 030: brotli and gzip for every text answer; the web app's files precompressed at build time. */

let t: TestApp;
let webDir: string;
// Big enough to be worth compressing, and compressible like real code.
const appJs = Array.from({ length: 400 }, (_, i) => `export const line${i} = "inkwell ${i % 7}";`).join('\n');
const pagePadding = `<!-- ${'a page of the app '.repeat(100)} -->`;
const pngBytes = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4096, 7)]);

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-web-compress-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    `<!doctype html><html><head><meta charset="utf-8"><title>Inkwell</title></head><body>${pagePadding}<div ` +
      `id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>`,
  );
  await fs.writeFile(path.join(webDir, 'assets', 'app-1a2b.js'), appJs);
  await fs.writeFile(path.join(webDir, 'assets', 'cover-9f8e.png'), pngBytes);
  await precompress(webDir);
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

function decoded(response: LightMyRequestResponse): Buffer {
  const body = response.rawPayload;
  switch (response.headers['content-encoding']) {
    case 'br':
      return zlib.brotliDecompressSync(body);
    case 'gzip':
      return zlib.gunzipSync(body);
    case undefined:
      return body;
    default:
      throw new Error(`unexpected content-encoding ${String(response.headers['content-encoding'])}`);
  }
}

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

/** The same address asked for with brotli, gzip and no encoding: the right encodings, the same bytes. */
async function expectEncodings(url: string) {
  const plain = await get(url);
  const br = await get(url, 'gzip, deflate, br');
  const gzip = await get(url, 'gzip');
  const identity = await get(url, 'identity');
  for (const response of [plain, br, gzip, identity]) expect(response.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  for (const response of [br, gzip, identity]) {
    expect(decoded(response).equals(plain.rawPayload)).toBe(true);
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
  }
  return { plain, br, gzip };
}

describe('dynamic answers', () => {
  test('JSON is sent in brotli or gzip as the client accepts, and decodes to the same bytes', async () => {
    const { plain } = await expectEncodings('/api/openapi.json');
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
  });

  test('HTML pages are compressed too', async () => {
    const { plain } = await expectEncodings('/gigs');
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.body).toContain('<div id="root"></div>');
  });

  test('brotli is preferred when the client takes both; an encoding it does not take is never sent', async () => {
    expect((await get('/api/openapi.json', 'br;q=1, gzip;q=0.5')).headers['content-encoding']).toBe('br');
    expect((await get('/api/openapi.json', 'gzip;q=1, br;q=0')).headers['content-encoding']).toBe('gzip');
    expect((await get('/api/openapi.json', 'deflate')).headers['content-encoding']).toBeUndefined();
  });

  test('answers under 1 KB are left as they are', async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  test('a compressed request body is not inflated (the body limits count what arrives)', async () => {
    const body = zlib.gzipSync(JSON.stringify({ username: 'someone', password: 'something long enough' }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('the web app files', () => {
  test('a script goes out as its precompressed .br or .gz, byte for byte, still cached for a year', async () => {
    const { plain, br, gzip } = await expectEncodings('/assets/app-1a2b.js');
    expect(plain.body).toBe(appJs);
    expect(br.rawPayload.equals(await fs.readFile(path.join(webDir, 'assets', 'app-1a2b.js.br')))).toBe(true);
    expect(gzip.rawPayload.equals(await fs.readFile(path.join(webDir, 'assets', 'app-1a2b.js.gz')))).toBe(true);
    for (const response of [plain, br, gzip])
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
  });

  test('the build wrote .br and .gz beside every text file and none beside images', async () => {
    const names = (await fs.readdir(webDir, { recursive: true })).map(String).sort();
    expect(names).toEqual(
      [
        'assets',
        'assets/app-1a2b.js',
        'assets/app-1a2b.js.br',
        'assets/app-1a2b.js.gz',
        'assets/cover-9f8e.png',
        'index.html',
        'index.html.br',
        'index.html.gz',
      ].map((name) => name.split('/').join(path.sep)),
    );
    const original = await fs.readFile(path.join(webDir, 'index.html'));
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(webDir, 'index.html.br'))).equals(original)).toBe(
      true,
    );
    expect(zlib.gunzipSync(await fs.readFile(path.join(webDir, 'index.html.gz'))).equals(original)).toBe(true);
  });

  test('images are sent as they are', async () => {
    const image = await get('/assets/cover-9f8e.png', 'br, gzip');
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.equals(pngBytes)).toBe(true);
  });

  test('the precompressed files are not served under their own names as pages', async () => {
    const index = await get('/index.html', 'br');
    expect(index.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(index.rawPayload).toString()).toContain('<div id="root"></div>');
  });
});

describe('the live events stream', () => {
  let live: TestApp & { url: string };
  beforeAll(async () => {
    live = await createLiveApp({ heartbeatMs: 200 });
  });
  afterAll(async () => {
    await live?.close();
  });

  test('is never compressed: each event reaches a client that accepts brotli as it is sent', async () => {
    const session = await registerAndLogin(live.app);
    const stream = await openSse(`${live.url}/api/events`, { cookie: session.cookie });
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-encoding')).toBeNull();
      await stream.next('ready');
      // fetch asked for gzip; heartbeats keep arriving one by one: nothing holds them back to compress a block.
      const before = stream.comments.length;
      await expect.poll(() => stream.comments.length, { timeout: 5_000 }).toBeGreaterThan(before + 1);
    } finally {
      stream.close();
    }
  });
});
