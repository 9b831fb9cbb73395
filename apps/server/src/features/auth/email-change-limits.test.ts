import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { accountTokens } from '../../db/schema/auth.ts';
import { queuedMails } from '../../../test/fixtures/account-mail.ts';
import { createTestApp, registerAndLogin, unique, type TestApp } from '../../../test/test-app.ts';

/**
 * The email change's password is a sign-in attempt (decision 026's budgets): wrong ones spend the
 * account's budget shared with sign-in, then 429 with Retry-After, even for the right password.
 * And requests at once: one pending change is left.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_USERNAME: '2', LOGIN_FIRST_DELAY_SECONDS: '600' });
});
afterAll(() => t.close());

test('wrong passwords count as failed sign-ins: past the free ones, 429 (even the right one)', async () => {
  const person = await registerAndLogin(t.app);
  const email = `${unique('limited')}@example.org`;
  const ask = (password: string) =>
    person.request({
      method: 'POST',
      url: '/api/auth/email/change',
      payload: { password, email },
      remoteAddress: '10.7.0.1',
    });
  expect((await ask('wrong one')).statusCode).toBe(400);
  expect((await ask('wrong two')).statusCode).toBe(400);
  const limited = await ask('correct horse battery');
  expect(limited.statusCode).toBe(429);
  expect(limited.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS');
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  const signIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: person.user.username, password: 'correct horse battery' },
    remoteAddress: '10.7.0.2',
  });
  expect(signIn.statusCode).toBe(429);
  expect(await queuedMails(t.database.db, email)).toHaveLength(0);
});

test('the right password clears the count: failures before it do not add up with later ones', async () => {
  const person = await registerAndLogin(t.app);
  const ask = (password: string) =>
    person.request({
      method: 'POST',
      url: '/api/auth/email/change',
      payload: { password, email: `${unique('cleared')}@example.org` },
      remoteAddress: '10.7.0.3',
    });
  expect((await ask('wrong one')).statusCode).toBe(400);
  expect((await ask('correct horse battery')).statusCode).toBe(202);
  expect((await ask('wrong two')).statusCode).toBe(400);
  expect((await ask('correct horse battery')).statusCode).toBe(202);
});

test('two requests at once (the free attempts of this app) leave one pending change, the later one', async () => {
  const person = await registerAndLogin(t.app);
  const asks = await Promise.all(
    [0, 1].map((i) =>
      person.request({
        method: 'POST',
        url: '/api/auth/email/change',
        payload: { password: 'correct horse battery', email: `${unique(`race${i}`)}@example.org` },
        remoteAddress: '10.7.0.4',
      }),
    ),
  );
  expect(asks.map((answer) => answer.statusCode)).toEqual([202, 202]);
  const live = await t.database.db
    .select()
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, person.user._id),
        eq(accountTokens.purpose, 'email_change'),
        isNull(accountTokens.usedAt),
      ),
    );
  expect(live).toHaveLength(1);
  const pending = await person.request({ method: 'GET', url: '/api/auth/email/change' });
  expect(pending.json().pendingEmail).toBe(live[0]!.email);
});
