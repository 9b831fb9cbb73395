import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { operatorPost, SUSPENSION_MESSAGE } from '../../test/fixtures/reports.ts';
import { expectStatus, operatorSession } from '../../test/fixtures/settlements.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../test/test-app.ts';

/**
 * A path too long to name anything is 404, as any other unknown path, for anyone: the page's 404 or
 * NOT_FOUND under /api. It was 403 FORBIDDEN where @fastify/static's spelling check met the file
 * system's ENAMETOOLONG (a name over 255 bytes), and Fastify's own 414 JSON where a path parameter
 * was longer than any id.
 */
let t: TestApp;
let webDir: string;
let buyer: Session;
let other: Session;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-long-paths-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html><html><head><title>Inkwell</title></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1);\n');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
  buyer = await registerAndLogin(t.app);
  other = await registerAndLogin(t.app);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const long = (length: number) => 'a'.repeat(length);
const ask = (session: Session | null, url: string, method: 'GET' | 'HEAD' | 'DELETE' = 'GET') =>
  session ? session.request({ method, url }) : t.app.inject({ method, url });

function expectNotFoundProblem(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(404);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
}

describe('pages', () => {
  test('a page path over 255 characters is the not-found page, 404, for visitors and signed-in people', async () => {
    for (const session of [null, buyer]) {
      const urls = [
        `/${long(256)}`,
        `/${long(300)}`,
        `/assets/${long(300)}`,
        `/gigs/${long(300)}/x`,
        `/gig/${long(150)}`,
      ];
      for (const url of urls) {
        for (const method of ['GET', 'HEAD'] as const) {
          const response = await ask(session, url, method);
          expect(response.statusCode, `${method} ${url.length}`).toBe(404);
          expect(response.body).not.toContain('FORBIDDEN');
        }
      }
      const page = await ask(session, `/${long(300)}`);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('Page not found');
      const compressed = await t.app.inject({ url: `/${long(300)}`, headers: { 'accept-encoding': 'br, gzip' } });
      expect(compressed.statusCode).toBe(404);
      expect((await ask(session, `/${long(300)}.js`)).statusCode).toBe(404);
    }
  });

  test('the built files and the shorter unknown paths answer as before', async () => {
    const asset = await t.app.inject({ url: '/assets/app-1234.js' });
    expect([asset.statusCode, asset.body]).toEqual([200, 'console.log(1);\n']);
    const within = await t.app.inject({ url: `/${long(255)}` });
    expect(within.statusCode).toBe(404);
    expect(within.body).toContain('Page not found');
    expect((await t.app.inject({ url: `/assets/${long(200)}.js` })).statusCode).toBe(404);
  });
});

describe('/api', () => {
  test('an /api path over 255 characters, or a parameter over 100, is 404 NOT_FOUND for anyone', async () => {
    for (const session of [null, buyer, other]) {
      expectNotFoundProblem(await ask(session, `/api/${long(300)}`));
      expectNotFoundProblem(await ask(session, `/api/gigs/single/${long(150)}`));
      expectNotFoundProblem(await ask(session, `/api/gigs/single/${long(300)}`));
      expectNotFoundProblem(await ask(session, `/api/users/${buyer.user._id}${long(260)}`));
      expect((await ask(session, `/uploads/${long(300)}`)).statusCode).toBe(404);
    }
  });

  test('a long path changes nothing: the account it ends with is still there', async () => {
    const response = await buyer.request({ method: 'DELETE', url: `/api/users/${buyer.user._id}${long(260)}` });
    expectNotFoundProblem(response);
    expect((await buyer.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  test('a path that is not a valid address is 400 BAD_REQUEST, as problem details', async () => {
    const response = await t.app.inject({ url: '/api/gigs/single/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
  });
});

describe('sign-in of a suspended account', () => {
  test('a wrong password is a plain 401 that says nothing of the suspension; the right one is told', async () => {
    const operator = await operatorSession(t.app, t.database.db);
    const person = await registerAndLogin(t.app);
    expectStatus(
      await operatorPost(operator, t.app, `/users/${person.user._id}/suspend`, { message: SUSPENSION_MESSAGE }),
      200,
    );
    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: person.user.username, password } });
    const wrong = await login('wrong wrong wrong');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ status: 401, code: 'WRONG_CREDENTIALS' });
    expect(wrong.body).not.toContain(SUSPENSION_MESSAGE);
    expect(wrong.body.toLowerCase()).not.toContain('suspend');
    const right = await login('correct horse battery');
    expect(right.statusCode).toBe(403);
    expect(right.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED' });
  });
});
