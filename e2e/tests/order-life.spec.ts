import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { placeBid, publishGig } from '../support/bids.ts';
import { baseUrl, launchBrowser, unexpectedProblems } from '../support/browser.ts';
import {
  a4Pdf,
  deliverInBrowser,
  dialog,
  download,
  dueText,
  expectA4,
  expectNotice,
  expectStatus,
  getJson,
  getOrder,
  look,
  lookOnPhone,
  moneyOnPage,
  openOrder,
  pdfPaperName,
  signedIn,
} from '../support/order-life.ts';
import { findOrderCard, openOrders } from '../support/orders.ts';
import { pdfPageSizes, registerUser } from '../support/profile.ts';

/**
 * The life of an order after approval in Chromium, as docs/product.md#order-life tells it: paying
 * on /pay, delivering real A4 PDFs through the order page's form, downloading them, a revision with
 * its new due date, the acceptance that releases the money, both reviews and the gig's sale; a
 * dispute (order-life-dispute.spec.ts) and the ends before payment (order-life-unpaid.spec.ts) have
 * their own specs. Every account, gig and bid is made through the API; no demo data is used.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const DAY_MS = 86_400_000;
/** A whole journey walks both sides through many screens (and looks at each at two widths). */
const JOURNEY_MS = 180_000;
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

describe('the life of an order on its page', () => {
  test(
    'pay, deliver an A4 PDF, download it, ask a revision, deliver again, accept, both review; the gig sells once',
    async () => {
      const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
      const gig = await publishGig(seller, { deliveryTime: 4, pages: 3 });
      const bid = await placeBid(buyer, gig._id, { amount: 30, days: 4 });
      const [draft, final] = await Promise.all([
        a4Pdf(
          browser,
          'Minimum wages in Europe: first draft',
          'An abstract, the method and the Eurostat data, with APA references.',
        ),
        a4Pdf(
          browser,
          'Minimum wages in Europe: final paper',
          'The revised paper with the regional comparison the buyer asked for.',
        ),
      ]);

      // The seller approves on the order page.
      const sellerTab = await signedIn(browser, seller);
      const sellerPage = sellerTab.page;
      await openOrder(sellerPage, bid._id, gig.title);
      await expectStatus(sellerPage, 'Awaiting approval');
      await sellerPage.getByRole('button', { name: 'Approve', exact: true }).click();
      await expectNotice(sellerPage, `You approved ${buyer.username}’s bid on “${gig.title}”.`);
      await expectStatus(sellerPage, 'Approved – awaiting payment');

      // The buyer pays on /pay/{bidId} with the demo card, from the order page.
      const buyerTab = await signedIn(browser, buyer);
      const buyerPage = buyerTab.page;
      await openOrder(buyerPage, bid._id, gig.title);
      expect(await buyerPage.getByText(/^Unless it is paid by /).isVisible()).toBe(true);
      await buyerPage.getByRole('link', { name: 'Pay $30' }).click();
      await buyerPage.waitForURL(`${baseUrl()}/pay/${bid._id}`);
      await buyerPage.getByLabel('Card number').pressSequentially('4242424242424242');
      await buyerPage.getByLabel('Expiry date').pressSequentially(`12${nextYear}`);
      await buyerPage.getByLabel('Security code (CVC)').fill('123');
      await buyerPage.getByRole('button', { name: 'Pay $30' }).click();
      await buyerPage.waitForURL((url) => url.pathname === '/success');
      await expect.poll(async () => (await getOrder(buyer, bid._id)).status, { timeout: 15_000 }).toBe('in_progress');
      const paid = await getOrder(buyer, bid._id);
      expect(new Date(paid.dueAt!).getTime() - new Date(paid.paidAt!).getTime()).toBe(4 * DAY_MS);
      expect(paid.money).toEqual({ paid: 30, held: 30, released: 0, refunded: 0 });
      await buyerPage.waitForURL(`${baseUrl()}/orders`, { timeout: 10_000 });

      // Both see it paid and in progress; the seller sees it due in 4 days and the form to deliver.
      await openOrder(buyerPage, bid._id, gig.title);
      await expectStatus(buyerPage, 'In progress');
      expect(await moneyOnPage(buyerPage)).toEqual({ paid: 30, held: 30, released: 0, refunded: 0 });
      const buyerSteps = buyerPage.getByRole('region', { name: 'What you can do now' });
      expect(await buyerSteps.getByRole('button').allInnerTexts()).toEqual(['Ask to cancel', 'Open a dispute']);
      await look(buyerPage, 'order-life-buyer-in-progress', 1280);
      await lookOnPhone(browser, buyer, bid._id, gig.title, 'In progress', 'order-life-buyer-in-progress');
      await sellerPage.reload();
      await expectStatus(sellerPage, 'In progress');
      expect(await dueText(sellerPage)).toMatch(/Due in 4 days$/);
      expect(await sellerPage.getByText('2 left of 2', { exact: true }).isVisible()).toBe(true);
      expect(await sellerPage.getByRole('heading', { level: 3, name: 'Deliver the work' }).isVisible()).toBe(true);
      await look(sellerPage, 'order-life-seller-in-progress', 1280);
      await lookOnPhone(browser, seller, bid._id, gig.title, 'In progress', 'order-life-seller-in-progress');

      // The seller delivers the draft through the form.
      await deliverInBrowser(
        sellerPage,
        { name: 'minimum-wages-draft.pdf', buffer: draft },
        'The first draft with the data tables. Tell me what to change.',
      );
      await expectStatus(sellerPage, 'Delivered');
      expect(await sellerPage.getByRole('heading', { level: 3, name: /^Deliver (the work|again)$/ }).count()).toBe(0);
      await look(sellerPage, 'order-life-seller-delivered', 1280);
      await lookOnPhone(browser, seller, bid._id, gig.title, 'Delivered', 'order-life-seller-delivered');

      // The buyer finds it delivered on /orders, opens it, sees the delivery and downloads the file: a real A4 PDF.
      await openOrders(buyerPage);
      const card = await findOrderCard(buyerPage, gig.title);
      expect(
        await card
          .getByText('The seller delivered. Open the order to download the work, then accept it or ask for a revision.')
          .isVisible(),
      ).toBe(true);
      await card.getByRole('link', { name: 'View order' }).click();
      await buyerPage.waitForURL(`${baseUrl()}/orders/${bid._id}`);
      await expectStatus(buyerPage, 'Delivered');
      const deliveries = buyerPage.getByRole('region', { name: 'Deliveries' });
      expect(await deliveries.getByRole('heading', { level: 3, name: /^Delivery 1/ }).isVisible()).toBe(true);
      expect(
        await deliveries.getByText('The first draft with the data tables. Tell me what to change.').isVisible(),
      ).toBe(true);
      expect(await buyerPage.getByText(/^Unless the buyer answers by /).isVisible()).toBe(true);
      const file = await download(buyerPage, deliveries.getByRole('link', { name: 'minimum-wages-draft.pdf' }));
      expect(file.name).toBe('minimum-wages-draft.pdf');
      expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(file.bytes.equals(draft)).toBe(true);
      const saved = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'order-life-')), file.name);
      await fs.copyFile(file.path, saved);
      const sizes = await pdfPageSizes(saved);
      expect(sizes).toHaveLength(1);
      for (const size of sizes) expectA4(size);
      expect(await pdfPaperName(saved)).toBe('A4');
      await look(buyerPage, 'order-life-buyer-delivered', 1280);
      await lookOnPhone(browser, buyer, bid._id, gig.title, 'Delivered', 'order-life-buyer-delivered');

      // The buyer asks for a revision with a reason (a short one is refused before sending).
      await buyerPage.getByRole('button', { name: 'Ask for a revision (2 left)' }).click();
      const revision = await dialog(buyerPage, 'Ask for a revision?');
      await revision.getByLabel('What should change?').fill('Too short');
      await revision.getByRole('button', { name: 'Ask for a revision' }).click();
      expect(await revision.getByText('Please give a reason of at least 10 characters.').isVisible()).toBe(true);
      const reason = 'Please add the regional comparison for Eastern Europe and fix the APA references.';
      await revision.getByLabel('What should change?').fill(reason);
      const askedAt = Date.now();
      await revision.getByRole('button', { name: 'Ask for a revision' }).click();
      await expectNotice(buyerPage, 'You asked for a revision. The seller has a new due date.');
      await expectStatus(buyerPage, 'In progress');
      expect(await buyerPage.getByText('1 left of 2', { exact: true }).isVisible()).toBe(true);
      await look(buyerPage, 'order-life-buyer-revision', 1280);
      await lookOnPhone(browser, buyer, bid._id, gig.title, 'In progress', 'order-life-buyer-revision');

      // The seller sees the request, its reason and the new due date (half the days again: 2), and delivers again.
      const revised = await getOrder(seller, bid._id);
      expect(revised.status).toBe('in_progress');
      expect(revised.revisionsLeft).toBe(1);
      expect(Math.abs(new Date(revised.dueAt!).getTime() - (askedAt + 2 * DAY_MS))).toBeLessThan(60_000);
      await sellerPage.reload();
      await expectStatus(sellerPage, 'In progress');
      expect(await dueText(sellerPage)).toMatch(/Due in 2 days$/);
      const timeline = sellerPage.getByRole('region', { name: 'Timeline' });
      expect(await timeline.getByText('Revision requested', { exact: true }).isVisible()).toBe(true);
      expect(await timeline.getByText(`“${reason}”`).isVisible()).toBe(true);
      expect(await sellerPage.getByRole('heading', { level: 3, name: 'Deliver again' }).isVisible()).toBe(true);
      await look(sellerPage, 'order-life-seller-revision', 1280);
      await lookOnPhone(browser, seller, bid._id, gig.title, 'In progress', 'order-life-seller-revision');
      await deliverInBrowser(
        sellerPage,
        { name: 'minimum-wages-final.pdf', buffer: final },
        'The final paper with the regional comparison and fixed references.',
      );
      await expectStatus(sellerPage, 'Delivered');

      // The buyer sees both deliveries, the newest first, and accepts: the money is released.
      await buyerPage.reload();
      await expectStatus(buyerPage, 'Delivered');
      expect(await deliveries.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
        expect.stringMatching(/^Delivery 2/),
        expect.stringMatching(/^Delivery 1/),
      ]);
      const finalFile = await download(buyerPage, deliveries.getByRole('link', { name: 'minimum-wages-final.pdf' }));
      expect(finalFile.bytes.equals(final)).toBe(true);
      await buyerPage.getByRole('button', { name: 'Accept delivery' }).click();
      const accept = await dialog(buyerPage, 'Accept the delivery?');
      expect(
        await accept
          .getByText(`The $30 held in escrow goes to ${seller.username} and the order is complete.`, { exact: false })
          .isVisible(),
      ).toBe(true);
      await accept.getByRole('button', { name: 'Accept and release $30' }).click();
      await expectNotice(buyerPage, `You accepted the work. $30 went to ${seller.username}.`);
      await expectStatus(buyerPage, 'Complete');
      expect(await moneyOnPage(buyerPage)).toEqual({ paid: 30, held: 0, released: 30, refunded: 0 });
      expect(
        await buyerPage
          .getByText('Nothing is held any more: every dollar paid went to the seller or back to the buyer.')
          .isVisible(),
      ).toBe(true);

      // The buyer reviews the gig from the order page.
      await buyerPage.getByRole('button', { name: 'Review gig' }).click();
      const gigReview = await dialog(buyerPage, 'Review this gig');
      await gigReview.locator('label', { hasText: '4 stars' }).click();
      await gigReview.getByLabel(/Comment/).fill('Careful work and a quick revision.');
      await gigReview.getByRole('button', { name: 'Send review' }).click();
      await expectNotice(buyerPage, `Thank you! Your review of “${gig.title}” is published.`);
      expect(await buyerPage.getByRole('button', { name: 'Review gig' }).count()).toBe(0);
      expect(await buyerPage.getByText('This order is complete.').isVisible()).toBe(true);
      await look(buyerPage, 'order-life-buyer-completed', 1280);
      await lookOnPhone(browser, buyer, bid._id, gig.title, 'Complete', 'order-life-buyer-completed');

      // The seller sees it complete with the money released, and reviews the buyer.
      await sellerPage.reload();
      await expectStatus(sellerPage, 'Complete');
      expect(await moneyOnPage(sellerPage)).toEqual({ paid: 30, held: 0, released: 30, refunded: 0 });
      await sellerPage.getByRole('button', { name: 'Review the buyer' }).click();
      const buyerReview = await dialog(sellerPage, 'Review the buyer');
      await buyerReview.getByLabel(/Comment/).fill('A clear brief and a precise revision request.');
      await buyerReview.getByRole('button', { name: 'Save review' }).click();
      await expectNotice(sellerPage, `Your review of ${buyer.username} is saved.`);
      expect(await sellerPage.getByRole('button', { name: 'Review the buyer' }).count()).toBe(0);
      await look(sellerPage, 'order-life-seller-completed', 1280);
      await lookOnPhone(browser, seller, bid._id, gig.title, 'Complete', 'order-life-seller-completed');
      await openOrders(sellerPage, '/seller/orders?tab=completed');
      const completed = await findOrderCard(sellerPage, gig.title);
      expect(await completed.getByText('Status: Complete', { exact: true }).isVisible()).toBe(true);
      expect(await completed.getByText('You reviewed the buyer.').isVisible()).toBe(true);

      // The server agrees: completed, both reviews stored, the gig available again with one sale.
      const done = await getOrder(buyer, bid._id);
      expect(done).toMatchObject({
        status: 'completed',
        hasGigReview: true,
        money: { paid: 30, held: 0, released: 30, refunded: 0 },
      });
      expect((await getOrder(seller, bid._id)).hasUserReview).toBe(true);
      const reviews = await getJson<{ items: { stars: number; comment: string }[] }>(
        seller,
        `/api/user-reviews/${buyer._id}`,
      );
      expect(reviews.items).toMatchObject([{ stars: 5, comment: 'A clear brief and a precise revision request.' }]);
      const sold = await getJson<{ status: string; sales: number; totalStars: number; starNumber: number }>(
        buyer,
        `/api/gigs/single/${gig._id}`,
      );
      expect(sold).toMatchObject({ status: 'available', sales: 1 });
      await buyerPage.goto(`/gig/${gig._id}`);
      await expect
        .poll(() => buyerPage.getByText('Careful work and a quick revision.').isVisible(), { timeout: 10_000 })
        .toBe(true);

      expect(unexpectedProblems(sellerTab.problems)).toEqual([]);
      expect(unexpectedProblems(buyerTab.problems)).toEqual([]);
      await Promise.all([sellerTab.context.close(), buyerTab.context.close()]);
    },
    JOURNEY_MS,
  );
});
