import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import * as passwords from '../../lib/passwords.ts';
import { buildRegistration, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Sign-in limits (docs/decisions: login and rate limits), on PGlite and PostgreSQL. The argon2
 * verifications are counted by wrapping the real verifyPassword: the passwords are really checked.
 */
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const checks = () => vi.mocked(passwords.verifyPassword).mock.calls.length;
beforeEach(() => vi.mocked(passwords.verifyPassword).mockClear());

const apps: TestApp[] = [];
async function appWith(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  apps.push(t);
  return t;
}
afterAll(async () => {
  for (const t of apps) await t.close();
});

type Headers = Record<string, string>;
const signIn = (
  t: TestApp,
  username: string,
  password: string,
  options: { headers?: Headers; remoteAddress?: string } = {},
) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, ...options });

async function newAccount(t: TestApp) {
  const registration = buildRegistration();
  expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration })).statusCode).toBe(
    201,
  );
  return registration;
}

describe('one budget per account, reserved before the password is checked', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Waits far longer than the test, so that nothing slips through by waiting.
    t = await appWith({
      LOGIN_MAX_FAILURES_PER_USERNAME: '3',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      LOGIN_FIRST_DELAY_SECONDS: '600',
    });
  });

  test.each([12, 40])(
    '%i concurrent wrong guesses with a limit of 3: exactly 3 password checks, the rest 429 with Retry-After',
    async (n) => {
      const victim = await newAccount(t);
      const answers = await Promise.all(
        Array.from({ length: n }, () => signIn(t, victim.username, 'wrong guess 1234')),
      );
      const codes = answers.map((answer) => answer.statusCode);
      expect(checks()).toBe(3);
      expect(codes.filter((code) => code === 401)).toHaveLength(3);
      expect(codes.filter((code) => code === 429)).toHaveLength(n - 3);
      const refused = answers.find((answer) => answer.statusCode === 429)!;
      expect(refused.json()).toMatchObject({ code: 'TOO_MANY_LOGIN_ATTEMPTS' });
      expect(refused.json().detail).toMatch(/^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    },
  );

  test('username, email and any case share one budget', async () => {
    const victim = await newAccount(t);
    const forms = [victim.username, victim.email.toUpperCase(), victim.username.toUpperCase()];
    for (const form of forms) expect((await signIn(t, form, 'wrong guess 1234')).statusCode).toBe(401);
    for (const form of [victim.email, victim.username, victim.email.toUpperCase()]) {
      expect((await signIn(t, form, victim.password)).statusCode).toBe(429);
    }
    expect(checks()).toBe(3);
  });

  test('concurrent guesses through username and email together still get 3 checks', async () => {
    const victim = await newAccount(t);
    const forms = [victim.username, victim.email, victim.username.toUpperCase(), victim.email.toUpperCase()];
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => signIn(t, forms[i % 4]!, 'wrong guess 1234')),
    );
    expect(checks()).toBe(3);
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(3);
  });

  test('an unknown name has its budget too, answered like a real one', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn(t, 'nobody-by-this-name', 'wrong guess 1234')),
    );
    expect(answers.filter((answer) => answer.statusCode === 401)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  });

  test("a success forgets the account's failures", async () => {
    const owner = await newAccount(t);
    for (let i = 0; i < 2; i++) expect((await signIn(t, owner.username, 'wrong guess 1234')).statusCode).toBe(401);
    expect((await signIn(t, owner.email, owner.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(t, owner.username, 'wrong guess 1234')).statusCode).toBe(401);
  });
});

describe('progressive delays instead of a lockout', () => {
  test('after the free attempts each guess waits longer (1 s, then 2 s); the owner signs in after it', async () => {
    const t = await appWith({
      LOGIN_MAX_FAILURES_PER_USERNAME: '2',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      LOGIN_FIRST_DELAY_SECONDS: '1',
      LOGIN_MAX_DELAY_SECONDS: '2',
    });
    const owner = await newAccount(t);
    for (let i = 0; i < 2; i++) expect((await signIn(t, owner.username, 'wrong guess 1234')).statusCode).toBe(401);
    const first = await signIn(t, owner.username, owner.password);
    expect(first.statusCode).toBe(429);
    expect(Number(first.headers['retry-after'])).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await signIn(t, owner.username, 'wrong guess 1234')).statusCode).toBe(401);
    const second = await signIn(t, owner.username, owner.password);
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await signIn(t, owner.username, owner.password)).statusCode).toBe(200);
    expect(checks()).toBe(4);
  });
});

describe('per-address limits count that address only; TRUST_PROXY', () => {
  const env = {
    LOGIN_MAX_FAILURES_PER_USERNAME: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '3',
    LOGIN_FIRST_DELAY_SECONDS: '600',
  };

  test(
    'behind one proxy (TRUST_PROXY=1) one client is limited by ' +
      'its own address; the owner, another client, still signs in',
    async () => {
      const t = await appWith({ ...env, TRUST_PROXY: '1' });
      const owner = await newAccount(t);
      const attacker = { 'x-forwarded-for': '203.0.113.9' };
      for (let i = 0; i < 3; i++)
        expect((await signIn(t, owner.username, 'wrong guess 1234', { headers: attacker })).statusCode).toBe(401);
      expect((await signIn(t, owner.username, owner.password, { headers: attacker })).statusCode).toBe(429);
      expect((await signIn(t, 'someone-else', 'wrong guess 1234', { headers: attacker })).statusCode).toBe(429);
      expect(
        (await signIn(t, owner.username, owner.password, { headers: { 'x-forwarded-for': '198.51.100.20' } }))
          .statusCode,
      ).toBe(200);
      // A forged first entry is not the client: the proxy appends the real address last.
      expect(
        (
          await signIn(t, owner.username, owner.password, {
            headers: { 'x-forwarded-for': '198.51.100.20, 203.0.113.9' },
          })
        ).statusCode,
      ).toBe(429);
    },
  );

  test("TRUST_PROXY as addresses: only a listed proxy's X-Forwarded-For is believed", async () => {
    const t = await appWith({ ...env, TRUST_PROXY: '10.0.0.0/8' });
    const owner = await newAccount(t);
    for (let i = 0; i < 3; i++) {
      const forged = { 'x-forwarded-for': `192.0.2.${i}` };
      expect(
        (await signIn(t, owner.username, 'wrong guess 1234', { headers: forged, remoteAddress: '198.51.100.7' }))
          .statusCode,
      ).toBe(401);
    }
    expect(
      (
        await signIn(t, owner.username, owner.password, {
          headers: { 'x-forwarded-for': '192.0.2.99' },
          remoteAddress: '198.51.100.7',
        })
      ).statusCode,
    ).toBe(429);
    const viaProxy = { headers: { 'x-forwarded-for': '198.51.100.7' }, remoteAddress: '10.1.2.3' };
    expect((await signIn(t, owner.username, owner.password, viaProxy)).statusCode).toBe(429);
    expect(
      (
        await signIn(t, owner.username, owner.password, {
          headers: { 'x-forwarded-for': '192.0.2.50' },
          remoteAddress: '10.1.2.3',
        })
      ).statusCode,
    ).toBe(200);
  });

  test('without a trusted proxy, X-Forwarded-For is ignored: changing it does not give new attempts', async () => {
    const t = await appWith(env);
    const owner = await newAccount(t);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push(
        (await signIn(t, owner.username, 'wrong guess 1234', { headers: { 'x-forwarded-for': `192.0.2.${i}` } }))
          .statusCode,
      );
    expect(codes).toEqual([401, 401, 401, 429, 429, 429]);
    expect(checks()).toBe(3);
  });

  test('TRUST_PROXY=true (every hop) is refused at start with a sentence saying what to give', () => {
    for (const value of ['true', 'yes']) {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY="(true|yes)": must be the number of proxies .* or their addresses .*"true" is refused/,
      );
    }
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.0.0/8,loopback' }).trustProxy).toEqual([
      '10.0.0.2',
      '10.0.0.0/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(/TRUST_PROXY/);
  });
});
