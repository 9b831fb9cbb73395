import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { approveBid, completeOrder, placeBid, publishGig, shareSession } from '../support/bids.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * The Seller Hub's Earnings page for a fresh seller whose $200 order was accepted: the money is
 * pending, net of the 10% fee, with its next clearing; a withdrawal before any payout account is
 * refused with the reason and the typed amount kept; the seller connects the demo payout account
 * (a refused IBAN first, kept in its field) and is back on Earnings with the account enabled; a
 * withdrawal while everything is still clearing is refused too. At 1280 and 360 px, axe clean.
 * (Clearing and a paid payout need PAYOUT_CLEARING_DAYS=0, which the journeys' server does not set.)
 */
let browser: Browser;
const people: ApiUser[] = [];

async function sellerWithAcceptedOrder(): Promise<ApiUser> {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  people.push(seller, buyer);
  const gig = await publishGig(seller);
  const bid = await placeBid(buyer, gig._id, { amount: 200 });
  await approveBid(seller, bid._id);
  await completeOrder(seller, buyer, bid._id);
  return seller;
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(people.map((person) => person.api.dispose()));
  await browser?.close();
});

async function withdraw(page: Page, amount: string, refusal: string) {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw to your bank' });
  await dialog.getByLabel('Amount (USD)').fill(amount);
  await dialog.getByRole('button', { name: `Withdraw $${amount}` }).click();
  await expect.poll(() => dialog.getByRole('alert').textContent()).toBe(refusal);
  expect(await dialog.getByLabel('Amount (USD)').inputValue()).toBe(amount);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
}

test.each([1280, 360])(
  'at %i px a seller sees the pending money, connects the demo account, and is told why a withdrawal waits',
  async (width) => {
    const seller = await sellerWithAcceptedOrder();
    const { context, page, problems } = await openPage(browser, { width });
    await shareSession(context, seller);

    if (width >= 1024) {
      await page.goto('/seller/dashboard');
      await page.getByRole('navigation', { name: 'Seller Hub' }).getByRole('link', { name: 'Earnings' }).click();
    } else {
      await page.goto('/seller/earnings');
    }
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    await expect.poll(() => page.getByLabel('Pending', { exact: true }).textContent()).toBe('$180');
    expect(await page.getByLabel('Available', { exact: true }).textContent()).toBe('$0');
    await page.getByText('Platform fees on your orders so far: $20').waitFor();
    await page.getByText(/^Next clearing: \$180 on /).waitFor();
    await page.getByText('Not connected').waitFor();
    await page.getByText('No payouts yet.').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `earnings-pending-${width}`);

    await withdraw(page, '50', 'Connect a payout account before withdrawing.');

    await page.getByRole('button', { name: 'Connect a payout account' }).click();
    await page.waitForURL(/\/payouts\/demo-onboarding\?token=/);
    await page.getByLabel("Account holder's name").fill('Sam Writer');
    await page.getByLabel('IBAN').fill('FR76 3000 6000 0112 3456 7890 189');
    await page.getByRole('button', { name: 'Connect the account' }).click();
    await page.getByText('The demo payout provider accepts only its test IBAN DE89 3704 0044 0532 0130 00.').waitFor();
    expect(await page.getByLabel('IBAN').inputValue()).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(await page.getByLabel('IBAN').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await screenshot(page, `earnings-demo-onboarding-${width}`);

    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Connect the account' }).click();
    await page.waitForURL(/\/seller\/earnings$/);
    await page.getByText('Enabled', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Connect a payout account' }).count()).toBe(0);

    await withdraw(page, '50', 'Nothing is available to withdraw yet.');
    await screenshot(page, `earnings-enabled-${width}`);

    expect(unexpectedProblems(problems, [/status of 400/, /status of 409/])).toEqual([]);
    await context.close();
  },
);
