import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  uniqueName,
  unexpectedProblems,
} from '../support/browser.ts';

/** Registration, sign-in and sign-out through the real screens, server and database. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function fillRegistration(page: Page, username: string, password: string) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Country').selectOption('GB');
  await page.getByRole('checkbox', { name: 'I have read and accept the honor code' }).check();
}

async function signIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username or email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('accounts', () => {
  test('a buyer registers, signs in, stays signed in across a reload and signs out', async () => {
    const { page, context, problems } = await openPage(browser);
    const username = uniqueName('buyer');
    const password = 'correct horse battery';

    await page.goto('/register');
    await expect.poll(() => page.getByRole('heading', { name: 'Create your account' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await fillRegistration(page, username, password);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/login');
    await expect.poll(() => page.getByText('Your account is ready. Sign in to continue.').isVisible()).toBe(true);
    await signIn(page, username, password);
    await page.waitForURL(`${baseUrl()}/`);

    const menu = page.getByRole('button', { name: `Account menu for ${username}` });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => menu.isVisible()).toBe(true);
    const me: unknown = await (await page.request.get('/api/auth/me')).json();
    expect(me).toMatchObject({ username, isSeller: false, country: 'GB' });
    expect(me).not.toHaveProperty('password');

    await menu.click();
    await expect.poll(() => page.getByRole('menuitem', { name: 'Dashboard' }).count()).toBe(0);
    // Logging out reloads the page (docs/product.md#accounts-and-sessions);
    // wait for that load before reading the page again.
    const reloaded = page.waitForEvent('framenavigated');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await reloaded;
    await page.waitForLoadState('load');
    await expect.poll(() => page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(true);
    expect(await page.evaluate("localStorage.getItem('currentUser')")).toBeNull();
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a seller registers with a picture; it is stored re-encoded and shown in the navbar', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    const username = uniqueName('seller');
    const password = 'seller password 1';
    const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3b6e8f' } })
      .jpeg()
      .toBuffer();

    await page.goto('/becomeSeller');
    await page.waitForURL('**/register?seller=1');
    const sellerSwitch = page.getByRole('switch', { name: 'Register as a seller' });
    await expect.poll(() => sellerSwitch.getAttribute('aria-checked')).toBe('true');
    await fillRegistration(page, username, password);
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('About you').fill('I write literature reviews for nursing and public health students.');
    await page.getByLabel(/Profile picture/).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: picture });
    await expect.poll(() => page.getByAltText('Preview of your profile picture').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'register-seller-360');
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/login');
    await signIn(page, username, password);
    await page.waitForURL(`${baseUrl()}/`);
    const me = (await (await page.request.get('/api/auth/me')).json()) as { img: string };
    expect(me).toMatchObject({ username, isSeller: true });
    expect(me.img).toMatch(/^\/uploads\/[\w-]+\.webp$/);
    const image = await page.request.get(me.img);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/webp');
    expect((await sharp(await image.body()).metadata()).format).toBe('webp');

    // The seller tools are reachable, and the short addresses lead into the seller area.
    await page.goto('/add');
    await page.waitForURL('**/seller/add');
    await page.goto('/seller-dashboard');
    await page.waitForURL('**/seller/dashboard');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a wrong password shows the server sentence and keeps what was typed', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/login');
    await signIn(page, 'amelia.hart', 'not her password');
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Wrong username or password' }).isVisible())
      .toBe(true);
    expect(await page.getByLabel('Username or email').inputValue()).toBe('amelia.hart');
    expect(page.url()).toBe(`${baseUrl()}/login`);
    await expectNoAxeViolations(page);
    await screenshot(page, 'login-failed-1280');
    expect(unexpectedProblems(problems, [/status of 401/])).toEqual([]);
    await context.close();
  });

  test('a taken username is refused on its field and nothing else is lost', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/register');
    await fillRegistration(page, 'amelia.hart', 'another password');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => page.getByText('Please choose another username.').isVisible()).toBe(true);
    expect(await page.getByLabel('Email').inputValue()).toBe('amelia.hart@example.com');
    expect(await page.getByLabel('Country').inputValue()).toBe('GB');
    expect(page.url()).toBe(`${baseUrl()}/register`);
    expect(unexpectedProblems(problems, [/status of 409/])).toEqual([]);
    await context.close();
  });

  test('a demo seller signs in and reaches the dashboard from the avatar menu', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/login');
    await signIn(page, 'amelia.hart', 'inkwell-demo-2025');
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('button', { name: 'Account menu for amelia.hart' }).click();
    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/seller/dashboard');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the seller area', () => {
  test('visitors and buyers are sent home from every /seller route', async () => {
    const { page, context } = await openPage(browser);
    for (const path of ['/seller/dashboard', '/seller/mygigs', '/seller/add', '/seller/orders', '/add']) {
      await page.goto(path);
      await page.waitForURL(`${baseUrl()}/`);
    }
    await page.goto('/login');
    await signIn(page, 'noah.bennett', 'inkwell-demo-2025');
    await page.waitForURL(`${baseUrl()}/`);
    await page.goto('/seller/dashboard');
    await page.waitForURL(`${baseUrl()}/`);
    await context.close();
  });
});
