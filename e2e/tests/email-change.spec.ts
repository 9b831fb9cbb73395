import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  SCREENSHOT_DIR,
  uniqueName,
  unexpectedProblems,
} from '../support/browser.ts';

/**
 * The email change from the settings page: asked with the password, confirmed by the link mailed to
 * the new address, or cancelled by the link mailed to the old one, which signs every device out. The
 * mail is read from the embedded transport's inbox, /dev/mail.json (MAIL_DEV_INBOX=true in this run).
 */
let browser: Browser;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface InboxMail {
  to: string;
  links: string[];
}

/** The newest link to `path` mailed to the address, once the outbox has sent it. */
async function mailedLink(page: Page, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const inbox = (await (await page.request.get(`${baseUrl()}/dev/mail.json`)).json()) as InboxMail[];
        link = inbox
          .filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()))
          .flatMap((mail) => mail.links)
          .find((url) => url.includes(path));
        return link !== undefined;
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true);
  return link!;
}

/** A person registered and signed in on this page's browser, through the API. */
async function signedIn(page: Page) {
  const username = uniqueName('mover');
  const email = `${username}@example.com`;
  const created = await page.request.post('/api/auth/register', {
    data: { username, email, password: PASSWORD, country: 'GB', acceptHonorCode: true },
  });
  expect(created.status()).toBe(201);
  expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
  return { username, email };
}

/** Settings, Change email: the new address and a password, then the answer on the page. */
async function askForChange(page: Page, newEmail: string, password: string) {
  const form = page.getByRole('form', { name: 'Email address' });
  await form.getByLabel('New email').fill(newEmail);
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Change email' }).click();
}

describe('changing the email', () => {
  test('asked with the password, the new address is the account’s only once its link is opened (1280 px)', async () => {
    const { page, context, problems } = await openPage(browser);
    const { email } = await signedIn(page);
    const newEmail = `${uniqueName('new')}@example.org`;

    await page.goto('/settings#security');
    await expect.poll(() => page.getByText(`Your address: ${email}`).isVisible()).toBe(true);
    await askForChange(page, newEmail, 'not my password');
    await expect.poll(() => page.getByText('This is not your current password.').isVisible()).toBe(true);
    await askForChange(page, newEmail, PASSWORD);
    await expect.poll(() => page.getByText(`A link was sent to ${newEmail}.`, { exact: false }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'email-change-pending-1280');
    // Nothing has changed yet: the account keeps the old address.
    expect(await (await page.request.get('/api/auth/me')).json()).toMatchObject({ email });

    await page.goto(await mailedLink(page, newEmail, '/confirm-email-change?token='));
    await page.getByRole('button', { name: 'Use this address' }).click();
    await expect
      .poll(() => page.getByText(`Done: ${newEmail} is now the address of your account.`).isVisible())
      .toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'email-change-confirmed-1280');
    expect(await (await page.request.get('/api/auth/me')).json()).toMatchObject({
      email: newEmail,
      emailVerified: true,
    });
    expect(unexpectedProblems(problems, [/status of 400/])).toEqual([]);
    await context.close();
  });

  test('the old address’s link cancels the change and signs every device out (360 px)', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    const { username, email } = await signedIn(page);
    const newEmail = `${uniqueName('thief')}@example.org`;
    const otherDevice = await browser.newContext({ baseURL: baseUrl() });
    expect(
      (await otherDevice.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status(),
    ).toBe(200);

    await page.goto('/settings#security');
    await askForChange(page, newEmail, PASSWORD);
    await expect.poll(() => page.getByText(`A link was sent to ${newEmail}.`, { exact: false }).isVisible()).toBe(true);
    await screenshot(page, 'email-change-pending-360');
    // The form in the viewport, under the sticky header (the full page is long).
    await page
      .getByRole('form', { name: 'Email address' })
      .evaluate('(form) => window.scrollTo(0, form.getBoundingClientRect().top + window.scrollY - 180)');
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, 'email-change-form-360.png') });

    await page.goto(await mailedLink(page, email, '/cancel-email-change?token='));
    await expect.poll(() => page.getByRole('heading', { name: 'Cancel the email change' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel the change and sign out everywhere' }).click();
    await expect.poll(() => page.getByText('The change is cancelled', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByText('The change is cancelled', { exact: false }).textContent()).toContain(email);
    await expectNoAxeViolations(page);
    await screenshot(page, 'email-change-cancelled-360');
    expect((await page.request.get('/api/auth/me')).status()).toBe(401);
    expect((await otherDevice.request.get('/api/auth/me')).status()).toBe(401);
    await otherDevice.close();
    expect(unexpectedProblems(problems, [/status of 401/])).toEqual([]);
    await context.close();
  });
});
