import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cast } from '../../test/fixtures/bids.ts';
import { postGig } from '../../test/fixtures/gigs.ts';

/**
 * Concurrent misses of one key (after a start, or a write that cleared the cache) are computed
 * once: the other reads wait for that answer. A miss that keeps nothing lets each compute its own.
 */
let t: TestApp;
let app: FastifyInstance;
let gigId: string;
/** How many reads of a gig reached its handler (the database), by this app. */
let handled = 0;

beforeAll(async () => {
  t = await createTestApp();
  const people = await cast(t.app);
  gigId = (await postGig(people.owner, { title: 'One answer for many readers' }))._id;
  app = await buildApp({ config: t.config, database: t.database, logger: false, payments: { sweepMs: 0 } });
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.url === '/api/gigs/single/:id') handled += 1;
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t.close();
});

const readAll = (url: string, count: number) =>
  Promise.all(Array.from({ length: count }, () => app.inject({ method: 'GET', url })));

describe('concurrent misses of one key', () => {
  test('twenty visitors reading a gig nobody has read yet: one reaches the database, all get its answer', async () => {
    handled = 0;
    const answers = await readAll(`/api/gigs/single/${gigId}`, 20);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers[0]!.json().title).toBe('One answer for many readers');
    expect(handled).toBe(1);
  });

  test('a miss that keeps nothing (a 404) lets each waiting read ask for itself', async () => {
    handled = 0;
    const answers = await readAll('/api/gigs/single/01a171e4-8122-7fbf-950e-000000000000', 5);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(404));
    expect(handled).toBe(5);
  });

  test('a write between two reads is seen: the read after it computes again', async () => {
    const url = `/api/gigs/single/${gigId}`;
    await readAll(url, 3);
    await app.readCache.invalidate();
    handled = 0;
    await readAll(url, 10);
    expect(handled).toBe(1);
  });
});
