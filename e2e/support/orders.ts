import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { publishGig, type GigAnswer, type Person } from './bids.ts';
import { expectNoAxeViolations, screenshot, SCREENSHOT_DIR } from './browser.ts';
import { loadAllImages, sampleImage } from './gigs.ts';

/**
 * Helpers of the orders journeys: a gig with a cover, the order
 * cards, window shots, the phone check and a look at a page.
 */

/** Uploads a cover picture as the person (POST /api/uploads) and answers its address. */
export async function uploadCover(person: Person, colour: string): Promise<string> {
  const buffer = await sampleImage(colour);
  const answer = await person.api.post('/api/uploads', {
    multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer } },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { url: string }).url;
}

/** A gig of the seller's with a cover of the colour, delivered in 7 days. */
export async function newOrderGig(seller: Person, colour: string): Promise<GigAnswer> {
  return publishGig(seller, { cover: await uploadCover(seller, colour), deliveryTime: 7 });
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

/**
 * Checks the page with axe, that it fits the width, and takes
 * its screenshot (`{name}-{width}`) once the pictures are in.
 */
export async function lookAtOrders(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page, width);
  await loadAllImages(page);
  await screenshot(page, `${name}-${width}`);
}
