import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approveBid, placeBid, publishGig } from '../support/bids.ts';
import { launchBrowser, openPage, unexpectedProblems } from '../support/browser.ts';
import { signIn } from '../support/gigs.ts';
import {
  a4Pdf,
  deliverThroughApi,
  dialog,
  expectNotice,
  expectStatus,
  getJson,
  getOrder,
  look,
  lookOnPhone,
  moneyOnPage,
  openOrder,
  payThroughApi,
  signedIn,
} from '../support/order-life.ts';
import { registerUser } from '../support/profile.ts';

/**
 * A dispute an operator splits, in Chromium: a paid order is delivered, the buyer opens a dispute
 * with a reason on the order page, the demo operator (`inkwell.operator`, the only demo account
 * used) picks it on /operator/disputes, reads the order, its file and the two people's
 * conversation, splits the amount and confirms; both sides then see the order refunded with the
 * money split. Accounts, gig, bid, payment, delivery and message are made through the API.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Both sides and the operator, each at two widths. */
const JOURNEY_MS = 180_000;

describe("a dispute on the order page and the operators' desk", () => {
  test(
    'a dispute the operator splits: the buyer opens it on the order ' +
      'page, the operator reads it and splits; both see the money split',
    async () => {
      const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
      const gig = await publishGig(seller, { deliveryTime: 3 });
      const bid = await placeBid(buyer, gig._id, { amount: 80, days: 3 });
      await approveBid(seller, bid._id);
      await payThroughApi(buyer, bid._id);
      const report = await a4Pdf(browser, 'Market report', 'Two pages were promised; this is one.');
      await deliverThroughApi(
        seller,
        bid._id,
        { name: 'market-report.pdf', buffer: report },
        'Here is the market report.',
      );
      const conversation = await buyer.api.post('/api/conversations', { data: { to: seller._id } });
      expect(conversation.status(), await conversation.text()).toBe(201);
      const { _id: conversationId } = (await conversation.json()) as { _id: string };
      const note = 'The report misses the competitor analysis we agreed on.';
      const sent = await buyer.api.post('/api/messages', { data: { conversationId, desc: note } });
      expect(sent.status(), await sent.text()).toBe(201);

      // The buyer opens a dispute with a reason (too short first: refused before sending).
      const buyerTab = await signedIn(browser, buyer);
      const buyerPage = buyerTab.page;
      await openOrder(buyerPage, bid._id, gig.title);
      await expectStatus(buyerPage, 'Delivered');
      await buyerPage.getByRole('button', { name: 'Open a dispute' }).click();
      const open = await dialog(buyerPage, 'Open a dispute?');
      await open.getByLabel('What went wrong?').fill('Bad');
      await open.getByRole('button', { name: 'Open dispute' }).click();
      expect(await open.getByText('Please give a reason of at least 10 characters.').isVisible()).toBe(true);
      expect((await getOrder(buyer, bid._id)).status).toBe('delivered');
      const reason = 'Half of the agreed report is missing: no competitor analysis and no sources.';
      await open.getByLabel('What went wrong?').fill(reason);
      await open.getByRole('button', { name: 'Open dispute' }).click();
      await expectNotice(buyerPage, 'You opened a dispute. An operator will decide.');
      await expectStatus(buyerPage, 'In dispute');
      const issue = buyerPage.getByRole('region', { name: 'You opened a dispute' });
      expect(await issue.getByText(`“${reason}”`).isVisible()).toBe(true);
      expect(await issue.getByText(/An operator will look at the order/).isVisible()).toBe(true);
      expect(await moneyOnPage(buyerPage)).toEqual({ paid: 80, held: 80, released: 0, refunded: 0 });
      expect(await buyerPage.getByRole('region', { name: 'What you can do now' }).getByRole('button').count()).toBe(0);
      expect(await buyerPage.getByText('Waiting for an operator’s decision.').isVisible()).toBe(true);
      await look(buyerPage, 'order-life-buyer-disputed', 1280);
      await lookOnPhone(browser, buyer, bid._id, gig.title, 'In dispute', 'order-life-buyer-disputed');
      await lookOnPhone(browser, seller, bid._id, gig.title, 'In dispute', 'order-life-seller-disputed');

      // The operator picks it from the queue and reads the order, its file and the conversation.
      const operatorTab = await openPage(browser);
      const operator = operatorTab.page;
      await signIn(operator, 'inkwell.operator');
      await operator.goto('/operator/disputes');
      const queue = operator.getByRole('region', { name: 'Open disputes' });
      const item = queue.getByRole('button', { name: new RegExp(gig.title) });
      await expect
        .poll(
          async () => {
            if (await item.isVisible()) return true;
            const more = queue.getByRole('button', { name: 'Show more disputes' });
            if (await more.isVisible()) await more.click();
            return false;
          },
          { timeout: 15_000, interval: 500 },
        )
        .toBe(true);
      expect(await item.innerText()).toContain(`${buyer.username} (buyer) and ${seller.username} (seller)`);
      expect(await item.innerText()).toContain('$80');
      await item.click();
      await operator.waitForURL((url) => url.searchParams.get('order') === bid._id);
      const desk = operator.getByRole('article', { name: gig.title });
      await desk.getByRole('region', { name: 'The dispute' }).waitFor({ timeout: 10_000 });
      expect(await desk.getByRole('region', { name: 'The dispute' }).getByText(reason).isVisible()).toBe(true);
      const fileLink = desk
        .getByRole('region', { name: 'Deliveries' })
        .getByRole('link', { name: /market-report\.pdf/ });
      const fetched = await operator.request.get((await fileLink.getAttribute('href'))!);
      expect(fetched.status()).toBe(200);
      expect((await fetched.body()).equals(report)).toBe(true);
      await expect
        .poll(() => desk.getByRole('region', { name: 'Their conversation' }).getByText(note).isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(
        await desk.getByRole('region', { name: 'Timeline' }).getByText('Buyer: Opened a dispute').isVisible(),
      ).toBe(true);
      await look(operator, 'order-life-operator-dispute', 1280);
      const phone = await openPage(browser, { width: 360, height: 780 });
      await signIn(phone.page, 'inkwell.operator');
      await phone.page.goto(`/operator/disputes?order=${bid._id}`);
      await phone.page.getByRole('region', { name: 'Decide' }).waitFor({ timeout: 10_000 });
      await look(phone.page, 'order-life-operator-dispute', 360);
      expect(unexpectedProblems(phone.problems)).toEqual([]);
      await phone.context.close();

      // A split of $25.50 to the buyer, confirmed: the seller gets the other $54.50.
      const decide = desk.getByRole('region', { name: 'Decide' });
      await decide.getByRole('radio', { name: /Split/ }).check();
      await decide.getByLabel('Refund to the buyer ($)').fill('25.50');
      await decide.getByRole('button', { name: 'Decide', exact: true }).click();
      const confirm = await dialog(operator, 'Decide this dispute?', 'alertdialog');
      expect(
        await confirm
          .getByText(`$25.50 will be refunded to ${buyer.username} and $54.50 released to ${seller.username}.`)
          .isVisible(),
      ).toBe(true);
      await confirm.getByRole('button', { name: 'Decide', exact: true }).click();
      await expect
        .poll(() => desk.getByText('Decided: the amount was split between the buyer and the seller.').isVisible(), {
          timeout: 10_000,
        })
        .toBe(true);
      expect(await decide.count()).toBe(0);
      await expect.poll(() => item.count(), { timeout: 10_000 }).toBe(0);
      await look(operator, 'order-life-operator-split', 1280);
      expect(unexpectedProblems(operatorTab.problems)).toEqual([]);
      await operatorTab.context.close();

      // Both sides see the order refunded, the money split: released + refunded = paid.
      const split = { paid: 80, held: 0, released: 54.5, refunded: 25.5 };
      expect((await getOrder(seller, bid._id)).money).toEqual(split);
      expect(await getOrder(buyer, bid._id)).toMatchObject({
        status: 'refunded',
        dispute: { outcome: 'split', refundAmount: 25.5 },
      });
      await buyerPage.reload();
      await expectStatus(buyerPage, 'Refunded');
      expect(await moneyOnPage(buyerPage)).toEqual(split);
      expect(
        await buyerPage
          .getByText('This order has ended: the money went back to the buyer, in full or in part.')
          .isVisible(),
      ).toBe(true);
      expect(
        await issue.getByText(/Decided: \$25\.50 refunded to the buyer, the rest released to the seller\./).isVisible(),
      ).toBe(true);
      // The timeline tells the decision in the reader's words and money format (no note of raw numbers).
      const decided = buyerPage.getByRole('region', { name: 'Timeline' }).getByRole('listitem').last();
      expect(await decided.locator('p').first().innerText()).toBe(
        'Dispute decided: split between buyer and seller ($25.50)',
      );
      expect(await decided.locator('p').count()).toBe(2);
      await look(buyerPage, 'order-life-buyer-split', 1280);
      await lookOnPhone(browser, buyer, bid._id, gig.title, 'Refunded', 'order-life-buyer-split');
      const sellerTab = await signedIn(browser, seller);
      await openOrder(sellerTab.page, bid._id, gig.title);
      await expectStatus(sellerTab.page, 'Refunded');
      expect(await moneyOnPage(sellerTab.page)).toEqual(split);
      expect(
        await sellerTab.page
          .getByRole('region', { name: 'The buyer opened a dispute' })
          .getByText(/Decided: \$25\.50 refunded/)
          .isVisible(),
      ).toBe(true);
      await look(sellerTab.page, 'order-life-seller-split', 1280);
      await lookOnPhone(browser, seller, bid._id, gig.title, 'Refunded', 'order-life-seller-split');
      expect((await getJson<{ status: string; sales: number }>(seller, `/api/gigs/single/${gig._id}`)).status).toBe(
        'available',
      );
      expect(unexpectedProblems(buyerTab.problems)).toEqual([]);
      expect(unexpectedProblems(sellerTab.problems)).toEqual([]);
      await Promise.all([buyerTab.context.close(), sellerTab.context.close()]);
    },
    JOURNEY_MS,
  );
});
