import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sessions } from '../../db/schema/auth.ts';
import { hashSessionToken } from '../../lib/auth/session-token.ts';
import {
  buildRegistration,
  createTestApp,
  registerAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const FIREFOX = 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 ' +
  '(KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/** Signs in with this browser's User-Agent. */
async function loginWith(username: string, password: string, userAgent: string): Promise<Session & { token: string }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.statusCode).toBe(200);
  const token = response.cookies.find((c) => c.name === 'inkwell_session')!.value;
  const cookie = `inkwell_session=${token}`;
  return {
    user: response.json(),
    cookie,
    token,
    request: (options) => t.app.inject({ ...options, headers: { ...options.headers, cookie } }),
  };
}

async function personWithTwoDevices() {
  const registration = buildRegistration();
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration })).statusCode).toBe(
    201,
  );
  const laptop = await loginWith(registration.username, registration.password, FIREFOX);
  const phone = await loginWith(registration.username, registration.password, IPHONE);
  return { laptop, phone };
}

describe('GET /api/auth/sessions', () => {
  test('is 401 for a visitor', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('NOT_SIGNED_IN');
  });

  test("lists one's own sessions with their device, the current one marked, and never a token", async () => {
    const { laptop, phone } = await personWithTwoDevices();
    await registerAndLogin(t.app);
    const response = await laptop.request({ method: 'GET', url: '/api/auth/sessions' });
    expect(response.statusCode).toBe(200);
    const list = response.json() as {
      _id: string;
      device: unknown;
      current: boolean;
      lastSeenAt: string;
      createdAt: string;
    }[];
    expect(list).toHaveLength(2);
    expect(list.find((s) => s.current)?.device).toEqual({ browser: 'Firefox', os: 'Linux', mobile: false });
    expect(list.find((s) => !s.current)?.device).toEqual({ browser: 'Safari', os: 'iOS', mobile: true });
    for (const session of list) expect(Date.parse(session.lastSeenAt)).not.toBeNaN();
    expect(response.body).not.toContain(laptop.token);
    expect(response.body).not.toContain(hashSessionToken(phone.token));
    expect(response.body).not.toMatch(/tokenHash|token_hash/);
  });
});

describe('DELETE /api/auth/sessions/:id', () => {
  test('is 401 for a visitor', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/0193f1d2-0000-7000-8000-000000000000',
    });
    expect(response.statusCode).toBe(401);
  });

  test('signs another device out at once, and only that one', async () => {
    const { laptop, phone } = await personWithTwoDevices();
    // The phone's session is in the session cache before it is ended.
    expect((await phone.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const list = (await laptop.request({ method: 'GET', url: '/api/auth/sessions' })).json() as {
      _id: string;
      current: boolean;
    }[];
    const other = list.find((s) => !s.current)!;
    const response = await laptop.request({ method: 'DELETE', url: `/api/auth/sessions/${other._id}` });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'inkwell_session')).toBeUndefined();
    expect((await phone.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await laptop.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  test('ending the current session signs the caller out and clears the cookie', async () => {
    const { laptop } = await personWithTwoDevices();
    const list = (await laptop.request({ method: 'GET', url: '/api/auth/sessions' })).json() as {
      _id: string;
      current: boolean;
    }[];
    const response = await laptop.request({
      method: 'DELETE',
      url: `/api/auth/sessions/${list.find((s) => s.current)!._id}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.cookies.find((c) => c.name === 'inkwell_session')?.value).toBe('');
    expect((await laptop.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  test("another person's session is 404 and stays signed in; an unknown or malformed id is 404", async () => {
    const { phone } = await personWithTwoDevices();
    const stranger = await registerAndLogin(t.app);
    const theirs = (await phone.request({ method: 'GET', url: '/api/auth/sessions' })).json() as { _id: string }[];
    for (const id of [theirs[0]!._id, '0193f1d2-0000-7000-8000-000000000000', 'not-an-id']) {
      const response = await stranger.request({ method: 'DELETE', url: `/api/auth/sessions/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SESSION_NOT_FOUND');
    }
    expect((await phone.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

describe('last seen', () => {
  test('a request refreshes last_seen_at when it is more than a minute old, not on every request', async () => {
    const { laptop } = await personWithTwoDevices();
    const tokenHash = hashSessionToken(laptop.token);
    const old = new Date(Date.now() - 10 * 60_000);
    await t.database.db.update(sessions).set({ lastSeenAt: old }).where(eq(sessions.tokenHash, tokenHash));
    t.app.sessionCache.clear();
    expect((await laptop.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const readSeen = async () =>
      (
        await t.database.db.select({ at: sessions.lastSeenAt }).from(sessions).where(eq(sessions.tokenHash, tokenHash))
      )[0]!.at;
    await expect
      .poll(async () => (await readSeen()).getTime(), { timeout: 2000 })
      .toBeGreaterThan(old.getTime() + 60_000);
    // Within the minute, further requests write nothing.
    const marker = new Date(Date.now() - 30_000);
    await t.database.db.update(sessions).set({ lastSeenAt: marker }).where(eq(sessions.tokenHash, tokenHash));
    for (let i = 0; i < 3; i += 1) await laptop.request({ method: 'GET', url: '/api/auth/me' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await readSeen()).getTime()).toBe(marker.getTime());
  });
});
