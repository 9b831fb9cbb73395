import { request, type APIRequestContext, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
} from '../support/browser.ts';
import { approveBid, completeOrder, placeBid, publishGig, shareSession } from '../support/bids.ts';
import { DEMO_PASSWORD } from '../support/gigs.ts';
import { noHorizontalScroll } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * What a seller reads when a card dispute holds their share (decision 058), at 1280 and 360 px: a fresh
 * seller's $200 order is accepted (its $180 share clearing), the demo operator records a chargeback and
 * then gives the share back; the seller's bell says both, in English, and each leads to the order's
 * page. Axe clean.
 */
let browser: Browser;
let operator: APIRequestContext;
const people: ApiUser[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await request.newContext({ baseURL: baseUrl() });
  const login = await operator.post('/api/auth/login', {
    data: { username: 'inkwell.operator', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
});

afterAll(async () => {
  await Promise.all(people.map((person) => person.api.dispose()));
  await operator?.dispose();
  await browser?.close();
});

test.each([1280, 360])("at %i px the seller's bell says the share is held, then given back", async (width) => {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  people.push(seller, buyer);
  const gig = await publishGig(seller);
  const bid = await placeBid(buyer, gig._id, { amount: 200 });
  await approveBid(seller, bid._id);
  await completeOrder(seller, buyer, bid._id);
  const recorded = await operator.post(`/api/operator/orders/${bid._id}/chargeback`, {
    data: { reason: 'fraudulent' },
  });
  expect(recorded.status()).toBe(201);
  const decided = await operator.post(`/api/operator/chargebacks/${bid._id}/resolve`, { data: { outcome: 'seller' } });
  expect(decided.status()).toBe(200);

  const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
  await shareSession(context, seller);
  await page.goto('/seller/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ }).first();
  await expect.poll(() => bell.getAttribute('aria-label'), { timeout: 10_000 }).toMatch(/unread$/);
  await bell.click();
  const held = page.getByRole('menuitem', {
    name: `A card payment was disputed: $180 of the order for “${gig.title}” is held until Inkwell decides.`,
  });
  const won = page.getByRole('menuitem', {
    name:
      `The card dispute on the order for “${gig.title}” was decided for you: ` +
      '$180 is pending again and clears as usual.',
  });
  await expect.poll(() => held.isVisible(), { timeout: 5000 }).toBe(true);
  await expect.poll(() => won.isVisible()).toBe(true);
  await noHorizontalScroll(page, width);
  await expectNoAxeViolations(page);
  await screenshot(page, `chargeback-notices-${width}`);
  await held.click();
  await page.waitForURL(`**/orders/${bid._id}`);
  expect(unexpectedProblems(problems)).toEqual([]);
  await context.close();
});
