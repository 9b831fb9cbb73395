import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { WRITES } from './read-cache-writes.ts';

/**
 * Every write route of the server says what it changes in the cached reads
 * (plugins/read-cache-writes.ts): a route missing from the table would empty everything, which is
 * safe but slow, so a new route must be classified on purpose; a line without a route is a typo.
 */
let t: TestApp;
const writes = new Set<string>();
beforeAll(async () => {
  t = await createTestApp();
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: false,
    payments: { sweepMs: 0 },
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat())
        if (!['GET', 'HEAD', 'OPTIONS'].includes(method)) writes.add(`${method} ${route.url}`);
    },
  });
  await app.ready();
  await app.close();
});
afterAll(async () => t.close());

test('every write route of the app has a line in the table of writes, and every line a route', () => {
  expect(writes.size).toBeGreaterThan(40);
  expect([...writes].filter((route) => !(route in WRITES)).sort()).toEqual([]);
  expect(
    Object.keys(WRITES)
      .filter((route) => !writes.has(route))
      .sort(),
  ).toEqual([]);
});
