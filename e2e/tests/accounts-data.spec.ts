import fs from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishGig } from '../support/bids.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
} from '../support/browser.ts';
import { API_PASSWORD, registerUser, signInWithPassword } from '../support/profile.ts';

/** The account page: becoming a seller, signed-in devices, one's data, deleting the account, legal and liked pages. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect.poll(() => page.getByRole('heading', { name: 'Settings', level: 1 }).isVisible()).toBe(true);
}

describe('the account page', () => {
  test('a buyer becomes a seller from the avatar menu and reaches the Seller Hub', async () => {
    const { page, context, problems } = await openPage(browser);
    const buyer = await registerUser({ isSeller: false });
    await signInWithPassword(page, buyer.username);

    await page.getByRole('button', { name: `Account menu for ${buyer.username}` }).click();
    await page.getByRole('menuitem', { name: 'Become a seller' }).click();
    await page.waitForURL('**/settings#become-seller');
    const form = page.getByRole('form', { name: 'Become a seller' });
    await expect.poll(() => form.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'account-settings-buyer-1280');

    await form.getByLabel('Phone').fill('call me');
    await form.getByRole('button', { name: 'Become a seller' }).click();
    await expect.poll(() => form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Phone').fill('+353 1 555 0199');
    await form.getByLabel('Description').fill('I edit theses in history and politics, in English and Irish.');
    await form.getByRole('button', { name: 'Become a seller' }).click();

    const hub = page.getByRole('link', { name: 'Open the Seller Hub' });
    await expect.poll(() => hub.isVisible()).toBe(true);
    expect(((await (await page.request.get('/api/auth/me')).json()) as { isSeller: boolean }).isSeller).toBe(true);
    await hub.click();
    await page.waitForURL('**/seller/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a person sees their signed-in devices and signs one out (360 px)', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    const person = await registerUser({ isSeller: false });
    await signInWithPassword(page, person.username);
    await openSettings(page);

    const devices = page.getByRole('list').filter({ has: page.getByText('This device') });
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
    await expectNoAxeViolations(page);
    await screenshot(page, 'account-sessions-360');

    // The other session is the API's (its request context): signing it out ends it at once.
    expect((await person.api.get('/api/auth/me')).status()).toBe(200);
    await devices.getByRole('button', { name: /^Sign out / }).click();
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    expect((await person.api.get('/api/auth/me')).status()).toBe(401);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a person downloads their data as JSON', async () => {
    const { page, context, problems } = await openPage(browser);
    const seller = await registerUser({ isSeller: true });
    const gig = await publishGig(seller);
    await signInWithPassword(page, seller.username);
    await openSettings(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^inkwell-data-.*\.json$/);
    const data = JSON.parse(await fs.readFile((await file.path())!, 'utf8')) as {
      profile: { username: string; email: string };
      gigs: { id: string }[];
    };
    expect(data.profile).toMatchObject({ username: seller.username, email: seller.email });
    expect(data.gigs.map((g) => g.id)).toEqual([gig._id]);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|tokenHash/);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a person deletes their account (wrong password first) and cannot sign in again', async () => {
    const { page, context, problems } = await openPage(browser);
    const person = await registerUser({ isSeller: true });
    const gig = await publishGig(person);
    await signInWithPassword(page, person.username);
    await openSettings(page);
    await screenshot(page, 'account-settings-seller-1280');

    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByLabel('Password').fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByText('This is not your current password.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'account-delete-wrong-password-1280');
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    await dialog.getByLabel('Password').fill(API_PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL('**/account-deleted');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Your account has been deleted' }).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await page.request.get(`/api/gigs/single/${gig._id}`)).status()).toBe(404);

    await page.goto('/login');
    await page.getByLabel('Username or email').fill(person.username);
    await page.getByLabel('Password', { exact: true }).fill(API_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: /wrong username or password/i })
          .isVisible(),
      )
      .toBe(true);
    expect(page.url()).toBe(`${baseUrl()}/login`);
    expect(unexpectedProblems(problems, [/status of 400/, /status of 404/])).toEqual([]);
    await context.close();
  });
});

describe('legal and liked pages', () => {
  test.each([
    [1280, 900],
    [360, 780],
  ])('the terms, the privacy policy and the liked gigs render at %i px', async (width, height) => {
    const { page, context, problems } = await openPage(browser, { width, height });
    await page.goto('/terms');
    await expect.poll(() => page.getByRole('heading', { name: 'Terms of service', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: /Academic integrity/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, `legal-terms-${width}`);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL('**/privacy');
    await expect.poll(() => page.getByRole('heading', { name: 'Privacy policy', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('rowheader', { name: /^Sessions/ }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, `legal-privacy-${width}`);

    const seller = await registerUser({ isSeller: true });
    const liked = await publishGig(seller, { title: `Liked thesis editing ${width}` });
    const reader = await registerUser({ isSeller: false });
    expect((await reader.api.post(`/api/gigs/${liked._id}/like`)).status()).toBe(200);
    await signInWithPassword(page, reader.username);
    await page.goto('/liked');
    await expect.poll(() => page.getByRole('heading', { name: 'Liked gigs', level: 1 }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('link', { name: liked.title }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, `liked-${width}`);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
