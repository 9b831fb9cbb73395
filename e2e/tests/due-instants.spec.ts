import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  SCREENSHOT_DIR,
  unexpectedProblems,
} from '../support/browser.ts';
import {
  approveBid,
  fillBrief,
  myBids,
  payOrder,
  placeBid,
  publishGig,
  SAMPLE_PROPOSAL,
  shareSession,
} from '../support/bids.ts';
import { noHorizontalScroll } from '../support/orders.ts';
import { dueText, expectNotice, getOrder, look, openOrder } from '../support/order-life.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * Due instants in Chromium at 1280 and 360 px: a paid order shows its due instant in the reader's
 * own time zone with the zone named and a countdown; the seller asks for more time with a date and
 * hour in their zone (the zone named), the buyer reads the request and accepts it, and the order is
 * due at the new instant. Axe clean, no sideways scroll.
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

const REASON = 'The archive I need for chapter three opens again on Monday.';

test.each([1280, 360])('at %i px the seller asks for more time and the buyer accepts it', async (width) => {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  people.push(seller, buyer);
  const gig = await publishGig(seller);
  const bid = await placeBid(buyer, gig._id);
  await approveBid(seller, bid._id);
  await payOrder(buyer, bid._id);
  const size = { width, height: width < 640 ? 780 : 900 };

  const sellerTab = await openPage(browser, size);
  await shareSession(sellerTab.context, seller);
  await openOrder(sellerTab.page, bid._id, gig.title);
  expect(await dueText(sellerTab.page)).toMatch(/ (UTC|GMT[+-]?\d*) Due in 3 days$/);
  const form = sellerTab.page.getByRole('region', { name: 'Ask for more time' });
  const zone = await sellerTab.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const due = new Date((await getOrder(seller, bid._id)).dueAt!);
  // Two days later, at 09:00 in the seller's zone (datetime-local speaks the browser's zone).
  const later = new Date(due.getTime() + 2 * 86_400_000);
  const local = await sellerTab.page.evaluate((iso) => {
    const d = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T09:00`;
  }, later.toISOString());
  await form.getByLabel(`New due time (your time zone: ${zone})`).fill(local);
  await form.getByLabel('Why you need more time').fill(REASON);
  await look(sellerTab.page, 'due-instants-ask', width);
  await form.getByRole('button', { name: 'Ask for more time' }).click();
  await expectNotice(sellerTab.page, `You asked ${buyer.username} for more time.`);
  const asked = (await getOrder(seller, bid._id)).extension!.dueAt;
  expect(new Date(asked).toISOString()).toBe(
    await sellerTab.page.evaluate((value) => new Date(value).toISOString(), local),
  );
  expect(unexpectedProblems(sellerTab.problems)).toEqual([]);
  await sellerTab.context.close();

  const buyerTab = await openPage(browser, size);
  await shareSession(buyerTab.context, buyer);
  await openOrder(buyerTab.page, bid._id, gig.title);
  const request = buyerTab.page.getByRole('region', { name: 'The seller asks for more time' });
  await expect.poll(() => request.getByText(REASON).isVisible(), { timeout: 10_000 }).toBe(true);
  await look(buyerTab.page, 'due-instants-answer', width);
  await request.getByRole('button', { name: 'Accept the new due time' }).click();
  await expect
    .poll(() => buyerTab.page.getByText(/^Accepted: the order is now due/).isVisible(), { timeout: 10_000 })
    .toBe(true);
  expect((await getOrder(buyer, bid._id)).dueAt).toBe(asked);
  expect(await dueText(buyerTab.page)).toMatch(/ (UTC|GMT[+-]?\d*) Due in [45] days(, \d+ hours?)?$/);
  await look(buyerTab.page, 'due-instants-accepted', width);
  expect(unexpectedProblems(buyerTab.problems)).toEqual([]);
  await buyerTab.context.close();
});

test.each([1280, 360])('at %i px a buyer bids for a date and hour in their own zone, named', async (width) => {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  people.push(seller, buyer);
  const gig = await publishGig(seller);
  const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
  await shareSession(context, buyer);
  await page.goto(`/gig/${gig._id}`);
  const button = page
    .getByRole('complementary', { name: 'Price and seller' })
    .getByRole('button', { name: 'Place Bid' });
  await expect.poll(() => button.isEnabled(), { timeout: 10_000 }).toBe(true);
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Place a bid' });
  await fillBrief(dialog);
  await dialog.getByLabel('Proposal').fill(SAMPLE_PROPOSAL);
  await dialog.getByRole('radio', { name: 'By a date and hour' }).check();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const local = await page.evaluate(() => {
    const d = new Date(Date.now() + 30 * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:00`;
  });
  await dialog.getByLabel(`Due by (your time zone: ${zone})`).fill(local);
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page, width);
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `due-instants-bid-${width}.png`), animations: 'disabled' });
  await dialog.getByRole('button', { name: 'Place Bid' }).click();
  await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
  const [bid] = await myBids(buyer);
  expect(bid).toMatchObject({
    gigId: gig._id,
    dueAt: await page.evaluate((value) => new Date(value).toISOString(), local),
  });
  expect(unexpectedProblems(problems, [/status of 404/])).toEqual([]);
  await context.close();
});
