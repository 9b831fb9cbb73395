import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser, openPage, unexpectedProblems } from '../support/browser.ts';

/**
 * The first screens of /, /gigs and /gig/{id} come rendered from the server (docs/decisions/033):
 * visible with JavaScript off, in the visitor's language; with JavaScript on the app takes the
 * markup over (no hydration mismatch, no console error, no second fetch of the page's data) and
 * then answers clicks, in English and in French.
 */
let browser: Browser;
let gig: { _id: string; title: string };

beforeAll(async () => {
  browser = await launchBrowser();
  const answer = await fetch(`${baseUrl()}/api/gigs?limit=1`);
  const { items } = (await answer.json()) as { items: { _id: string; title: string }[] };
  if (!items[0]) throw new Error('the demo data has no gig');
  gig = items[0];
});

afterAll(async () => {
  await browser?.close();
});

const HERO = {
  en: 'Find the right writer for every academic project',
  fr: 'Le bon rédacteur pour chacun de vos projets universitaires',
};
const LOCALES = { en: 'en-US', fr: 'fr-FR' } as const;

describe('without JavaScript', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`the three pages show their first screen in ${language}`, async () => {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        javaScriptEnabled: false,
        locale: LOCALES[language],
      });
      try {
        const page = await context.newPage();
        await page.goto('/');
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(HERO[language]);

        await page.goto('/gigs');
        expect(await page.locator(`main a[href="/gig/${gig._id}"]`).count()).toBeGreaterThan(0);
        expect(await page.locator('main img').first().isVisible()).toBe(true);

        await page.goto(`/gig/${gig._id}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(gig.title);
      } finally {
        await context.close();
      }
    });
  }
});

/** Records the page's own API reads. */
function apiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  });
  return reads;
}

describe('with JavaScript', () => {
  for (const language of ['en', 'fr'] as const) {
    test(`the app hydrates / , /gigs and /gig/{id} in ${language} with no error and answers clicks`, async () => {
      const { context, page, problems } = await openPage(browser, { locale: LOCALES[language], width: 1280 });
      try {
        const reads = apiReads(page);
        await page.goto('/gigs');
        await page.waitForLoadState('networkidle');
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        // The list came with the page: the app did not ask for it again.
        expect(reads.filter((read) => read.startsWith('/api/gigs'))).toEqual([]);
        // A client-side navigation (no new document): the app is in charge of the markup.
        await page.evaluate('window.sameDocument = true');
        await page.locator(`main a[href="/gig/${gig._id}"]`).first().click();
        await page.waitForURL(`**/gig/${gig._id}`);
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(gig.title);
        expect(await page.evaluate("'sameDocument' in window")).toBe(true);

        reads.length = 0;
        await page.goto(`/gig/${gig._id}`);
        await page.waitForLoadState('networkidle');
        expect(reads.filter((read) => read === `/api/gigs/single/${gig._id}`)).toEqual([]);

        await page.goto('/');
        await page.waitForLoadState('networkidle');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(HERO[language]);
        await page.evaluate('window.sameDocument = true');
        await page.locator('header a[href="/gigs"]').first().click();
        await page.waitForURL('**/gigs');
        expect(await page.evaluate("'sameDocument' in window")).toBe(true);
        expect(unexpectedProblems(problems)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
