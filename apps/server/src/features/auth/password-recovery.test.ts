import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountTokens } from '../../db/schema/auth.ts';
import { rateLimits } from '../../db/schema/kernel.ts';
import { users } from '../../db/schema/users.ts';
import { hashSessionToken } from '../../lib/auth/session-token.ts';
import { mailedToken, queuedMails } from '../../../test/fixtures/account-mail.ts';
import { createTestApp, login, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { FORGOT_PER_ADDRESS, FORGOT_PER_EMAIL } from './account.routes.ts';
import { FORGOT_ANSWER_MS } from './password.service.ts';

/** A forgotten password is reset through a mailed single-use link; a known one is changed. */
let t: TestApp;
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lantern meadow quarry 42';
let address = 0;
/** Each test asks from its own network address, so that the per-address limit of one does not reach another. */
const from = () => `10.9.0.${++address}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, extra: Partial<InjectOptions> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as InjectOptions['payload'], ...extra });
const forgot = (email: string, remoteAddress = from()) =>
  post('/api/auth/password/forgot', { email }, { remoteAddress });
const reset = (token: string, password: string) => post('/api/auth/password/reset', { token, password });
const me = (session: Session) => session.request({ method: 'GET', url: '/api/auth/me' });
const canLogin = async (username: string, password: string) =>
  (await post('/api/auth/login', { username, password }, { remoteAddress: from() })).statusCode === 200;

describe('POST /api/auth/password/forgot', () => {
  test(
    'answers the same for a known and an unknown address, in ' +
      'similar time; only the known one gets a link, in their language',
    async () => {
      const person = await registerAndLogin(t.app, { language: 'fr' });
      const started = Date.now();
      const known = await forgot(person.user.email.toUpperCase());
      const knownMs = Date.now() - started;
      const unknown = await forgot('nobody-here@example.com');
      const unknownMs = Date.now() - started - knownMs;
      expect([known.statusCode, unknown.statusCode]).toEqual([202, 202]);
      expect(known.body).toBe(unknown.body);
      expect(Math.min(knownMs, unknownMs)).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);

      const [mail, ...more] = await queuedMails(t.database.db, person.user.email, 'password_reset');
      expect(more).toHaveLength(0);
      expect(mail).toMatchObject({ userId: person.user._id, language: 'fr', topic: null, status: 'pending' });
      expect((mail!.data as { url: string }).url).toMatch(
        new RegExp(`^${t.config.publicUrl}/reset-password\\?token=[\\w-]{43}$`),
      );
      expect(await queuedMails(t.database.db, 'nobody-here@example.com')).toHaveLength(0);
    },
  );

  test('stores only the SHA-256 of the token, for an hour', async () => {
    const person = await registerAndLogin(t.app);
    const before = Date.now();
    await forgot(person.user.email);
    const token = await mailedToken(t.database.db, person.user.email, 'password_reset');
    const rows = await t.database.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, person.user._id), eq(accountTokens.purpose, 'password_reset')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashSessionToken(token));
    expect(rows[0]!.tokenHash).not.toContain(token);
    const ttl = rows[0]!.expiresAt.getTime() - before;
    expect(ttl).toBeGreaterThan(59 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(61 * 60 * 1000);
  });

  test('a deleted account gets no link, and the same answer', async () => {
    const person = await registerAndLogin(t.app);
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, person.user._id));
    const response = await forgot(person.user.email);
    expect(response.statusCode).toBe(202);
    expect(await queuedMails(t.database.db, person.user.email, 'password_reset')).toHaveLength(0);
  });

  test('an empty address is 400 and queues nothing', async () => {
    const response = await forgot('   ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: [{ code: 'required' }] } });
  });

  test(
    `at most ${FORGOT_PER_EMAIL} requests an hour for one address ` +
      `(any case, any network address), then 429 with Retry-After`,
    async () => {
      const person = await registerAndLogin(t.app);
      for (let i = 0; i < FORGOT_PER_EMAIL; i += 1)
        expect((await forgot(i % 2 ? person.user.email.toUpperCase() : person.user.email)).statusCode).toBe(202);
      const refused = await forgot(person.user.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(await queuedMails(t.database.db, person.user.email, 'password_reset')).toHaveLength(FORGOT_PER_EMAIL);
    },
  );

  test(`at most ${FORGOT_PER_ADDRESS} requests an hour from one network address, whatever the email`, async () => {
    const remoteAddress = from();
    const answers = await Promise.all(
      Array.from({ length: FORGOT_PER_ADDRESS }, (_, i) => forgot(`probe${i}@example.com`, remoteAddress)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(FORGOT_PER_ADDRESS).fill(202));
    expect((await forgot('one-more@example.com', remoteAddress)).statusCode).toBe(429);
    expect((await forgot('one-more@example.com')).statusCode).toBe(202);
  });
});

describe('POST /api/auth/password/reset', () => {
  test('sets the password, ends every session, mails a word, and signs in this browser', async () => {
    const person = await registerAndLogin(t.app);
    const otherDevice = await login(t.app, person.user.username, PASSWORD);
    await forgot(person.user.email);
    const token = await mailedToken(t.database.db, person.user.email, 'password_reset');

    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: person.user._id, username: person.user.username });
    const cookie = response.cookies.find((c) => c.name === 'inkwell_session');
    expect(cookie?.value).toBeTruthy();

    expect((await me(person)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie: `inkwell_session=${cookie!.value}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await canLogin(person.user.username, PASSWORD)).toBe(false);
    expect(await canLogin(person.user.username, NEW_PASSWORD)).toBe(true);

    const [changed] = await queuedMails(t.database.db, person.user.email, 'password_changed');
    expect(changed?.data).toMatchObject({
      name: person.user.username,
      resetUrl: `${t.config.publicUrl}/forgot-password`,
    });
  });

  test('a link works once; an earlier link of the same person stops working too', async () => {
    const person = await registerAndLogin(t.app);
    await forgot(person.user.email);
    const earlier = await mailedToken(t.database.db, person.user.email, 'password_reset');
    await forgot(person.user.email);
    const later = await mailedToken(t.database.db, person.user.email, 'password_reset');
    expect(later).not.toBe(earlier);

    expect((await reset(later, NEW_PASSWORD)).statusCode).toBe(200);
    for (const token of [later, earlier]) {
      const again = await reset(token, 'another fine passphrase 7');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'ACCOUNT_TOKEN_USED' });
    }
    expect(await canLogin(person.user.username, NEW_PASSWORD)).toBe(true);
  });

  test('an expired link is 400 ACCOUNT_TOKEN_EXPIRED and changes nothing', async () => {
    const person = await registerAndLogin(t.app);
    await forgot(person.user.email);
    const token = await mailedToken(t.database.db, person.user.email, 'password_reset');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashSessionToken(token)));
    const response = await reset(token, NEW_PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_TOKEN_EXPIRED' });
    expect((await me(person)).statusCode).toBe(200);
    expect(await canLogin(person.user.username, PASSWORD)).toBe(true);
  });

  test('a forged token, and a verification token used as a reset one, are 400 ACCOUNT_TOKEN_INVALID', async () => {
    const person = await registerAndLogin(t.app);
    const verification = await mailedToken(t.database.db, person.user.email, 'email_verification');
    for (const token of ['x'.repeat(43), verification]) {
      const response = await reset(token, NEW_PASSWORD);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'ACCOUNT_TOKEN_INVALID' });
    }
    expect(await canLogin(person.user.username, PASSWORD)).toBe(true);
  });

  test('a common or blank password is refused on `password` by the sign-up rules; the link still works', async () => {
    const person = await registerAndLogin(t.app);
    await forgot(person.user.email);
    const token = await mailedToken(t.database.db, person.user.email, 'password_reset');
    for (const [password, code] of [
      ['password123', 'password_common'],
      ['          ', 'password_blank'],
      ['short', 'too_short'],
    ] as const) {
      const response = await reset(token, password);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.password[0].code).toBe(code);
    }
    expect((await me(person)).statusCode).toBe(200);
    expect((await reset(token, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('housekeeping', () => {
  test('the hourly purge removes tokens a day past their end or their use, and keeps the others', async () => {
    const person = await registerAndLogin(t.app);
    await forgot(person.user.email);
    const mine = () => t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, person.user._id));
    expect(await mine()).toHaveLength(2);
    const { purgeExpiredAuthData } = await import('./housekeeping.ts');
    const hour = 60 * 60 * 1000;
    // The reset link ended after an hour: a day later it is gone; the verification link (a day) is still kept.
    await purgeExpiredAuthData(t.database.db, new Date(Date.now() + 25 * hour + 60_000), t.config.login.windowMs);
    expect((await mine()).map((row) => row.purpose)).toEqual(['email_verification']);
    await purgeExpiredAuthData(t.database.db, new Date(Date.now() + 48 * hour + 60_000), t.config.login.windowMs);
    expect(await mine()).toHaveLength(0);
  });
});

describe('POST /api/auth/password/change', () => {
  const change = (session: Session | null, payload: unknown) =>
    (session ? session.request : t.app.inject.bind(t.app))({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: payload as InjectOptions['payload'],
    });

  test('a visitor is 401, even with a broken body', async () => {
    for (const payload of [{ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { nope: 1 }]) {
      const response = await change(null, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOT_SIGNED_IN');
    }
  });

  test('changes the password: this session stays, the others end, a word is mailed', async () => {
    const person = await registerAndLogin(t.app);
    const otherDevice = await login(t.app, person.user.username, PASSWORD);
    const response = await change(person, { currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(204);
    expect((await me(person)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(await canLogin(person.user.username, NEW_PASSWORD)).toBe(true);
    expect(await canLogin(person.user.username, PASSWORD)).toBe(false);
    expect(await queuedMails(t.database.db, person.user.email, 'password_changed')).toHaveLength(1);
  });

  test(
    'a wrong current password is 400 WRONG_PASSWORD on ' +
      'currentPassword, counts as a failed sign-in, and changes nothing',
    async () => {
      const person = await registerAndLogin(t.app);
      const otherDevice = await login(t.app, person.user.username, PASSWORD);
      const response = await change(person, { currentPassword: 'not the password', newPassword: NEW_PASSWORD });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WRONG_PASSWORD',
        fields: { currentPassword: [{ code: 'WRONG_PASSWORD' }] },
      });
      const [attempts] = await t.database.db
        .select()
        .from(rateLimits)
        .where(and(eq(rateLimits.scope, 'login-account'), eq(rateLimits.key, `user:${person.user._id}`)));
      expect(attempts?.count).toBe(1);
      expect((await me(otherDevice)).statusCode).toBe(200);
      expect(await canLogin(person.user.username, PASSWORD)).toBe(true);
      expect(await queuedMails(t.database.db, person.user.email, 'password_changed')).toHaveLength(0);
    },
  );

  test('a common new password is refused on newPassword and changes nothing', async () => {
    const person = await registerAndLogin(t.app);
    const response = await change(person, { currentPassword: PASSWORD, newPassword: 'password123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { newPassword: [{ code: 'password_common' }] },
    });
    expect(await canLogin(person.user.username, PASSWORD)).toBe(true);
  });
});
