import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { approveBid, payOrder, placeBid, publishGig, shareSession } from '../support/bids.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * What the seller earns, in Chromium: a fresh seller sees "You earn $180" beside the $200 bid on
 * their orders; once the buyer has paid, on the dashboard's recent bids and money held too, and on
 * the order's page "Price $200 · Inkwell fee (10%) −$20 · You earn $180", while the buyer sees the
 * price alone; both download the order's receipt (a PDF). At 1280 and 360 px, axe clean.
 */
let browser: Browser;
const people: ApiUser[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(people.map((person) => person.api.dispose()));
  await browser?.close();
});

/** The Money section's definition of `term` (its value), as the page shows it. */
const moneyValue = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Money' })
    .locator('dt', { hasText: new RegExp(`^${term.replace(/[()]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .textContent();

/** Clicks Download receipt and answers the downloaded file's first bytes. */
async function downloadReceipt(page: Page): Promise<string> {
  const link = page.getByRole('link', { name: 'Download receipt' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const file = await download.path();
  return (await readFile(file)).subarray(0, 5).toString('latin1');
}

test.each([1280, 360])('at %i px the seller sees what they earn, the buyer the price alone', async (width) => {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  people.push(seller, buyer);
  const gig = await publishGig(seller);
  const bid = await placeBid(buyer, gig._id, { amount: 200 });

  const sellerView = await openPage(browser, { width });
  await shareSession(sellerView.context, seller);
  const { page } = sellerView;
  await page.goto('/seller/orders');
  const card = page.getByRole('article', { name: gig.title });
  await card.getByText('You earn $180', { exact: true }).waitFor();
  await card.getByText('after the 10% Inkwell fee', { exact: true }).waitFor();
  await expectNoAxeViolations(page);
  await screenshot(page, `you-earn-orders-${width}`);

  await approveBid(seller, bid._id);
  await payOrder(buyer, bid._id);
  await page.goto('/seller/dashboard');
  const recent = page.getByRole('region', { name: 'Recent bids' });
  await recent.getByText('You earn $180', { exact: true }).waitFor({ timeout: 10_000 });
  const held = page.getByRole('article', { name: 'Held in escrow' });
  await held.getByText('You earn $180 of it, after the Inkwell fee', { exact: true }).waitFor();
  await expectNoAxeViolations(page);
  await screenshot(page, `you-earn-dashboard-${width}`);

  await page.goto(`/orders/${bid._id}`);
  await page.getByRole('heading', { level: 1, name: gig.title }).waitFor();
  await expect.poll(() => moneyValue(page, 'You earn')).toBe('$180');
  expect(await moneyValue(page, 'Price')).toBe('$200');
  expect(await moneyValue(page, 'Inkwell fee (10%)')).toBe('−$20');
  expect(await page.getByRole('link', { name: 'Download receipt' }).getAttribute('href')).toBe(
    `/api/orders/${bid._id}/receipt`,
  );
  await expectNoAxeViolations(page);
  await screenshot(page, `you-earn-order-seller-${width}`);
  expect(await downloadReceipt(page)).toBe('%PDF-');
  expect(unexpectedProblems(sellerView.problems)).toEqual([]);
  await sellerView.context.close();

  const buyerView = await openPage(browser, { width });
  await shareSession(buyerView.context, buyer);
  await buyerView.page.goto(`/orders/${bid._id}`);
  await buyerView.page.getByRole('heading', { level: 1, name: gig.title }).waitFor();
  await expect.poll(() => moneyValue(buyerView.page, 'Paid')).toBe('$200');
  expect(await buyerView.page.getByText(/You earn/).count()).toBe(0);
  expect(await buyerView.page.getByText(/Inkwell fee/).count()).toBe(0);
  await expectNoAxeViolations(buyerView.page);
  await screenshot(buyerView.page, `you-earn-order-buyer-${width}`);
  expect(await downloadReceipt(buyerView.page)).toBe('%PDF-');
  expect(unexpectedProblems(buyerView.problems)).toEqual([]);
  await buyerView.context.close();
});
