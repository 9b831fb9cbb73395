import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildRegistration, createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>Inkwell</title></head><body><div ' +
      'id="root"></div><script type="module" src="/assets/app-1a2b.js"></script></body></html>',
  );
  await fs.writeFile(path.join(webDir, 'assets', 'app-1a2b.js'), 'console.log("app")');
  await fs.writeFile(path.join(webDir, 'assets', 'app-1a2b.css'), 'body{margin:0}');
  await fs.writeFile(path.join(webDir, 'assets', 'logo-1a2b.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(webDir, 'robots.txt'), 'User-agent: *\n');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe('health and API documents', () => {
  test('/api/health checks the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.database.kind });
  });

  test('/api/openapi.json is generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login', '/api/auth/me', '/api/health']),
    );
    const register = document.paths['/api/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
  });

  test('/api/docs serves the browsable reference', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('swagger');
  });

  test('an unknown API path is a 404 problem, not the web page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });
});

describe('security headers and origin check', () => {
  /** The hardening headers a document (a page, a text file, an SVG) carries: helmet's whole set. */
  const DOCUMENT_ONLY = [
    'cross-origin-opener-policy',
    'origin-agent-cluster',
    'x-dns-prefetch-control',
    'x-download-options',
    'x-permitted-cross-domain-policies',
    'x-xss-protection',
  ];

  test.each([
    ['a page', '/'],
    ['a text file', '/robots.txt'],
    ['an SVG image under /assets/ (it can be opened as a document)', '/assets/logo-1a2b.svg'],
  ])('%s carries the Content Security Policy and every hardening header', async (_name, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeDefined();
  });

  // The OWASP REST Security Cheat Sheet's set: a JSON answer
  // opened as a page loads nothing, is never framed nor sniffed.
  test.each([
    ['a read', '/api/health', 200],
    ['a cached read, answered twice', '/api/gigs?limit=2', 200],
    ['a problem', '/api/nothing-here', 404],
  ])('a JSON answer (%s) carries the JSON set: nothing a document alone needs', async (_name, url, status) => {
    for (const attempt of [1, 2]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, `attempt ${attempt}`).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/(problem\+)?json/);
      expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeUndefined();
    }
  });

  // A subresource's set: never sniffed as another type, never loaded by another site; the page's policy governs it.
  test.each([
    ['a script', '/assets/app-1a2b.js'],
    ['a style sheet', '/assets/app-1a2b.css'],
  ])(
    '%s under /assets/ carries the asset set: no document headers, no Last-Modified nor Accept-Ranges',
    async (_name, url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', ...DOCUMENT_ONLY])
        expect(response.headers[name], name).toBeUndefined();
      expect(response.headers['last-modified']).toBeUndefined();
      expect(response.headers['accept-ranges']).toBeUndefined();
      expect(response.headers.etag).toBeDefined();
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(response.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of ['content-security-policy', 'x-frame-options', ...DOCUMENT_ONLY])
        expect(again.headers[name], name).toBeUndefined();
    },
  );

  test("a script fetched as a worker's keeps the document set (a worker's script answer sets its policy)", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b.js',
      headers: { 'sec-fetch-dest': 'worker' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    for (const name of DOCUMENT_ONLY) expect(response.headers[name], name).toBeDefined();
  });

  test('a 304 carries the set of the answer it stands for', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/gigs?limit=3' });
    const jsonAgain = await t.app.inject({
      method: 'GET',
      url: '/api/gigs?limit=3',
      headers: { 'if-none-match': String(json.headers.etag) },
    });
    expect(jsonAgain.statusCode).toBe(304);
    expect(jsonAgain.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const pageAgain = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect(pageAgain.statusCode).toBe(304);
    expect(pageAgain.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    expect(pageAgain.headers['x-xss-protection']).toBe('0');
  });

  test.each([
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a Referer of another site', { referer: 'https://evil.example/page' }],
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses a state-changing request with %s', async (_name, headers) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });

  test('accepts a request from the site itself, by its public URL only (not the Host header it claims)', async () => {
    const byPublicUrl = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: t.config.publicUrl },
    });
    expect(byPublicUrl.statusCode).toBe(204);
    const byHost = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'http://shop.example:8080', host: 'shop.example:8080' },
      payload: buildRegistration(),
    });
    expect(byHost.statusCode).toBe(403);
  });

  test('reads from other sites are allowed (GET changes nothing)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the web app', () => {
  test('pages get index.html with the SEO head filled in and no caching', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/how-it-works' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>How it works | Inkwell</title>');
    expect(response.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/how-it-works">`);
    expect(response.body).toContain('<meta property="og:title"');
    expect(response.body.match(/<title>/g)).toHaveLength(1);
  });

  test('the home page is the app, not a refused directory', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain(`<link rel="canonical" href="${t.config.publicUrl}/">`);
  });

  test('sign-in and personal pages are not indexed', async () => {
    for (const url of ['/login', '/orders', '/seller/dashboard', '/operator/disputes']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  test('an unknown page still loads the app (which shows its 404) with status 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root"></div>');
  });

  test('hashed assets are cached for a year; a missing asset is a plain 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-0000.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });
});
