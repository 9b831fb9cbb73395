import { GigListQuery } from '@inkwell/domain/gigs/gig.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pageReads, readThroughPage } from './seo-reads.ts';

/**
 * A server-rendered page's gig reads: made once for its head and
 * first screen, with the bytes of the routes they stand for.
 */

let t: TestApp;
let gigId: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await sellerSession(t.app);
  gigId = (await postGig(seller, { title: 'Thesis chapter on coastal erosion', cat: 'thesis-writing' }))._id;
  await postGig(seller, { title: 'Essay on the history of printing', cat: 'essay-writing' });
});
afterAll(async () => {
  await t?.close();
});

test.each([
  () => `/api/gigs/single/${gigId}`,
  () => '/api/gigs',
  () => '/api/gigs?sort=sales',
  () => '/api/gigs?cat=thesis-writing&limit=5',
  () => '/api/gigs?search=printing',
  () => `/api/bids/gig/${gigId}/count`,
  () => `/api/gig-reviews/gig/${gigId}`,
])('a page read of %s answers the bytes its route sends a visitor', async (urlOf) => {
  const url = urlOf();
  const read = await readThroughPage(pageReads(t.app), url);
  const route = await t.app.inject({ method: 'GET', url });
  expect(route.statusCode).toBe(200);
  expect(read?.status).toBe(200);
  expect(await read?.text()).toBe(route.body);
});

test.each([
  '/api/gigs/single/00000000-0000-4000-8000-000000000000',
  '/api/gigs?limit=0',
  '/api/gigs?cat=essay-writing&cat=thesis-writing',
  '/api/bids/gig/00000000-0000-4000-8000-000000000000/count',
  '/api/gig-reviews/gig/00000000-0000-4000-8000-000000000000',
  `/api/gig-reviews/gig/00000000-0000-4000-8000-000000000000?cursor=x`,
  `/api/bids/gig/${'a'.repeat(101)}/count`,
  '/api/users/00000000-0000-4000-8000-000000000000/seller-facts',
])('%s is left to its route (an unknown gig, a refused query, another read)', async (url) => {
  expect(await readThroughPage(pageReads(t.app), url)).toBeUndefined();
});

test(
  'a page reads its gig once, and its list once for the head and for ' +
    'the first screen, which asks for the same sort in its own words',
  async () => {
    const reads = pageReads(t.app);
    // Every read begun here is awaited before the test ends: one
    // still running when the app closes fails on a closed pool.
    const begun: Promise<unknown>[] = [];
    const track = <T extends Promise<unknown>>(read: T): T => {
      begun.push(read);
      return read;
    };
    const list = (query: Record<string, string>) => track(reads.list(GigListQuery.parse(query)));
    expect(track(reads.gig(gigId))).toBe(reads.gig(gigId));
    // The head asks for the default list; /gigs asks for sort=sales, the default sort without a search.
    const head = list({});
    expect(list({ sort: 'sales' })).toBe(head);
    expect(list({ sort: 'createdAt' })).not.toBe(head);
    expect(list({ limit: '5' })).not.toBe(head);
    // A search is sorted by relevance unless it asks otherwise.
    expect(list({ search: 'printing' })).toBe(list({ search: 'printing', sort: 'relevance' }));
    expect(list({ search: 'printing' })).not.toBe(list({ search: 'printing', sort: 'sales' }));
    expect((await head).items).toHaveLength(2);
    // Another page reads again.
    expect(track(pageReads(t.app).gig(gigId))).not.toBe(reads.gig(gigId));
    await Promise.all(begun);
  },
);
