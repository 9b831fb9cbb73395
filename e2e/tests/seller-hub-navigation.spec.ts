import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
} from '../support/browser.ts';
import { placeBid, publishGig } from '../support/bids.ts';
import { registerUser, signInWithPassword as signIn, type ApiUser } from '../support/profile.ts';

/**
 * Moving around the Seller Hub: a fresh seller with a buyer's pending bid of $75 (made through the
 * API) goes everywhere with the navbar, the notifications menu and the account menu on a desktop,
 * and with the menu on a phone. A buyer is sent home from every seller address. (The dashboard's
 * figures: seller-hub.spec.ts.)
 */
let browser: Browser;
let seller: ApiUser;
let buyers: ApiUser[];

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await registerUser({ isSeller: true });
  buyers = await Promise.all([registerUser({ isSeller: false }), registerUser({ isSeller: false })]);
  const gig = await publishGig(seller);
  await placeBid(buyers[0]!, gig._id, { amount: 75, days: 3 });
});

afterAll(async () => {
  await Promise.all([seller, ...(buyers ?? [])].map((user) => user?.api.dispose()));
  await browser?.close();
});

/** The Seller Hub's link that is marked as the current page. */
async function currentLinks(page: Page, navName: string): Promise<string[]> {
  return page.getByRole('navigation', { name: navName }).locator('a[aria-current="page"]').allInnerTexts();
}

const NAV = [
  { name: 'My Gigs', path: '/seller/mygigs' },
  { name: 'Add Gig', path: '/seller/add' },
  { name: 'Orders', path: '/seller/orders' },
  { name: 'Earnings', path: '/seller/earnings' },
  { name: 'Messages', path: '/seller/messages' },
  { name: 'Dashboard', path: '/seller/dashboard' },
];

describe('the Seller Hub on a desktop (1280 px)', () => {
  test('the navbar links, the notifications menu, Profile, the logo and Log out', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, seller.username);
    await page.goto('/seller/dashboard');
    const nav = page.getByRole('navigation', { name: 'Seller Hub' });

    for (const { name, path } of NAV) {
      await nav.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => currentLinks(page, 'Seller Hub')).toEqual([name]);
    }

    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: /^Welcome back/ }).isVisible(), { timeout: 5000 })
      .toBe(true);
    await nav.getByRole('button', { name: /^Notifications/ }).click();
    const notifications = page.getByRole('menu');
    const bid = notifications.getByRole('menuitem', { name: /placed a bid of \$75 on/ });
    await expect.poll(() => bid.isVisible(), { timeout: 5000 }).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'seller-notifications-1280');
    await bid.click();
    await page.waitForURL('**/seller/orders');

    await nav.getByRole('button', { name: /Account menu for/ }).click();
    expect(await page.getByRole('menu').getByRole('menuitem').allInnerTexts()).toEqual([
      'Profile',
      'Log out',
      'Sign out everywhere',
    ]);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`**/profile/${seller._id}`);

    await page.goto('/seller/dashboard');
    await page.getByRole('link', { name: 'Inkwell home page' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    await page.goto('/seller/mygigs');
    await nav.getByRole('button', { name: /Account menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }).isVisible())
      .toBe(true);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the Seller Hub on a phone (360 px)', () => {
  test('the menu button opens every navbar link, marks the current one and closes on the way', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    await signIn(page, seller.username);
    await page.goto('/seller/dashboard');
    // The dashboard fades in after its 1.5 s skeleton: measured under the menu while it fades, its text reads faint.
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: `Welcome back, ${seller.username}` }).isVisible(), {
        timeout: 5000,
      })
      .toBe(true);
    // On a phone the links live in the menu, not in the bar.
    expect(
      await page.getByRole('navigation', { name: 'Seller Hub' }).getByRole('link', { name: 'Orders' }).isVisible(),
    ).toBe(false);

    let current = 'Dashboard';
    for (const { name, path } of NAV) {
      await page.getByRole('button', { name: 'Open the Seller Hub menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Seller Hub' });
      await sheet.waitFor();
      expect(await currentLinks(page, 'Seller Hub menu')).toEqual([current]);
      if (name === 'My Gigs') {
        await expectNoAxeViolations(page);
        await screenshot(page, 'seller-menu-360');
      }
      await sheet.getByRole('link', { name, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await expect.poll(() => sheet.count()).toBe(0);
      current = name;
    }

    await page.getByRole('button', { name: 'Open the Seller Hub menu' }).click();
    await page
      .getByRole('dialog', { name: 'Seller Hub' })
      .getByRole('link', { name: 'Back to the marketplace' })
      .click();
    await page.waitForURL(`${baseUrl()}/`);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('buyers', () => {
  test.each(['/seller/dashboard', '/seller/orders', '/seller/add'])(
    'a buyer who opens %s is sent to the home page',
    async (path) => {
      const { page, context, problems } = await openPage(browser, { width: 1280 });
      await signIn(page, buyers[1]?.username ?? '');
      await page.goto(path);
      await page.waitForURL(`${baseUrl()}/`);
      expect(await page.getByRole('navigation', { name: 'Seller Hub' }).count()).toBe(0);
      // The figures are not the buyer's to read either.
      expect((await page.request.get('/api/gigs/stats')).status()).toBe(403);
      expect(unexpectedProblems(problems)).toEqual([]);
      await context.close();
    },
  );
});
