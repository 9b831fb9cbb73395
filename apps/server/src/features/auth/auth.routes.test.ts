import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { users } from '../../db/schema/users.ts';
import { buildRegistration, createTestApp, login, registerAndLogin, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '3', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });

describe('POST /api/auth/register', () => {
  test('creates a buyer and answers the user without any secret', async () => {
    const registration = buildRegistration({ desc: 'ignored for buyers', phone: '+44 20 7946 0000' });
    const response = await post('/api/auth/register', registration);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      username: registration.username,
      email: registration.email,
      isSeller: false,
      country: 'GB',
    });
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body).not.toMatch(/password|hash|argon/i);
    expect(response.cookies).toHaveLength(0);
  });

  test('stores the hash as argon2id, never the password', async () => {
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    const [row] = await t.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, registration.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(registration.password);
  });

  test('keeps phone and description for sellers only', async () => {
    const seller = buildRegistration({ isSeller: true, desc: 'I write theses in economics.', phone: '+1 555 0100' });
    const response = await post('/api/auth/register', seller);
    expect(response.statusCode).toBe(201);
    expect(response.json().isSeller).toBe(true);
  });

  test.each([
    ['username too short', { username: 'ab' }, 'username'],
    ['username with spaces', { username: 'John Smith' }, 'username'],
    ['username too long', { username: 'a'.repeat(31) }, 'username'],
    ['email not an email', { email: 'not-an-email' }, 'email'],
    ['password too short', { password: 'short' }, 'password'],
    ['password too long', { password: 'p'.repeat(129) }, 'password'],
    ['country missing', { country: '' }, 'country'],
    ['country unknown', { country: 'XX' }, 'country'],
    ['image from another host', { img: 'https://evil.example/a.png' }, 'img'],
  ])('refuses %s with 400 and the field named', async (_name, overrides, field) => {
    const response = await post('/api/auth/register', buildRegistration(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    const body = response.json();
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(body.errors[field]?.length).toBeGreaterThan(0);
    expect(body.detail).toBe(body.errors[field][0]);
  });

  test('refuses a malformed JSON body with 400, not 500', async () => {
    const response = await post('/api/auth/register', '{"username":', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('BAD_REQUEST');
  });

  test('refuses a username taken in another case with 409', async () => {
    const first = buildRegistration();
    await post('/api/auth/register', first);
    const response = await post('/api/auth/register', buildRegistration({ username: first.username.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'USERNAME_TAKEN', detail: 'This username is already taken.' });
  });

  test('refuses an email taken in another case with a neutral field refusal (400), never EMAIL_TAKEN', async () => {
    const first = buildRegistration();
    await post('/api/auth/register', first);
    const response = await post('/api/auth/register', buildRegistration({ email: first.email.toUpperCase() }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: [{ code: 'email_unavailable' }] } });
    expect(response.body).not.toMatch(/taken|exists/i);
  });

  test.each([
    ['only spaces', ' '.repeat(12), 'password_blank'],
    ['only spaces of other kinds (no-break, em, ideographic)', '\u00a0\u2003\u3000 '.repeat(3), 'password_blank'],
    ['a most common one', 'password', 'password_common'],
    ['a breached one in l33t', 'P@ssw0rd1', 'password_common'],
    ['a common one reversed', 'drowssap', 'password_common'],
    ['a common word with digits', 'letmein2024', 'password_common'],
    ['a keyboard run', 'qwertyuiop', 'password_common'],
  ])('refuses a password that is %s, naming the field', async (_name, password, code) => {
    const registration = buildRegistration({ password });
    const response = await post('/api/auth/register', registration);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { password: [{ code }] } });
    expect(response.json().errors.password[0]).toMatch(code === 'password_blank' ? /only spaces/ : /too common/);
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, registration.username));
    expect(row).toBeUndefined();
  });

  test('accepts a long passphrase, a password with spaces inside and one of 128 characters', async () => {
    for (const password of [
      'analytical engine of babbage',
      '  spaced out but real  ',
      'Su3gjnXh?Cem86iFm7hqDh3gDfsN6tqQyozYnihB=7R&%XPGyGkP=U#Mjq@6wUu-' +
        '6fjRUV=%imK*ihQ#M2Vc&Wwp=hCMrG33=kw#4Ls8L6WZEukxuEEb-yJMat6YRr@g',
    ]) {
      expect((await post('/api/auth/register', buildRegistration({ password }))).statusCode).toBe(201);
    }
  });

  test('refuses a registration posted from another site', async () => {
    const response = await post('/api/auth/register', buildRegistration(), { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN_REFUSED');
  });
});

describe('POST /api/auth/login, GET /api/auth/me, POST /api/auth/logout', () => {
  test('signs in with the username in any case or the email, with an httpOnly SameSite=Lax cookie', async () => {
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    const response = await post('/api/auth/login', {
      username: registration.username.toUpperCase(),
      password: registration.password,
    });
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((c) => c.name === 'inkwell_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value.length).toBeGreaterThanOrEqual(43);
    const byEmail = await post('/api/auth/login', { username: registration.email, password: registration.password });
    expect(byEmail.statusCode).toBe(200);
  });

  test('answers the same 401 for a wrong password and an unknown user', async () => {
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    const wrong = await post('/api/auth/login', { username: registration.username, password: 'wrong password!' });
    const unknown = await post('/api/auth/login', { username: 'nobody-here', password: 'wrong password!' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'WRONG_CREDENTIALS', detail: 'Wrong username or password' });
    }
  });

  test('requires both username and password', async () => {
    const response = await post('/api/auth/login', { username: '', password: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(expect.arrayContaining(['username', 'password']));
  });

  test('limits failed attempts per username with 429 and Retry-After, even for the right password', async () => {
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/auth/login', { username: registration.username, password: 'not the password' })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/auth/login', { username: registration.username, password: registration.password });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  test('/auth/me is 401 for a visitor and the user for a session; logout ends the session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    const session = await registerAndLogin(t.app);
    const me = await session.request({ method: 'GET', url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ _id: session.user._id, username: session.user.username });

    const out = await session.request({ method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === 'inkwell_session')?.value).toBe('');
    expect((await session.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  test('/auth/session answers null for a visitor and a forged cookie, the user for a session; no cache', async () => {
    const visitor = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toEqual({ user: null });
    expect(visitor.headers['cache-control']).toContain('no-store');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'inkwell_session=forged-token' },
    });
    expect(forged.json()).toEqual({ user: null });
    const session = await registerAndLogin(t.app);
    const mine = await session.request({ method: 'GET', url: '/api/auth/session' });
    expect(mine.json().user).toMatchObject({ _id: session.user._id, username: session.user.username });
    expect(mine.json().user).toEqual((await session.request({ method: 'GET', url: '/api/auth/me' })).json());
  });

  test("a forged or other user's cookie gives no session", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: 'inkwell_session=forged-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  test("logout-all is 401 for a visitor and ends every session of the user, this one too, no one else's", async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' })).statusCode).toBe(401);
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    const [a, b, c] = await Promise.all(
      [0, 1, 2].map(() => login(t.app, registration.username, registration.password)),
    );
    const other = await registerAndLogin(t.app);
    const out = await a!.request({ method: 'POST', url: '/api/auth/logout-all' });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((cookie) => cookie.name === 'inkwell_session')?.value).toBe('');
    for (const session of [a!, b!, c!])
      expect((await session.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await other.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const { sessions } = await import('../../db/schema/auth.ts');
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, a!.user._id));
    expect(left).toHaveLength(0);
    const again = await login(t.app, registration.username, registration.password);
    expect((await again.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });

  test('two sessions of one user are independent', async () => {
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    const a = await login(t.app, registration.username, registration.password);
    const b = await login(t.app, registration.username, registration.password);
    await a.request({ method: 'POST', url: '/api/auth/logout' });
    expect((await b.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  test('removes expired sessions and rate-limit rows untouched for a day, keeps live ones', async () => {
    const { purgeExpiredAuthData } = await import('./housekeeping.ts');
    const { sessions } = await import('../../db/schema/auth.ts');
    const { rateLimits } = await import('../../db/schema/kernel.ts');
    const live = await registerAndLogin(t.app);
    const registration = buildRegistration();
    await post('/api/auth/register', registration);
    await post('/api/auth/login', { username: registration.username, password: 'not the password' });
    const rowsNow = async () =>
      (await t.database.db.select().from(rateLimits).where(eq(rateLimits.scope, 'login-account'))).length;
    expect(await rowsNow()).toBeGreaterThan(0);
    await purgeExpiredAuthData(t.database.db, new Date(Date.now() + 60 * 60 * 1000), t.config.login.windowMs);
    expect(await rowsNow()).toBeGreaterThan(0);
    await purgeExpiredAuthData(
      t.database.db,
      new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000),
      t.config.login.windowMs,
    );
    expect(await rowsNow()).toBe(0);
    expect((await live.request({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    await purgeExpiredAuthData(
      t.database.db,
      new Date(Date.now() + t.config.sessionTtlMs + 1000),
      t.config.login.windowMs,
    );
    expect(await t.database.db.select().from(sessions)).toHaveLength(0);
  });
});
