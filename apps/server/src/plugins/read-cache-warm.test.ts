import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cast } from '../../test/fixtures/bids.ts';
import { postGig } from '../../test/fixtures/gigs.ts';
import { warmReadCache } from './read-cache-warm.ts';

/**
 * The most-read answers are kept before the server listens, as a
 * visitor's, so the front door answers them from the first request.
 */
let t: TestApp;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  const people = await cast(t.app);
  gigId = (await postGig(people.owner, { title: 'Warm before the first visitor', cat: 'essay-writing' }))._id;
});
afterAll(async () => t.close());

describe('warming the read cache', () => {
  test('nothing is asked when the budget is spent before it begins', async () => {
    expect(await warmReadCache(t.app, -1)).toBe(0);
    expect(t.app.readCache.cache.has('/api/gigs?limit=24')).toBe(false);
  });

  test("the first list pages, each category's, and those pages' gigs are kept as a visitor's answers", async () => {
    expect(await warmReadCache(t.app)).toBeGreaterThan(10);
    const { cache } = t.app.readCache;
    for (const key of ['/api/gigs?limit=24', '/api/gigs?cat=essay-writing&limit=24', `/api/gigs/single/${gigId}`]) {
      expect(cache.has(key), key).toBe(true);
      expect(cache.get(key)?.visitor, key).toBeDefined();
    }
  });
});
