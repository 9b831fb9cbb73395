import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approveBid, placeBid, publishGig, shareSession } from '../support/bids.ts';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
  type TrackedPage,
} from '../support/browser.ts';
import { noHorizontalScroll } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * Contact masking sees through disguises, in Chromium (decision 037): a buyer whose bid the seller
 * approved writes an address in full-width signs and a number in words; the seller, whose chat is
 * already open, sees both hidden as they arrive, with the note that paying outside Inkwell loses its
 * protection, and none of the characters the buyer typed. At 1280 and 360 px, axe clean. Accounts,
 * the gig and the bid come from the API.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const ADDRESS = 'john\uff20gmail\uff0ecom';
const SPOKEN = 'seven seven zero zero, nine zero zero, one two three';

async function tabOf(person: ApiUser, width: number): Promise<TrackedPage> {
  const tab = await openPage(browser, { width, height: width < 600 ? 780 : 900 });
  await shareSession(tab.context, person);
  return tab;
}

/** Opens a page and waits until its live stream has answered, so what follows arrives live. */
async function gotoLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => response.url().includes('/api/events') && response.status() === 200,
    { timeout: 15_000 },
  );
  await page.goto(path);
  await stream;
}

describe('disguised contact details in chat', () => {
  for (const width of [1280, 360]) {
    test(`a full-width address and a number in words reach the seller hidden, live (${width} px)`, async () => {
      const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
      const gig = await publishGig(seller);
      const bid = await placeBid(buyer, gig._id);
      expect((await approveBid(seller, bid._id)).status).toBe('approved');
      const started = await buyer.api.post('/api/conversations', { data: { to: seller._id } });
      expect(started.status(), await started.text()).toBe(201);
      const id = ((await started.json()) as { _id: string })._id;

      // The seller's chat is open before anything is written: what follows comes over the live stream.
      const sellerTab = await tabOf(seller, width);
      await gotoLive(sellerTab.page, `/message/${id}`);
      const log = sellerTab.page.getByRole('log');

      const buyerTab = await tabOf(buyer, width);
      await buyerTab.page.goto(`/message/${id}`);
      const box = buyerTab.page.getByRole('textbox', { name: 'Write a message' });
      await box.fill(`Cheaper off the site: ${ADDRESS} or call ${SPOKEN}`);
      await box.press('Enter');

      const masked = 'Cheaper off the site: [contact hidden] or call [contact hidden]';
      await expect.poll(async () => (await log.textContent()) ?? '', { timeout: 10_000 }).toContain(masked);
      const seen = (await log.textContent()) ?? '';
      for (const typed of [ADDRESS, 'john', 'gmail', 'seven', 'one two three']) expect(seen).not.toContain(typed);
      const note = log.getByRole('note', { name: 'Contact details hidden' });
      expect(await note.textContent()).toContain('Paying or arranging the work outside Inkwell loses its protection');
      await expectNoAxeViolations(sellerTab.page);
      await noHorizontalScroll(sellerTab.page, width);
      await screenshot(sellerTab.page, `chat-masking-disguises-${width}`);

      // What the buyer's page shows of their own message is the stored text: masked too.
      const own = buyerTab.page.getByRole('log');
      await expect.poll(async () => (await own.textContent()) ?? '', { timeout: 10_000 }).toContain(masked);
      expect((await own.textContent()) ?? '').not.toContain(ADDRESS);

      for (const tab of [sellerTab, buyerTab]) expect(unexpectedProblems(tab.problems)).toEqual([]);
      await Promise.all([sellerTab.context.close(), buyerTab.context.close()]);
    });
  }
});
