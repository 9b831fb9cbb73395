import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Person } from './bids.ts';
import { SCREENSHOT_DIR } from './browser.ts';
import { sampleImage } from './gigs.ts';

/** Helpers of the orders journeys: a gig cover, the order cards, window shots and the phone check. */

/** Uploads a cover picture as the person (POST /api/uploads) and answers its address. */
export async function uploadCover(person: Person, colour: string): Promise<string> {
  const buffer = await sampleImage(colour);
  const answer = await person.api.post('/api/uploads', { multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer } } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { url: string }).url;
}

/** The order card of a gig on /orders (an article named by the gig's title). */
export function orderCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** Waits for the card and answers it. */
export async function findOrderCard(page: Page, title: string): Promise<Locator> {
  const card = orderCard(page, title);
  await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
  return card;
}

/** Opens /orders (or a path of it) and waits for the tabs. */
export async function openOrders(page: Page, pathAndQuery = '/orders') {
  await page.goto(pathAndQuery);
  await expect.poll(() => page.getByRole('tab', { name: 'Active' }).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** A dialog is fixed to the window: a shot of the window shows it as the person sees it. */
export async function screenshotWindow(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

export async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}
