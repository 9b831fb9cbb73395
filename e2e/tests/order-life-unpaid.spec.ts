import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approveBid, placeBid, publishGig } from '../support/bids.ts';
import { launchBrowser, unexpectedProblems } from '../support/browser.ts';
import {
  dialog,
  expectNotice,
  expectStatus,
  getJson,
  getOrder,
  look,
  lookOnPhone,
  openOrder,
  signedIn,
} from '../support/order-life.ts';
import { registerUser } from '../support/profile.ts';

/**
 * The ends of a bid before any payment, on the order page in Chromium: a buyer withdraws a pending
 * bid; the seller declines another with a reason, which its buyer then reads; a third bid approved
 * and not paid is cancelled by its buyer, and the gig takes bids again. One gig, three buyers, all
 * made through the API.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const JOURNEY_MS = 120_000;

describe('ending a bid before payment', () => {
  test(
    'withdraw a pending bid, decline one with a reason the buyer reads, cancel an unpaid approval',
    async () => {
      const seller = await registerUser({ isSeller: true });
      const [leaving, declined, approved] = await Promise.all([
        registerUser({ isSeller: false }),
        registerUser({ isSeller: false }),
        registerUser({ isSeller: false }),
      ]);
      const gig = await publishGig(seller);
      const [leavingBid, declinedBid, approvedBid] = await Promise.all([
        placeBid(leaving, gig._id, { amount: 30 }),
        placeBid(declined, gig._id, { amount: 28 }),
        placeBid(approved, gig._id, { amount: 35 }),
      ]);

      // The buyer withdraws their pending bid.
      const leavingTab = await signedIn(browser, leaving);
      await openOrder(leavingTab.page, leavingBid._id, gig.title);
      await expectStatus(leavingTab.page, 'Awaiting approval');
      await leavingTab.page.getByRole('button', { name: 'Withdraw bid' }).click();
      const withdraw = await dialog(leavingTab.page, 'Withdraw your bid?');
      expect(
        await withdraw
          .getByText(`Your bid on “${gig.title}” ends and the seller can no longer approve it.`)
          .isVisible(),
      ).toBe(true);
      await withdraw.getByRole('button', { name: 'Withdraw bid' }).click();
      await expectNotice(leavingTab.page, `Your bid on “${gig.title}” is withdrawn.`);
      await expectStatus(leavingTab.page, 'Withdrawn');
      expect(await leavingTab.page.getByText('This bid was withdrawn.').isVisible()).toBe(true);
      expect((await getOrder(leaving, leavingBid._id)).status).toBe('withdrawn');
      await look(leavingTab.page, 'order-life-buyer-withdrawn', 1280);
      expect(unexpectedProblems(leavingTab.problems)).toEqual([]);
      await leavingTab.context.close();

      // The seller declines another with a reason (a short one is refused before sending).
      const sellerTab = await signedIn(browser, seller);
      const sellerPage = sellerTab.page;
      await openOrder(sellerPage, declinedBid._id, gig.title);
      await expectStatus(sellerPage, 'Awaiting approval');
      await sellerPage.getByRole('button', { name: 'Decline', exact: true }).click();
      const decline = await dialog(sellerPage, 'Decline this bid?');
      await decline.getByLabel('Why do you decline it?').fill('No');
      await decline.getByRole('button', { name: 'Decline bid' }).click();
      expect(await decline.getByText('Please give a reason of at least 10 characters.').isVisible()).toBe(true);
      const reason = 'I cannot take a 3,000-word paper for $28; my price is $10 a page.';
      await decline.getByLabel('Why do you decline it?').fill(reason);
      await decline.getByRole('button', { name: 'Decline bid' }).click();
      await expectNotice(sellerPage, `You declined the bid on “${gig.title}”.`);
      await expectStatus(sellerPage, 'Declined');

      // Its buyer reads the reason on the order page.
      expect(await getOrder(declined, declinedBid._id)).toMatchObject({ status: 'declined', declineReason: reason });
      const declinedTab = await signedIn(browser, declined);
      await openOrder(declinedTab.page, declinedBid._id, gig.title);
      await expectStatus(declinedTab.page, 'Declined');
      expect(await declinedTab.page.getByText(`The seller declined this bid: “${reason}”`).isVisible()).toBe(true);
      await look(declinedTab.page, 'order-life-buyer-declined', 1280);
      await lookOnPhone(browser, declined, declinedBid._id, gig.title, 'Declined', 'order-life-buyer-declined');
      expect(unexpectedProblems(declinedTab.problems)).toEqual([]);
      await declinedTab.context.close();

      // The third bid is approved and not paid; its buyer cancels it and the gig takes bids again.
      await approveBid(seller, approvedBid._id);
      expect((await getJson<{ status: string }>(seller, `/api/gigs/single/${gig._id}`)).status).toBe('in_progress');
      const approvedTab = await signedIn(browser, approved);
      await openOrder(approvedTab.page, approvedBid._id, gig.title);
      await expectStatus(approvedTab.page, 'Approved – awaiting payment');
      expect(await approvedTab.page.getByRole('link', { name: 'Pay $35' }).isVisible()).toBe(true);
      await approvedTab.page.getByRole('button', { name: 'Cancel order' }).click();
      const cancel = await dialog(approvedTab.page, 'Cancel this order?');
      expect(
        await cancel
          .getByText(`Nothing has been paid for “${gig.title}”. The order ends and the gig takes bids again.`)
          .isVisible(),
      ).toBe(true);
      await cancel.getByRole('button', { name: 'Cancel order' }).click();
      await expectNotice(approvedTab.page, `The order for “${gig.title}” is cancelled.`);
      await expectStatus(approvedTab.page, 'Cancelled');
      expect(await approvedTab.page.getByRole('link', { name: 'Pay $35' }).count()).toBe(0);
      await look(approvedTab.page, 'order-life-buyer-cancelled', 1280);
      expect((await getOrder(seller, approvedBid._id)).status).toBe('cancelled');
      expect((await getJson<{ status: string }>(seller, `/api/gigs/single/${gig._id}`)).status).toBe('available');

      // The seller sees it cancelled too.
      await openOrder(sellerPage, approvedBid._id, gig.title);
      await expectStatus(sellerPage, 'Cancelled');
      expect(await sellerPage.getByText('This order is closed.').isVisible()).toBe(true);
      await look(sellerPage, 'order-life-seller-cancelled', 1280);
      expect(unexpectedProblems(sellerTab.problems)).toEqual([]);
      expect(unexpectedProblems(approvedTab.problems)).toEqual([]);
      await Promise.all([sellerTab.context.close(), approvedTab.context.close()]);
    },
    JOURNEY_MS,
  );
});
