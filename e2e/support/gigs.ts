import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** Helpers of the gig journeys (sign in, sample files, the list's cards). */

export const DEMO_PASSWORD = 'inkwell-demo-2025';

export async function signIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl()}/`);
}

export function sampleImage(background: string, width = 960, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

/** A small PDF (the server recognises documents by their bytes, not their name). */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

/** The cards of the gig list. */
export function gigCards(page: Page): Locator {
  return page.getByRole('region', { name: 'Gigs' }).getByRole('article');
}

/** The titles shown on the cards, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return gigCards(page).getByRole('heading', { level: 3 }).allInnerTexts();
}

/** The titles the API lists for a query, in order (the same session as the page). */
export async function apiTitles(page: Page, query: string): Promise<string[]> {
  const answer = await page.request.get(`/api/gigs${query}`);
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: { title: string }[] };
  return items.map((gig) => gig.title);
}

/** Waits until the list shows exactly what the API lists for the same filters. */
export async function expectListLike(page: Page, query: string) {
  const expected = await apiTitles(page, query);
  await expect.poll(() => cardTitles(page), { timeout: 10_000 }).toEqual(expected);
  return expected;
}

/** Scrolls through the page so lazy images load, then waits for every image, for a full-page screenshot. */
export async function loadAllImages(page: Page) {
  await page.evaluate(`(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  })()`);
  await expect
    .poll(() => page.evaluate('[...document.images].every((img) => img.complete)'), { timeout: 10_000 })
    .toBe(true);
}

/** A price on the screen ("$1,250") as a number. */
export function dollarsOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** Waits until the address is exactly `pathAndQuery` (path and query, decoded). */
export async function waitForAddress(page: Page, pathAndQuery: string) {
  await page.waitForURL((url) => decodeURIComponent(url.pathname + url.search) === pathAndQuery);
}
