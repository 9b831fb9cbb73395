import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approveBid, completeOrder, placeBid, SAMPLE_PROPOSAL, shareSession } from '../support/bids.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
} from '../support/browser.ts';
import { gigCards } from '../support/gigs.ts';
import {
  findOrderCard,
  lookAtOrders,
  newOrderGig,
  noHorizontalScroll,
  openOrders,
  orderCard,
  screenshotWindow,
} from '../support/orders.ts';
import { API_PASSWORD, registerUser } from '../support/profile.ts';

/**
 * The orders screens in Chromium: two buyers bid on a seller's gig, the seller approves one on
 * /seller/orders, the other buyer sees "Not selected" on /orders, the buyer pays, the seller delivers
 * and the buyer accepts (through the API: the order page's own steps are order-life.spec.ts's), the
 * seller reviews the buyer on the Completed tab, the buyer reviews the gig, and the stars show on
 * the gig's card in /gigs (orders-states.spec.ts has pages out of date and a new seller's states). Every account, gig
 * and bid is made through the API here, so the spec depends on no other spec and on no demo data.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A proposal longer than 160 characters, so the card collapses it. */
const LONG_PROPOSAL =
  `${SAMPLE_PROPOSAL} I would also like two rounds of revisions, a ` +
  `plain-language summary for a general reader, and the data files ` +
  'behind every chart so that I can check the figures myself before submitting the paper.';

/** Signs the browser in on /login (the way a visitor sent there from /orders does). */
async function signInHere(page: Page, username: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(API_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('the life of an order on /orders and /seller/orders', () => {
  test(
    'approve one of two bids, the other is not selected, the order is paid, ' +
      'delivered and accepted, each side reviews the other and the stars show',
    async () => {
      const seller = await registerUser({ isSeller: true });
      const [chosen, other] = await Promise.all([registerUser({ isSeller: false }), registerUser({ isSeller: false })]);
      const gig = await newOrderGig(seller, '#4f46e5');
      const chosenBid = await placeBid(chosen, gig._id, { amount: 1250, days: 5, message: LONG_PROPOSAL });
      await placeBid(other, gig._id, { amount: 980.5, days: 6 });

      // The seller, on /seller/orders: both bids wait for approval.
      const sellerTab = await openPage(browser);
      await shareSession(sellerTab.context, seller);
      const { page } = sellerTab;
      await openOrders(page, '/seller/orders');
      expect(await page.getByRole('navigation', { name: 'Seller Hub' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('article').count(), { timeout: 10_000 }).toBe(2);
      const chosenCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: chosen.username }) });
      const otherCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: other.username }) });
      expect(await chosenCard.getByText('Awaiting approval').isVisible()).toBe(true);
      expect(await chosenCard.getByText('$1,250').isVisible()).toBe(true);
      expect(await otherCard.getByText('$980.50').isVisible()).toBe(true);
      expect(await chosenCard.getByText('5 days').isVisible()).toBe(true);
      expect(await chosenCard.getByRole('link', { name: gig.title }).getAttribute('href')).toBe(`/gig/${gig._id}`);
      expect(await chosenCard.getByRole('button', { name: 'Message bidder' }).isEnabled()).toBe(true);
      expect(await chosenCard.getByRole('button', { name: 'Decline' }).isEnabled()).toBe(true);
      // Avatars: the default picture for bidders without one.
      expect(await chosenCard.locator('img').nth(1).getAttribute('src')).toBe('/img/default-avatar.svg');
      const more = chosenCard.getByRole('button', { name: 'Show more' });
      expect(await chosenCard.getByText(LONG_PROPOSAL).count()).toBe(0);
      await lookAtOrders(page, 'orders-seller-active', 1280);
      await more.click();
      expect(await chosenCard.getByText(LONG_PROPOSAL).isVisible()).toBe(true);
      expect(await chosenCard.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');

      await chosenCard.getByRole('button', { name: 'Approve' }).click();
      const approvedNotice = page.getByText(`You approved ${chosen.username}’s bid on “${gig.title}”.`, {
        exact: false,
      });
      await expect.poll(() => approvedNotice.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await approvedNotice.innerText()).toContain('The gig’s other pending bids were not selected');
      await expect.poll(() => page.getByRole('article').count()).toBe(1);
      expect(await chosenCard.getByText('Approved – awaiting payment').isVisible()).toBe(true);
      expect(await chosenCard.getByRole('button', { name: 'Approve' }).count()).toBe(0);
      expect(await chosenCard.getByRole('button', { name: 'Decline' }).count()).toBe(0);
      expect(await chosenCard.getByRole('button', { name: 'Cancel order' }).isEnabled()).toBe(true);
      await lookAtOrders(page, 'orders-seller-approved', 1280);

      // The other buyer, a visitor first: /orders sends them to sign in and back.
      const otherTab = await openPage(browser);
      await otherTab.page.goto('/orders');
      await otherTab.page.waitForURL('**/login');
      await signInHere(otherTab.page, other.username);
      await otherTab.page.waitForURL(`${baseUrl()}/orders`);
      // A bid not selected has ended, so it is under Completed.
      await otherTab.page.getByRole('tab', { name: 'Completed' }).click();
      await otherTab.page.waitForURL((url) => url.search === '?tab=completed');
      const notSelected = await findOrderCard(otherTab.page, gig.title);
      expect(await notSelected.getByText('Not selected').isVisible()).toBe(true);
      expect(
        await notSelected
          .getByText(
            'Closed: the seller chose another bid, the gig was removed, or the order was cancelled before payment.',
          )
          .isVisible(),
      ).toBe(true);
      expect(await notSelected.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
      await lookAtOrders(otherTab.page, 'orders-buyer-not-selected', 1280);
      expect(unexpectedProblems(otherTab.problems)).toEqual([]);
      await otherTab.context.close();

      // The chosen buyer sees the approval and Pay.
      const buyerTab = await openPage(browser);
      await shareSession(buyerTab.context, chosen);
      await openOrders(buyerTab.page);
      const approved = await findOrderCard(buyerTab.page, gig.title);
      expect(await approved.getByText('Approved – awaiting payment').isVisible()).toBe(true);
      expect(await approved.getByRole('link', { name: 'Pay $1,250' }).getAttribute('href')).toBe(
        `/pay/${chosenBid._id}`,
      );
      expect(await approved.getByRole('link', { name: seller.username }).getAttribute('href')).toBe(
        `/profile/${seller._id}`,
      );
      await lookAtOrders(buyerTab.page, 'orders-buyer-approved', 1280);

      // The buyer pays, the seller delivers and the buyer accepts; the seller then reviews the buyer.
      await completeOrder(seller, chosen, chosenBid._id);
      await page.getByRole('tab', { name: 'Completed' }).click();
      await page.waitForURL((url) => url.pathname === '/seller/orders' && url.search === '?tab=completed');
      const completedCard = await findOrderCard(page, gig.title);
      // The card may still be the one of the list before the tab's own list arrived.
      await expect.poll(() => completedCard.getByText('Status: Complete', { exact: true }).isVisible()).toBe(true);
      expect(
        await completedCard.getByText('The buyer accepted the work and the payment was released to you.').isVisible(),
      ).toBe(true);
      expect(await completedCard.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(
        `/orders/${chosenBid._id}`,
      );
      await completedCard.getByRole('button', { name: 'Review the buyer' }).click();
      const buyerReview = page.getByRole('dialog', { name: 'Review the buyer' });
      await expect.poll(() => buyerReview.isVisible()).toBe(true);
      expect(await buyerReview.getAttribute('aria-modal')).toBe('true');
      expect(await buyerReview.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      expect(await buyerReview.getByLabel('Satisfaction').inputValue()).toBe('excellent');
      await expectNoAxeViolations(page);
      await screenshotWindow(page, 'orders-review-buyer-modal-1280');
      await buyerReview.locator('label', { hasText: '4 stars' }).click();
      await buyerReview.getByLabel('Satisfaction').selectOption('very_good');
      expect(await buyerReview.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true);
      await buyerReview.getByLabel(/Comment/).fill('Clear brief and quick answers.');
      await buyerReview.getByRole('button', { name: 'Save review' }).click();
      await expect.poll(() => buyerReview.count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => page.getByText(`Your review of ${chosen.username} is saved.`).isVisible()).toBe(true);
      await expect
        .poll(() => completedCard.getByText('You reviewed the buyer.').isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await completedCard.getByRole('button', { name: 'Review the buyer' }).count()).toBe(0);
      await lookAtOrders(page, 'orders-seller-completed', 1280);
      const reviews = (await (await seller.api.get(`/api/user-reviews/${chosen._id}`)).json()) as {
        items: { stars: number; satisfaction: string; comment: string }[];
      };
      expect(reviews.items).toMatchObject([
        { stars: 4, satisfaction: 'very_good', comment: 'Clear brief and quick answers.' },
      ]);
      expect(unexpectedProblems(sellerTab.problems)).toEqual([]);
      await sellerTab.context.close();

      // The buyer: nothing active any more; the order is under Completed, where they review the gig.
      const buyer = buyerTab.page;
      await buyer.reload();
      await expect
        .poll(() => buyer.getByRole('heading', { level: 2, name: 'No active orders' }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await buyer.getByRole('tabpanel').getByRole('link', { name: 'Browse gigs' }).getAttribute('href')).toBe(
        '/gigs',
      );
      await lookAtOrders(buyer, 'orders-buyer-empty', 1280);
      await buyer.getByRole('tab', { name: 'Completed' }).click();
      await buyer.waitForURL((url) => url.search === '?tab=completed');
      const done = await findOrderCard(buyer, gig.title);
      expect(await done.getByText('Status: Complete', { exact: true }).isVisible()).toBe(true);
      await done.getByRole('button', { name: 'Review gig' }).click();
      const review = buyer.getByRole('dialog', { name: 'Review this gig' });
      await expect.poll(() => review.isVisible()).toBe(true);
      expect(await review.getByRole('radio', { name: '5 stars' }).isChecked()).toBe(true);
      await review.locator('label', { hasText: '4 stars' }).click();
      await review.getByLabel(/Comment/).fill('Careful work, delivered on time.');
      await expectNoAxeViolations(buyer);
      await screenshotWindow(buyer, 'orders-review-gig-modal-1280');
      await review.getByRole('button', { name: 'Send review' }).click();
      await expect.poll(() => review.count(), { timeout: 10_000 }).toBe(0);
      await expect
        .poll(() => done.getByText('You reviewed this gig. Thank you!').isVisible(), { timeout: 10_000 })
        .toBe(true);
      expect(await done.getByRole('button', { name: 'Review gig' }).count()).toBe(0);
      await lookAtOrders(buyer, 'orders-buyer-completed', 1280);

      // Back returns to the Active tab; the state is the server's after a reload.
      await buyer.goBack();
      await expect.poll(() => buyer.getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true');
      await buyer.goForward();
      await buyer.reload();
      await expect
        .poll(() => orderCard(buyer, gig.title).getByText('You reviewed this gig. Thank you!').isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);

      // The gig's card in /gigs shows the stars.
      await buyer.goto(`/gigs?search=${encodeURIComponent(gig.title)}`);
      const card = gigCards(buyer).filter({ hasText: gig.title });
      await expect.poll(() => card.count(), { timeout: 10_000 }).toBe(1);
      expect(await card.getByText('(1)', { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText('4.0', { exact: true }).isVisible()).toBe(true);
      expect(unexpectedProblems(buyerTab.problems)).toEqual([]);
      await buyerTab.context.close();
    },
  );

  test('at 360 px: loading, the lists, both review dialogs, empty and error states fit the phone', async () => {
    const seller = await registerUser({ isSeller: true });
    const [chosen, waiting] = await Promise.all([registerUser({ isSeller: false }), registerUser({ isSeller: false })]);
    const [approvedGig, openGig] = await Promise.all([newOrderGig(seller, '#0f766e'), newOrderGig(seller, '#b45309')]);
    const approvedBid = await placeBid(chosen, approvedGig._id, { amount: 45, days: 3, message: LONG_PROPOSAL });
    await approveBid(seller, approvedBid._id);
    await placeBid(waiting, openGig._id, { amount: 32.5, days: 7 });
    const phone = { width: 360, height: 780 };

    const sellerTab = await openPage(browser, phone);
    await shareSession(sellerTab.context, seller);
    const { page } = sellerTab;
    // Loading: the list's answer is held until the skeleton has been looked at.
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
    await screenshot(page, 'orders-seller-loading-360');
    release();
    await findOrderCard(page, approvedGig.title);
    await findOrderCard(page, openGig.title);
    await page.unroute('**/api/bids/owner/pending*');
    await lookAtOrders(page, 'orders-seller-active', 360);

    // Error, then Try again.
    await page.route('**/api/bids/owner/completed*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: '{"status":500,"title":"Internal Server Error"}',
      }),
    );
    await page.getByRole('tab', { name: 'Completed' }).click();
    const failure = page.getByRole('alert');
    await expect.poll(() => failure.getByText('Something went wrong').isVisible(), { timeout: 15_000 }).toBe(true);
    await lookAtOrders(page, 'orders-seller-error', 360);
    await page.unroute('**/api/bids/owner/completed*');
    await failure.getByRole('button', { name: 'Try again' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'No completed orders yet' }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await page.getByRole('tabpanel').getByRole('link', { name: 'Create a gig' }).getAttribute('href')).toBe(
      '/seller/add',
    );
    await lookAtOrders(page, 'orders-seller-empty', 360);

    // The buyers: one waiting for approval, one approved who then pays, gets the work and accepts it.
    const waitingTab = await openPage(browser, phone);
    await shareSession(waitingTab.context, waiting);
    await openOrders(waitingTab.page);
    expect(await (await findOrderCard(waitingTab.page, openGig.title)).getByText('Awaiting approval').isVisible()).toBe(
      true,
    );
    await lookAtOrders(waitingTab.page, 'orders-buyer-pending', 360);
    await waitingTab.page.getByRole('tab', { name: 'Completed' }).click();
    await expect
      .poll(() => waitingTab.page.getByRole('heading', { level: 2, name: 'No completed orders yet' }).isVisible())
      .toBe(true);
    await lookAtOrders(waitingTab.page, 'orders-buyer-empty', 360);
    expect(unexpectedProblems(waitingTab.problems)).toEqual([]);
    await waitingTab.context.close();

    const chosenTab = await openPage(browser, phone);
    await shareSession(chosenTab.context, chosen);
    await openOrders(chosenTab.page);
    expect(
      await (await findOrderCard(chosenTab.page, approvedGig.title)).getByRole('link', { name: 'Pay $45' }).isVisible(),
    ).toBe(true);
    await lookAtOrders(chosenTab.page, 'orders-buyer-approved', 360);
    await completeOrder(seller, chosen, approvedBid._id);

    // The seller reviews the buyer: what was typed survives Cancel, and the focus goes back to the button.
    await page.reload();
    const reviewButton = (await findOrderCard(page, approvedGig.title)).getByRole('button', {
      name: 'Review the buyer',
    });
    await reviewButton.click();
    const buyerReview = page.getByRole('dialog', { name: 'Review the buyer' });
    await expect.poll(() => buyerReview.isVisible()).toBe(true);
    await buyerReview.getByLabel(/Comment/).fill('Kept for later.');
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page, 360);
    await screenshotWindow(page, 'orders-review-buyer-modal-360');
    await buyerReview.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => buyerReview.count()).toBe(0);
    expect(await page.evaluate('document.activeElement?.textContent')).toBe('Review the buyer');
    await reviewButton.click();
    expect(await buyerReview.getByLabel(/Comment/).inputValue()).toBe('Kept for later.');
    await page.keyboard.press('Escape');
    await expect.poll(() => buyerReview.count()).toBe(0);
    await reviewButton.click();
    await buyerReview.getByRole('button', { name: 'Save review' }).click();
    await expect
      .poll(() => orderCard(page, approvedGig.title).getByText('You reviewed the buyer.').isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await lookAtOrders(page, 'orders-seller-completed', 360);
    expect(unexpectedProblems(sellerTab.problems, [/status of 500/])).toEqual([]);
    await sellerTab.context.close();

    await openOrders(chosenTab.page, '/orders?tab=completed');
    await (await findOrderCard(chosenTab.page, approvedGig.title)).getByRole('button', { name: 'Review gig' }).click();
    const review = chosenTab.page.getByRole('dialog', { name: 'Review this gig' });
    await expect.poll(() => review.isVisible()).toBe(true);
    await expectNoAxeViolations(chosenTab.page);
    await noHorizontalScroll(chosenTab.page, 360);
    await screenshotWindow(chosenTab.page, 'orders-review-gig-modal-360');
    await review.getByRole('button', { name: 'Send review' }).click();
    await expect
      .poll(
        () => orderCard(chosenTab.page, approvedGig.title).getByText('You reviewed this gig. Thank you!').isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await lookAtOrders(chosenTab.page, 'orders-buyer-completed', 360);
    expect(unexpectedProblems(chosenTab.problems)).toEqual([]);
    await chosenTab.context.close();
  });
});
