import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { shareSession } from '../support/bids.ts';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, type TrackedPage } from '../support/browser.ts';
import { noHorizontalScroll } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * Contact masking in Chromium (decision 037): a buyer sends a phone number in chat; the
 * seller sees it hidden with the note that paying outside Inkwell loses its protection, the buyer
 * sees why it was hidden; at 1280 and 360 px, axe clean. Accounts come from the API.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function tabOf(person: ApiUser, width: number): Promise<TrackedPage> {
  const tab = await openPage(browser, { width, height: width < 600 ? 780 : 900 });
  await shareSession(tab.context, person);
  return tab;
}

async function look(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page, width);
  await screenshot(page, `${name}-${width}`);
}

describe('contact details in chat', () => {
  for (const width of [1280, 360]) {
    test(`a phone number the buyer sends reaches the seller hidden, with the note (${width} px)`, async () => {
      const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
      const started = await buyer.api.post('/api/conversations', { data: { to: seller._id } });
      expect(started.status(), await started.text()).toBe(201);
      const id = ((await started.json()) as { _id: string })._id;

      const buyerTab = await tabOf(buyer, width);
      await buyerTab.page.goto(`/message/${id}`);
      const box = buyerTab.page.getByRole('textbox', { name: 'Write a message' });
      await box.fill('Quicker by phone: 06 12 34 56 78, call me tonight');
      await box.press('Enter');
      const own = buyerTab.page.getByRole('log').getByRole('note', { name: 'Contact details hidden' });
      await expect.poll(() => own.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await own.textContent()).toContain('We hid the contact details you wrote');
      expect(await buyerTab.page.getByRole('log').textContent()).not.toContain('06 12 34 56 78');
      await look(buyerTab.page, 'contact-masking-writer', width);

      const sellerTab = await tabOf(seller, width);
      await sellerTab.page.goto(`/message/${id}`);
      const log = sellerTab.page.getByRole('log');
      const note = log.getByRole('note', { name: 'Contact details hidden' });
      await expect.poll(() => note.isVisible(), { timeout: 10_000 }).toBe(true);
      expect(await note.textContent()).toContain('Paying or arranging the work outside Inkwell loses its protection');
      const text = await log.textContent();
      expect(text).toContain('Quicker by phone: [contact hidden], call me tonight');
      expect(text).not.toContain('06 12 34 56 78');
      await look(sellerTab.page, 'contact-masking-reader', width);
      await buyerTab.context.close();
      await sellerTab.context.close();
    });
  }
});
