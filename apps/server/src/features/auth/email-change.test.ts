import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accountTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashSessionToken } from '../../lib/auth/session-token.ts';
import { mailedToken, queuedMails } from '../../../test/fixtures/account-mail.ts';
import {
  buildRegistration,
  createTestApp,
  login,
  registerAndLogin,
  unique,
  type Session,
  type TestApp,
} from '../../../test/test-app.ts';

/**
 * The email change (decision 036), on PGlite and PostgreSQL: asked with the password, the new
 * address the account's only once its link is opened, the old address's link stops or undoes it and
 * ends every session. The sign-in limits of the password: email-change-limits.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'correct horse battery';
const newAddress = () => `${unique('moved')}@example.org`;

const ask = (session: Session | null, payload: unknown) =>
  session
    ? session.request({ method: 'POST', url: '/api/auth/email/change', payload: payload as object })
    : t.app.inject({ method: 'POST', url: '/api/auth/email/change', payload: payload as object });
const pending = async (session: Session) =>
  (await session.request({ method: 'GET', url: '/api/auth/email/change' })).json();
const open = (step: 'confirm' | 'cancel', token: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/email/change/${step}`, payload: { token } });
const me = (session: Session) => session.request({ method: 'GET', url: '/api/auth/me' });
const stored = async (id: string) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const signIn = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: PASSWORD } });
const forgot = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password/forgot', payload: { email }, remoteAddress: '10.9.0.1' });
const confirmToken = (to: string) => mailedToken(t.database.db, to, 'email_change_confirm');
const cancelToken = (to: string) => mailedToken(t.database.db, to, 'email_change_requested');

/** A person who asked to move to a new address (not confirmed yet). */
async function asked(person?: Session) {
  const session = person ?? (await registerAndLogin(t.app));
  const email = newAddress();
  const response = await ask(session, { password: PASSWORD, email });
  expect(response.statusCode).toBe(202);
  return { session, email, oldEmail: session.user.email };
}

describe('asking for the change', () => {
  test('a visitor is 401 on the request and on the pending change, and nothing is mailed', async () => {
    const email = newAddress();
    expect((await ask(null, { password: PASSWORD, email })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/email/change' })).statusCode).toBe(401);
    expect(await queuedMails(t.database.db, email)).toHaveLength(0);
  });

  test('202 with the pending address; a link to the new address, a cancel link to the old; nothing else', async () => {
    const { session, email, oldEmail } = await asked();
    expect(await pending(session)).toMatchObject({ pendingEmail: email, expiresAt: expect.any(String) });
    expect((await me(session)).json()).toMatchObject({ email: oldEmail });
    expect((await stored(session.user._id)).email).toBe(oldEmail);

    const [confirm] = await queuedMails(t.database.db, email, 'email_change_confirm');
    expect(confirm).toMatchObject({ topic: null, language: 'en' });
    expect(confirm!.data).toMatchObject({ newEmail: email });
    expect((confirm!.data as { url: string }).url).toMatch(
      new RegExp(`^${t.config.publicUrl}/confirm-email-change\\?token=[\\w-]{43}$`),
    );
    const [told] = await queuedMails(t.database.db, oldEmail, 'email_change_requested');
    expect(told!.data).toMatchObject({ newEmail: email });
    expect((told!.data as { url: string }).url).toMatch(
      new RegExp(`^${t.config.publicUrl}/cancel-email-change\\?token=[\\w-]{43}$`),
    );
    // Nothing else reaches the new address: it is not the account's yet.
    expect(await queuedMails(t.database.db, email)).toHaveLength(1);
  });

  test('until the link is opened, sign-in and password resets use the old address only', async () => {
    const { session, email, oldEmail } = await asked();
    expect((await signIn(email)).statusCode).toBe(401);
    expect((await signIn(oldEmail)).statusCode).toBe(200);
    expect((await forgot(email)).statusCode).toBe(202);
    expect((await forgot(oldEmail)).statusCode).toBe(202);
    expect(await queuedMails(t.database.db, email, 'password_reset')).toHaveLength(0);
    expect(await queuedMails(t.database.db, oldEmail, 'password_reset')).toHaveLength(1);
    expect((await me(session)).statusCode).toBe(200);
  });

  test('a wrong password is 400 WRONG_PASSWORD on password, and nothing is mailed or stored', async () => {
    const person = await registerAndLogin(t.app);
    const email = newAddress();
    const response = await ask(person, { password: 'not my password', email });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'WRONG_PASSWORD',
      fields: { password: [{ code: 'WRONG_PASSWORD' }] },
    });
    expect(await queuedMails(t.database.db, email)).toHaveLength(0);
    expect(await pending(person)).toEqual({ pendingEmail: null, expiresAt: null });
  });

  test('bad input is 400 on its field and changes nothing', async () => {
    const person = await registerAndLogin(t.app);
    const cases: [unknown, string][] = [
      [{ email: newAddress() }, 'password'],
      [{ password: '', email: newAddress() }, 'password'],
      [{ password: PASSWORD }, 'email'],
      [{ password: PASSWORD, email: 'not an address' }, 'email'],
      [{ password: PASSWORD, email: `${'a'.repeat(300)}@example.org` }, 'email'],
      [{ password: PASSWORD, email: 42 }, 'email'],
    ];
    for (const [payload, field] of cases) {
      const response = await ask(person, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(payload)).toBeDefined();
    }
    expect(await pending(person)).toEqual({ pendingEmail: null, expiresAt: null });
  });

  test('the current address (any case) is 400 email_same; another’s is email_unavailable as on sign-up', async () => {
    const person = await registerAndLogin(t.app);
    const other = await registerAndLogin(t.app);
    const same = await ask(person, { password: PASSWORD, email: person.user.email.toUpperCase() });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields).toEqual({ email: [{ code: 'email_same' }] });
    const taken = await ask(person, { password: PASSWORD, email: other.user.email.toUpperCase() });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields).toEqual({ email: [{ code: 'email_unavailable' }] });
    expect(await queuedMails(t.database.db, other.user.email, 'email_change_confirm')).toHaveLength(0);
  });

  test('a new request replaces the older pending one: its link stops working', async () => {
    const { session, email: first } = await asked();
    const firstToken = await confirmToken(first);
    const { email: second } = await asked(session);
    expect((await pending(session)).pendingEmail).toBe(second);
    const stale = await open('confirm', firstToken);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('ACCOUNT_TOKEN_USED');
    expect((await open('confirm', await confirmToken(second))).json()).toEqual({ email: second });
  });

  test("another signed-in person sees only their own pending change (none), never someone else's", async () => {
    const { email } = await asked();
    const other = await registerAndLogin(t.app);
    expect(await pending(other)).toEqual({ pendingEmail: null, expiresAt: null });
    expect(JSON.stringify(await pending(other))).not.toContain(email);
  });
});

describe('confirming with the link mailed to the new address', () => {
  test('signed out, the link makes the address the account’s, verified; sign-in and resets move to it', async () => {
    const { session, email, oldEmail } = await asked();
    const confirmed = await open('confirm', await confirmToken(email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email });
    expect((await me(session)).json()).toMatchObject({ email, emailVerified: true });
    expect(await pending(session)).toEqual({ pendingEmail: null, expiresAt: null });
    expect((await signIn(email)).statusCode).toBe(200);
    expect((await signIn(oldEmail)).statusCode).toBe(401);
    await forgot(email);
    expect(await queuedMails(t.database.db, email, 'password_reset')).toHaveLength(1);
  });

  test('a link opened by another signed-in person changes the owner’s address, not theirs', async () => {
    const { session, email } = await asked();
    const other = await registerAndLogin(t.app);
    const response = await other.request({
      method: 'POST',
      url: '/api/auth/email/change/confirm',
      payload: { token: await confirmToken(email) },
    });
    expect(response.statusCode).toBe(200);
    expect((await stored(session.user._id)).email).toBe(email);
    expect((await stored(other.user._id)).email).toBe(other.user.email);
  });

  test('used, expired, forged and cancel-purpose tokens are 400 with their codes and change nothing', async () => {
    const used = await asked();
    const usedToken = await confirmToken(used.email);
    expect((await open('confirm', usedToken)).statusCode).toBe(200);
    const expired = await asked();
    const expiredToken = await confirmToken(expired.email);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashSessionToken(expiredToken)));
    const cancelling = await asked();
    for (const [token, code] of [
      [usedToken, 'ACCOUNT_TOKEN_USED'],
      [expiredToken, 'ACCOUNT_TOKEN_EXPIRED'],
      ['forged-token-forged-token-forged-token-0000', 'ACCOUNT_TOKEN_INVALID'],
      [await cancelToken(cancelling.oldEmail), 'ACCOUNT_TOKEN_INVALID'],
    ] as const) {
      const response = await open('confirm', token);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect((await stored(expired.session.user._id)).email).toBe(expired.oldEmail);
    expect((await stored(cancelling.session.user._id)).email).toBe(cancelling.oldEmail);
    for (const payload of [{}, { token: '' }, { token: 'x'.repeat(500) }, { token: 7 }]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/email/change/confirm', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  test('an address another account took since the request is 409 EMAIL_CHANGE_UNAVAILABLE, no change', async () => {
    const { session, email, oldEmail } = await asked();
    const registration = buildRegistration({ email: email.toUpperCase() });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration })).statusCode).toBe(
      201,
    );
    const response = await open('confirm', await confirmToken(email));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('EMAIL_CHANGE_UNAVAILABLE');
    expect((await stored(session.user._id)).email).toBe(oldEmail);
  });
});

describe('cancelling with the link mailed to the old address', () => {
  test('a pending change stops, every session of the account ends, the address stays', async () => {
    const { session, email, oldEmail } = await asked();
    const second = await login(t.app, session.user.username, PASSWORD);
    const cancelled = await open('cancel', await cancelToken(oldEmail));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toEqual({ email: oldEmail });
    expect((await me(session)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    const stale = await open('confirm', await confirmToken(email));
    expect(stale.json().code).toBe('ACCOUNT_TOKEN_USED');
    expect((await stored(session.user._id)).email).toBe(oldEmail);
  });

  test('a change confirmed meanwhile is undone: the old address again, verified; its reset links die', async () => {
    const { session, email, oldEmail } = await asked();
    await open('confirm', await confirmToken(email));
    await forgot(email);
    const resetToken = await mailedToken(t.database.db, email, 'password_reset');
    const cancelled = await open('cancel', await cancelToken(oldEmail));
    expect(cancelled.json()).toEqual({ email: oldEmail });
    expect(await stored(session.user._id)).toMatchObject({ email: oldEmail, emailVerifiedAt: expect.any(Date) });
    expect((await me(session)).statusCode).toBe(401);
    expect((await signIn(oldEmail)).statusCode).toBe(200);
    expect((await signIn(email)).statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token: resetToken, password: 'a brand new passphrase' },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('ACCOUNT_TOKEN_USED');
  });

  test('when another account took the old address since, the sessions still end and the address stays', async () => {
    const { session, email, oldEmail } = await asked();
    await open('confirm', await confirmToken(email));
    const registration = buildRegistration({ email: oldEmail });
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration })).statusCode).toBe(
      201,
    );
    const cancelled = await open('cancel', await cancelToken(oldEmail));
    expect(cancelled.json()).toEqual({ email });
    expect((await me(session)).statusCode).toBe(401);
  });

  test('used, expired, forged and confirm-purpose tokens are 400 with their codes; no session ends', async () => {
    const used = await asked();
    const usedToken = await cancelToken(used.oldEmail);
    expect((await open('cancel', usedToken)).statusCode).toBe(200);
    const expired = await asked();
    const expiredToken = await cancelToken(expired.oldEmail);
    await t.database.db
      .update(accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accountTokens.tokenHash, hashSessionToken(expiredToken)));
    for (const [token, code] of [
      [usedToken, 'ACCOUNT_TOKEN_USED'],
      [expiredToken, 'ACCOUNT_TOKEN_EXPIRED'],
      ['forged-token-forged-token-forged-token-0000', 'ACCOUNT_TOKEN_INVALID'],
      [await confirmToken(expired.email), 'ACCOUNT_TOKEN_INVALID'],
    ] as const) {
      const response = await open('cancel', token);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().code).toBe(code);
    }
    expect((await me(expired.session)).statusCode).toBe(200);
    expect((await pending(expired.session)).pendingEmail).toBe(expired.email);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/email/change/cancel', payload: {} })).statusCode).toBe(
      400,
    );
  });
});
