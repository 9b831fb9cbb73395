import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashSessionToken } from '../../lib/auth/session-token.ts';
import { mailedToken, queuedMails } from '../../../test/fixtures/account-mail.ts';
import {
  buildRegistration,
  createTestApp,
  registerAndLogin,
  type Session,
  type TestApp,
} from '../../../test/test-app.ts';
import { RESENDS_PER_ACCOUNT } from './account.routes.ts';

/** An address is proved by a link mailed on registration (email changes: email-change.test.ts); mail's language. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/email/verify', payload: { token } });
const me = async (session: Session) => (await session.request({ method: 'GET', url: '/api/auth/me' })).json();
const as = (session: Session | null) => (options: InjectOptions) =>
  session ? session.request(options) : t.app.inject(options);
const stored = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('verification on registration', () => {
  test('registering queues a link to the address in the chosen language; the link (signed out) verifies', async () => {
    const registration = buildRegistration({ language: 'de' });
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ emailVerified: false });
    const [mail] = await queuedMails(t.database.db, registration.email, 'email_verification');
    expect(mail).toMatchObject({ language: 'de', topic: null });
    expect((mail!.data as { url: string }).url).toMatch(
      new RegExp(`^${t.config.publicUrl}/verify-email\\?token=[\\w-]{43}$`),
    );
    const [token] = await t.database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.userId, registered.json()._id));
    expect(token).toMatchObject({ purpose: 'email_verification', email: registration.email });
    expect(token!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);

    expect((await verify(await mailedToken(t.database.db, registration.email, 'email_verification'))).statusCode).toBe(
      204,
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: registration.username, password: registration.password },
    });
    expect(login.json()).toMatchObject({ emailVerified: true });
  });

  test('without a language, mail is in English; an unknown language is 400 and creates nothing', async () => {
    const plain = await registerAndLogin(t.app);
    expect((await stored(plain.user._id)).language).toBe('en');
    const registration = buildRegistration({ language: 'it' });
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.language).toBeDefined();
    expect(await queuedMails(t.database.db, registration.email)).toHaveLength(0);
  });

  test('used link: 400 ACCOUNT_TOKEN_USED, expired: ACCOUNT_TOKEN_EXPIRED, forged: ACCOUNT_TOKEN_INVALID', async () => {
    const used = await registerAndLogin(t.app);
    const usedToken = await mailedToken(t.database.db, used.user.email, 'email_verification');
    expect((await verify(usedToken)).statusCode).toBe(204);
    const expired = await registerAndLogin(t.app);
    const expiredToken = await mailedToken(t.database.db, expired.user.email, 'email_verification');
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashSessionToken(expiredToken)));
    for (const [token, code] of [
      [usedToken, 'ACCOUNT_TOKEN_USED'],
      [expiredToken, 'ACCOUNT_TOKEN_EXPIRED'],
      ['forged-token-forged-token-forged-token-0000', 'ACCOUNT_TOKEN_INVALID'],
    ]) {
      const response = await verify(token!);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect((await me(expired)).emailVerified).toBe(false);
    expect((await verify('')).statusCode).toBe(400);
  });
});

describe('POST /api/auth/email/resend', () => {
  const resend = (session: Session | null) => as(session)({ method: 'POST', url: '/api/auth/email/resend' });

  test('a visitor is 401', async () => {
    expect((await resend(null)).statusCode).toBe(401);
  });

  test(`mails a new link (${RESENDS_PER_ACCOUNT} an hour, then 429); the newest link verifies`, async () => {
    const person = await registerAndLogin(t.app);
    for (let i = 0; i < RESENDS_PER_ACCOUNT; i += 1) expect((await resend(person)).statusCode).toBe(202);
    expect((await resend(person)).statusCode).toBe(429);
    expect(await queuedMails(t.database.db, person.user.email, 'email_verification')).toHaveLength(
      RESENDS_PER_ACCOUNT + 1,
    );
    expect((await verify(await mailedToken(t.database.db, person.user.email, 'email_verification'))).statusCode).toBe(
      204,
    );
  });

  test('a verified address is 409 EMAIL_ALREADY_VERIFIED and nothing is mailed', async () => {
    const person = await registerAndLogin(t.app);
    await verify(await mailedToken(t.database.db, person.user.email, 'email_verification'));
    const response = await resend(person);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_ALREADY_VERIFIED');
    expect(await queuedMails(t.database.db, person.user.email, 'email_verification')).toHaveLength(1);
  });
});

describe('PUT /api/auth/me/language', () => {
  const setLanguage = (session: Session | null, language: unknown) =>
    as(session)({ method: 'PUT', url: '/api/auth/me/language', payload: { language } });

  test('a visitor is 401', async () => {
    expect((await setLanguage(null, 'fr')).statusCode).toBe(401);
  });

  test("stores the person's language: their next mail is written in it", async () => {
    const person = await registerAndLogin(t.app);
    expect((await setLanguage(person, 'es')).statusCode).toBe(200);
    expect((await stored(person.user._id)).language).toBe('es');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/forgot',
      payload: { email: person.user.email },
      remoteAddress: '10.8.0.1',
    });
    const [mail] = await queuedMails(t.database.db, person.user.email, 'password_reset');
    expect(mail?.language).toBe('es');
  });

  test('a language the site does not speak is 400 and changes nothing', async () => {
    const person = await registerAndLogin(t.app, { language: 'fr' });
    const response = await setLanguage(person, 'it');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.language).toBeDefined();
    expect((await stored(person.user._id)).language).toBe('fr');
  });
});
