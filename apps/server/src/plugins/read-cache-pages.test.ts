import fs from 'node:fs';
import path from 'node:path';
import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../test/test-app.ts';
import { buyerSession, postGig, sellerSession } from '../../test/fixtures/gigs.ts';
import { pageKey } from '../lib/read-cache-front-door.ts';

/**
 * Pages rendered by the built web app (features/seo) are emptied by the writes that change what they
 * show, and by no other (decision 027, "Invalidation by what a write changed"). Needs `npm run build`.
 */
const webDist = path.resolve(import.meta.dirname, '../../../web/dist');

let t: TestApp;
let seller: Session;
let otherSeller: Session;
let buyer: Session;
let shown: Gig;
let elsewhere: Gig;
beforeAll(async () => {
  if (!fs.existsSync(path.join(path.dirname(webDist), 'dist-ssr', 'entry-server.js')))
    throw new Error('No server renderer in apps/web/dist-ssr: run `npm run build` first.');
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://inkwell.example' });
  [seller, otherSeller, buyer] = await Promise.all([sellerSession(t.app), sellerSession(t.app), buyerSession(t.app)]);
  shown = await postGig(seller, { title: 'Essays shown on their page', cat: 'essay-writing' });
  elsewhere = await postGig(otherSeller, { title: 'Coursework on a page of its own', cat: 'coursework-writing' });
});
afterAll(async () => t?.close());

const ENGLISH = { cookie: 'inkwell_lang=en' };
const kept = (url: string) => t.app.readCache.cache.has(pageKey(url, 'en'));
const read = async (urls: string[]) => {
  for (const url of urls) expect((await t.app.inject({ method: 'GET', url, headers: ENGLISH })).statusCode).toBe(200);
  expect(urls.every(kept)).toBe(true);
};

test("a like empties the liked gig's page and the list pages showing it; another gig's page stays", async () => {
  const pages = [`/gig/${shown._id}`, `/gig/${elsewhere._id}`, '/gigs?cat=essay-writing'];
  await read(pages);
  expect((await buyer.request({ method: 'POST', url: `/api/gigs/${shown._id}/like` })).statusCode).toBe(200);
  expect(pages.filter(kept)).toEqual([`/gig/${elsewhere._id}`]);
  const page = await t.app.inject({ method: 'GET', url: `/gig/${shown._id}`, headers: ENGLISH });
  expect(page.body).toContain('Essays shown on their page');
});

test('a message empties the pages of its sender (their response time), not the others', async () => {
  const pages = [`/gig/${shown._id}`, `/gig/${elsewhere._id}`];
  await read(pages);
  const conversation = await buyer.request({
    method: 'POST',
    url: '/api/conversations',
    payload: { to: seller.user._id },
  });
  expect(
    (
      await seller.request({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: conversation.json()._id, desc: 'Hello' },
      })
    ).statusCode,
  ).toBe(201);
  expect(pages.filter(kept)).toEqual([`/gig/${elsewhere._id}`]);
});
