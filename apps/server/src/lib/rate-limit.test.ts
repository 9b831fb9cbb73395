import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MINIMAL_PDF, MULTIPART_CONTENT_TYPE, multipartBody, solidImage } from '../../test/fixtures/files.ts';
import { buildRegistration, createTestApp, registerAndLogin, type Session, type TestApp } from '../../test/test-app.ts';
import { rateLimitsRepository } from './rate-limit.ts';

/** The database rate limits, on PGlite and PostgreSQL: budgets hold under concurrency, in several processes' way. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    REGISTRATIONS_PER_HOUR: '3',
    DOCUMENT_UPLOADS_PER_HOUR_PER_ACCOUNT: '2',
    DOCUMENT_UPLOADS_PER_HOUR_PER_ADDRESS: '3',
    IMAGE_UPLOADS_PER_HOUR_PER_ACCOUNT: '2',
    IMAGE_UPLOADS_PER_HOUR_PER_ADDRESS: '100',
    ANONYMOUS_UPLOADS_PER_HOUR: '1',
    TRUST_PROXY: '1',
  });
});
afterAll(() => t.close());

const from = (address: string) => ({ 'x-forwarded-for': address });

describe('the repository', () => {
  test('40 concurrent reservations of a window of 5: exactly 5 succeed; after it the budget is back', async () => {
    const limits = rateLimitsRepository(t.database.db);
    const now = new Date();
    const budget = { max: 5, windowMs: 60_000 };
    const results = await Promise.all(
      Array.from({ length: 40 }, () => limits.reserveInWindow('test-window', 'k', budget, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    const refused = results.find((r) => !r.ok);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect((await limits.reserveInWindow('test-window', 'k', budget, new Date(now.getTime() + 30_000))).ok).toBe(false);
    expect((await limits.reserveInWindow('test-window', 'k', budget, new Date(now.getTime() + 60_000))).ok).toBe(true);
  });

  test('a refusal never waits longer than the window or cap, even when a later request reserved first', async () => {
    // Concurrent requests take their time when they begin and reach the database in any order.
    const limits = rateLimitsRepository(t.database.db);
    const begun = Date.now();
    const later = new Date(begun + 5);
    const window = { max: 1, windowMs: 3_600_000 };
    expect((await limits.reserveInWindow('test-window-order', 'k', window, later)).ok).toBe(true);
    expect(await limits.reserveInWindow('test-window-order', 'k', window, new Date(begun))).toEqual({
      ok: false,
      retryAfterSeconds: 3_600,
    });
    const delays = { free: 0, firstDelayMs: 60_000, maxDelayMs: 60_000, idleMs: 600_000 };
    expect((await limits.reserveWithDelay('test-delay-order', 'k', delays, later)).ok).toBe(true);
    expect(await limits.reserveWithDelay('test-delay-order', 'k', delays, new Date(begun))).toEqual({
      ok: false,
      retryAfterSeconds: 60,
    });
  });

  test('progressive delays: free attempts, then waits doubling to the cap, forgotten after the idle time', async () => {
    const limits = rateLimitsRepository(t.database.db);
    const budget = { free: 2, firstDelayMs: 1000, maxDelayMs: 4000, idleMs: 60_000 };
    const start = Date.now();
    const at = (seconds: number) =>
      limits.reserveWithDelay('test-delay', 'k', budget, new Date(start + seconds * 1000));
    expect((await at(0)).ok).toBe(true);
    expect((await at(0)).ok).toBe(true);
    expect(await at(0.5)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect((await at(1)).ok).toBe(true); // third attempt: the next waits 2 s
    expect(await at(2)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect((await at(3)).ok).toBe(true); // then 4 s
    expect((await at(7)).ok).toBe(true); // capped at 4 s
    expect(await at(10)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect((await at(11)).ok).toBe(true);
    expect((await at(11 + 61)).ok).toBe(true); // idle for longer than a minute: free again
    expect((await at(11 + 61)).ok).toBe(true);
  });

  test('40 concurrent reservations under delays with 3 free attempts: exactly 3 succeed', async () => {
    const limits = rateLimitsRepository(t.database.db);
    const budget = { free: 3, firstDelayMs: 60_000, maxDelayMs: 60_000, idleMs: 60_000 };
    const now = new Date();
    const results = await Promise.all(
      Array.from({ length: 40 }, () => limits.reserveWithDelay('test-delay-race', 'k', budget, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
  });
});

describe('registrations per address (REGISTRATIONS_PER_HOUR)', () => {
  test(
    'the 4th registration within the hour from one address is 429 with ' +
      'Retry-After, concurrent ones too; another address is not affected',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/register',
            payload: buildRegistration(),
            headers: from('203.0.113.30'),
          }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      expect(refused[0]!.json().detail).toMatch(
        /^Too many registrations from this address\. Please try again in (\d+ minutes?|1 hour)\.$/,
      );
      expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3000);
      const elsewhere = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: buildRegistration(),
        headers: from('203.0.113.31'),
      });
      expect(elsewhere.statusCode).toBe(201);
    },
  );
});

describe('uploads per account and per address', () => {
  let a: Session;
  let b: Session;
  beforeAll(async () => {
    a = await registerAndLogin(t.app);
    b = await registerAndLogin(t.app);
  });
  const document = (session: Session, address: string) =>
    session.request({
      method: 'POST',
      url: '/api/files',
      payload: multipartBody([{ field: 'file', filename: 'thesis.pdf', type: 'application/pdf', data: MINIMAL_PDF }]),
      headers: { 'content-type': MULTIPART_CONTENT_TYPE, ...from(address) },
    });

  test(
    'documents: 2 per account, 3 per address (two accounts behind one ' +
      'address share it); 429 with Retry-After; none stored when refused',
    async () => {
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await document(a, '203.0.113.40')).statusCode);
      expect(codes).toEqual([201, 201, 429]);
      expect((await document(b, '203.0.113.40')).statusCode).toBe(201);
      const refused = await document(b, '203.0.113.40');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().detail).toMatch(/^Too many uploads\. Please try again in (\d+ minutes?|1 hour)\.$/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // b's refused upload gave its account reservation back: from another address b has one left.
      expect((await document(b, '203.0.113.41')).statusCode).toBe(201);
      expect((await document(b, '203.0.113.41')).statusCode).toBe(429);
    },
  );

  test('images: per account for people, per address for visitors', async () => {
    const png = await solidImage(40, 30).png().toBuffer();
    const image = (session: Session | null, address: string) => {
      const options = {
        method: 'POST' as const,
        url: '/api/uploads',
        payload: multipartBody([{ field: 'file', filename: 'a.png', type: 'image/png', data: png }]),
        headers: { 'content-type': MULTIPART_CONTENT_TYPE, ...from(address) },
      };
      return session ? session.request(options) : t.app.inject(options);
    };
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await image(a, '203.0.113.50')).statusCode);
    expect(codes).toEqual([201, 201, 429]);
    expect((await image(null, '203.0.113.51')).statusCode).toBe(201);
    expect((await image(null, '203.0.113.51')).statusCode).toBe(429);
    expect((await image(null, '203.0.113.52')).statusCode).toBe(201);
  });
});
