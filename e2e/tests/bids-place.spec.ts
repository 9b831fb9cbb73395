import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  approveBid,
  fillBrief,
  myBids,
  placeBid,
  publishGig,
  SAMPLE_PROPOSAL,
  shareSession,
  type GigAnswer,
} from '../support/bids.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  SCREENSHOT_DIR,
  unexpectedProblems,
} from '../support/browser.ts';
import { loadAllImages } from '../support/gigs.ts';
import { API_PASSWORD, registerUser, type ApiUser } from '../support/profile.ts';

/**
 * Placing a bid on /gig/{id}: a visitor is sent to sign in and comes back, a buyer is stopped by the
 * form's alerts and then bids, and each role sees its own action button. Every account and gig is
 * made through the API for this spec, so it does not depend on the demo data or on other specs.
 */
let browser: Browser;
let seller: ApiUser;
let gig: GigAnswer;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await registerUser({ isSeller: true });
  gig = await publishGig(seller, { pages: 3, deliveryTime: 4 });
});

afterAll(async () => {
  await browser?.close();
});

/** A buyer without a bid asks for their bid on the gig and gets the API's 404; the console reports it. */
const NO_BID_YET = [/status of 404/];

const priceCard = (page: Page) => page.getByRole('complementary', { name: 'Price and seller' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Place a bid' });

async function openGig(page: Page, id = gig._id) {
  await page.goto(`/gig/${id}`);
  await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
}

async function openForm(page: Page): Promise<Locator> {
  const button = priceCard(page).getByRole('button', { name: 'Place Bid' });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.click();
  const dialog = dialogOf(page);
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

/** A dialog is fixed to the window: a shot of the window shows it as the person sees it (a full-page shot does not). */
async function screenshotWindow(page: Page, name: string) {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), animations: 'disabled' });
}

async function noHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
}

describe('placing a bid', () => {
  test(
    'a visitor is sent to sign in and back; the buyer is stopped ' +
      'by a short proposal, then bids and sees Pending approval',
    async () => {
      const buyer = await registerUser({ isSeller: false });
      const { page, context, problems } = await openPage(browser);
      await openGig(page);

      const card = priceCard(page);
      await expect.poll(() => card.getByText('Please login to place a bid').isVisible()).toBe(true);
      await expect.poll(() => card.getByText('0 bids so far').isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await loadAllImages(page);
      await screenshot(page, 'bid-visitor-1280');

      await card.getByRole('link', { name: 'Place Bid' }).click();
      await page.waitForURL('**/login');
      await page.getByLabel('Username or email').fill(buyer.username);
      await page.getByLabel('Password', { exact: true }).fill(API_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${baseUrl()}/gig/${gig._id}`);

      const dialog = await openForm(page);
      await fillBrief(dialog);
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.getByLabel('Days to deliver').inputValue()).toBe('4');
      expect(await dialog.getByLabel('Your offer ($)').inputValue()).toBe(String(gig.totalPrice));
      expect(await dialog.getByText('0/100', { exact: true }).isVisible()).toBe(true);

      await dialog.getByLabel('Proposal').fill('I can write this paper for you.');
      expect(await dialog.getByText('31/100', { exact: true }).isVisible()).toBe(true);
      await dialog.getByRole('button', { name: 'Place Bid' }).click();
      await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Proposal must be at least 100 characters');
      expect(await page.evaluate('document.activeElement?.id')).toBe('bid-message');
      await expectNoAxeViolations(page);
      await screenshotWindow(page, 'place-bid-modal-alert-1280');

      await dialog.getByLabel('Days to deliver').fill('5');
      await dialog.getByRole('button', { name: 'Place Bid' }).click();
      await expect
        .poll(() => dialog.getByRole('alert').innerText())
        .toBe('Days must be between 1 and 4\nProposal must be at least 100 characters');
      expect(await myBids(buyer)).toEqual([]);

      await dialog.getByLabel('Days to deliver').fill('3');
      await dialog.getByLabel('Your offer ($)').fill('27.5');
      await dialog.getByLabel('Proposal').fill(SAMPLE_PROPOSAL);
      await expect.poll(() => dialog.getByRole('alert').count()).toBe(0);
      expect(await dialog.getByText(`${SAMPLE_PROPOSAL.length}/100`, { exact: true }).isVisible()).toBe(true);
      await screenshotWindow(page, 'place-bid-modal-1280');
      await dialog.getByRole('button', { name: 'Place Bid' }).click();

      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => card.getByText('Your bid is placed.', { exact: false }).isVisible()).toBe(true);
      const pending = card.getByRole('button', { name: 'Pending approval' });
      expect(await pending.isDisabled()).toBe(true);
      await expect.poll(() => card.getByText('1 bid so far').isVisible()).toBe(true);
      const [bid, ...others] = await myBids(buyer);
      expect(others).toEqual([]);
      expect(bid).toMatchObject({ gigId: gig._id, status: 'pending', days: 3, amount: 27.5, message: SAMPLE_PROPOSAL });
      await expectNoAxeViolations(page);
      await screenshot(page, 'bid-pending-1280');

      // The state is the server's: it is still there after a reload.
      await page.reload();
      await expect
        .poll(() => priceCard(page).getByRole('button', { name: 'Pending approval' }).isDisabled())
        .toBe(true);
      expect(unexpectedProblems(problems, NO_BID_YET)).toEqual([]);
      await context.close();
    },
  );

  test('at 360 px the form fits the phone, keeps what was typed after a refusal; the bid goes through', async () => {
    const buyer = await registerUser({ isSeller: false });
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    await shareSession(context, buyer);
    await openGig(page);

    const dialog = await openForm(page);
    await fillBrief(dialog);
    await dialog.getByLabel('Days to deliver').fill('0');
    await dialog.getByLabel('Proposal').fill(SAMPLE_PROPOSAL);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('Days must be between 1 and 4');
    expect(await dialog.getByLabel('Proposal').inputValue()).toBe(SAMPLE_PROPOSAL);
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page, 360);
    await screenshotWindow(page, 'place-bid-modal-alert-360');

    // Closed and opened again, the proposal is still there.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const reopened = await openForm(page);
    expect(await reopened.getByLabel('Proposal').inputValue()).toBe(SAMPLE_PROPOSAL);
    await reopened.getByLabel('Days to deliver').fill('2');
    await screenshotWindow(page, 'place-bid-modal-360');
    await reopened.getByRole('button', { name: 'Place Bid' }).click();
    await expect.poll(() => priceCard(page).getByRole('button', { name: 'Pending approval' }).isVisible()).toBe(true);
    await noHorizontalScroll(page, 360);
    await loadAllImages(page);
    await screenshot(page, 'bid-pending-360');
    expect(unexpectedProblems(problems, NO_BID_YET)).toEqual([]);
    await context.close();
  });

  test('in German at 360 px the form and its alert fit, with the longer words', async () => {
    const buyer = await registerUser({ isSeller: false });
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780, locale: 'de-DE' });
    await shareSession(context, buyer);
    await openGig(page);
    const button = page
      .getByRole('complementary', { name: 'Preis und Verkäufer' })
      .getByRole('button', { name: 'Gebot abgeben' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Gebot abgeben' });
    await dialog.getByLabel('Angebotstext').fill('Zu kurz');
    await dialog.getByRole('button', { name: 'Gebot abgeben' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').innerText())
      .toBe('Der Angebotstext muss mindestens 100 Zeichen lang sein');
    await expectNoAxeViolations(page);
    await noHorizontalScroll(page, 360);
    await screenshotWindow(page, 'place-bid-modal-de-360');
    expect(unexpectedProblems(problems, NO_BID_YET)).toEqual([]);
    await context.close();
  });

  test('a second bid on the same gig is refused by the server; the form says so without losing the text', async () => {
    const buyer = await registerUser({ isSeller: false });
    const { page, context, problems } = await openPage(browser);
    await shareSession(context, buyer);
    await openGig(page);
    const dialog = await openForm(page);
    await fillBrief(dialog);
    // Meanwhile the same buyer bids from another tab (the API).
    await placeBid(buyer, gig._id);
    await dialog.getByLabel('Proposal').fill(`${SAMPLE_PROPOSAL} Second try.`);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expect.poll(() => dialog.getByRole('alert').innerText()).toBe('You have already placed a bid on this gig.');
    expect(await dialog.getByLabel('Proposal').inputValue()).toBe(`${SAMPLE_PROPOSAL} Second try.`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => priceCard(page).getByRole('button', { name: 'Pending approval' }).isVisible()).toBe(true);
    expect(unexpectedProblems(problems, [...NO_BID_YET, /status of 409/])).toEqual([]);
    await context.close();
  });
});

describe('the action button per role', () => {
  test('another seller sees Place Bid disabled with the reason; the owner sees View Bids', async () => {
    const otherSeller = await registerUser({ isSeller: true });
    for (const width of [1280, 360]) {
      const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
      await shareSession(context, otherSeller);
      await openGig(page);
      const button = priceCard(page).getByRole('button', { name: 'Place Bid' });
      await expect.poll(() => priceCard(page).getByText('Sellers cannot place bids.').isVisible()).toBe(true);
      expect(await button.isDisabled()).toBe(true);
      await expectNoAxeViolations(page);
      await noHorizontalScroll(page, width);
      await loadAllImages(page);
      await screenshot(page, `bid-other-seller-${width}`);
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    }

    const { page, context, problems } = await openPage(browser);
    await shareSession(context, seller);
    await openGig(page);
    const viewBids = priceCard(page).getByRole('link', { name: 'View Bids' });
    await expect.poll(() => viewBids.isVisible()).toBe(true);
    expect(await viewBids.getAttribute('href')).toBe('/seller/orders');
    expect(await priceCard(page).getByRole('button', { name: 'Place Bid' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test(
    'once the seller approves one bid, its buyer sees Approved – awaiting ' +
      'payment and the other sees Not selected, each with a link to their order',
    async () => {
      const ownGig = await publishGig(seller, { deliveryTime: 7 });
      const chosen = await registerUser({ isSeller: false });
      const other = await registerUser({ isSeller: false });
      const bid = await placeBid(chosen, ownGig._id, { days: 5 });
      const otherBid = await placeBid(other, ownGig._id, { days: 6 });
      await approveBid(seller, bid._id);

      for (const [buyer, label, name, bidId] of [
        [chosen, 'Approved – awaiting payment', 'approved', bid._id],
        [other, 'Not selected', 'not-selected', otherBid._id],
      ] as const) {
        for (const width of [1280, 360]) {
          const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
          await shareSession(context, buyer);
          await openGig(page, ownGig._id);
          const button = priceCard(page).getByRole('button', { name: label });
          await expect.poll(() => button.isVisible()).toBe(true);
          expect(await button.isDisabled()).toBe(true);
          expect(await priceCard(page).getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(
            `/orders/${bidId}`,
          );
          expect(await page.getByText('In Progress').first().isVisible()).toBe(true);
          await expectNoAxeViolations(page);
          await noHorizontalScroll(page, width);
          await loadAllImages(page);
          await screenshot(page, `bid-${name}-${width}`);
          expect(unexpectedProblems(problems)).toEqual([]);
          await context.close();
        }
      }
    },
  );
});
