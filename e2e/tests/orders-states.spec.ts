import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  approveBid,
  completeOrder,
  myBids,
  placeBid,
  reviewBuyer,
  shareSession,
  type BidAnswer,
} from '../support/bids.ts';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { lookAtOrders, newOrderGig, openOrders, orderCard, screenshotWindow } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * The orders screens when things go wrong, in Chromium: a page out of date (another tab approved a
 * bid or reviewed the buyer meanwhile) says why and keeps what was typed; a new seller's loading,
 * empty and error states at 1280 px. Every account, gig and bid is made through the API.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the orders screens when a page is out of date, empty or failing', () => {
  test(
    'a page out of date: approving or declining a bid whose gig was taken meanwhile, ' +
      'reviewing a buyer reviewed meanwhile, says why and keeps what was typed',
    async () => {
      const seller = await registerUser({ isSeller: true });
      const buyers = await Promise.all([1, 2, 3, 4].map(() => registerUser({ isSeller: false })));
      const [first, second, third, fourth] = buyers as [ApiUser, ApiUser, ApiUser, ApiUser];
      const [gig, otherGig] = await Promise.all([newOrderGig(seller, '#be123c'), newOrderGig(seller, '#7c3aed')]);
      const firstBid: BidAnswer = await placeBid(first, gig._id);
      const secondBid = await placeBid(second, gig._id);
      const thirdBid = await placeBid(third, otherGig._id);
      const fourthBid = await placeBid(fourth, otherGig._id);
      const { page, context, problems } = await openPage(browser);
      await shareSession(context, seller);
      await openOrders(page, '/seller/orders');
      await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBe(4);
      const cardOf = (buyer: ApiUser) =>
        page.getByRole('article').filter({ has: page.getByRole('link', { name: buyer.username }) });

      // Another tab approves the first bid; this page still offers Approve on the second.
      await approveBid(seller, firstBid._id);
      await cardOf(second).getByRole('button', { name: 'Approve' }).click();
      const alert = page.getByRole('alert');
      await expect
        .poll(() => alert.innerText(), { timeout: 10_000 })
        .toBe('This bid is no longer waiting for approval.');
      await expect.poll(() => page.getByRole('article').count()).toBe(3);
      expect(await orderCard(page, gig.title).getByText('Approved – awaiting payment').isVisible()).toBe(true);
      await lookAtOrders(page, 'orders-seller-approve-refused', 1280);

      // Another tab approves the third bid while this one writes why the
      // fourth is declined: the dialog says why and keeps the reason.
      await cardOf(fourth).getByRole('button', { name: 'Decline' }).click();
      const decline = page.getByRole('dialog', { name: 'Decline this bid?' });
      await expect.poll(() => decline.isVisible()).toBe(true);
      await decline.getByLabel('Why do you decline it?').fill('I am fully booked until next month.');
      await approveBid(seller, thirdBid._id);
      await decline.getByRole('button', { name: 'Decline bid' }).click();
      await expect
        .poll(() => decline.getByRole('alert').innerText(), { timeout: 10_000 })
        .toBe('This order is not in a state that allows this any more. Please reload it.');
      expect(await decline.getByLabel('Why do you decline it?').inputValue()).toBe(
        'I am fully booked until next month.',
      );
      await expectNoAxeViolations(page);
      await screenshotWindow(page, 'orders-decline-refused-1280');
      await page.keyboard.press('Escape');
      await expect.poll(() => decline.count()).toBe(0);

      // The first order is paid, delivered and accepted; another tab reviews the buyer while this one writes a review.
      await completeOrder(seller, first, firstBid._id);
      await page.getByRole('tab', { name: 'Completed' }).click();
      await expect
        .poll(() => cardOf(first).getByRole('button', { name: 'Review the buyer' }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      await cardOf(first).getByRole('button', { name: 'Review the buyer' }).click();
      const buyerReview = page.getByRole('dialog', { name: 'Review the buyer' });
      await expect.poll(() => buyerReview.isVisible()).toBe(true);
      await buyerReview.getByLabel(/Comment/).fill('Helpful and clear.');
      await reviewBuyer(seller, firstBid._id, { stars: 5, satisfaction: 'excellent' });
      await buyerReview.getByRole('button', { name: 'Save review' }).click();
      await expect
        .poll(() => buyerReview.getByRole('alert').innerText(), { timeout: 10_000 })
        .toBe('This order has already been reviewed.');
      expect(await buyerReview.getByLabel(/Comment/).inputValue()).toBe('Helpful and clear.');
      await expectNoAxeViolations(page);
      await screenshotWindow(page, 'orders-review-buyer-refused-1280');
      // The refusals changed nothing: the second and fourth bids were not selected, not declined.
      expect((await myBids(second)).find((bid) => bid._id === secondBid._id)?.status).toBe('cancelled');
      expect((await myBids(fourth)).find((bid) => bid._id === fourthBid._id)?.status).toBe('cancelled');
      expect(unexpectedProblems(problems, [/status of 409/])).toEqual([]);
      await context.close();

      // In German on a phone, the longer words still fit.
      const german = await openPage(browser, { width: 360, height: 780, locale: 'de-DE' });
      await shareSession(german.context, seller);
      await german.page.goto('/seller/orders?tab=completed');
      const card = german.page
        .getByRole('article', { name: gig.title })
        .filter({ has: german.page.getByRole('link', { name: first.username }) });
      await expect
        .poll(() => card.getByText('Sie haben den Käufer bewertet.').isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await german.page.getByRole('tab', { name: 'Abgeschlossen' }).getAttribute('aria-selected')).toBe('true');
      await lookAtOrders(german.page, 'orders-seller-completed-de', 360);
      expect(unexpectedProblems(german.problems)).toEqual([]);
      await german.context.close();
    },
  );

  test('at 1280 px: loading, empty and error states of a new seller', async () => {
    const seller = await registerUser({ isSeller: true });
    const { page, context, problems } = await openPage(browser);
    await shareSession(context, seller);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/bids/owner/pending*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/seller/orders');
    await expect.poll(() => page.getByText('Loading your orders…').count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'orders-seller-loading-1280');
    release();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'No open bids' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await page.unroute('**/api/bids/owner/pending*');
    await lookAtOrders(page, 'orders-seller-empty', 1280);

    await page.route('**/api/bids/owner/completed*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"status":500,"title":"Internal Server Error"}',
      }),
    );
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect
      .poll(() => page.getByRole('alert').getByText('Something went wrong').isVisible(), { timeout: 15_000 })
      .toBe(true);
    await lookAtOrders(page, 'orders-seller-error', 1280);
    expect(unexpectedProblems(problems, [/status of 500/])).toEqual([]);
    await context.close();
  });
});
