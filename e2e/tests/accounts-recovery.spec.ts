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

/**
 * A forgotten password recovered through the mailed link, an address verified through
 * its link. The mail is read where a new user would find it without a mail server: the embedded
 * transport's inbox, /dev/mail.json (on in this run through MAIL_DEV_INBOX=true).
 */
let browser: Browser;
const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'lantern meadow quarry 42';

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface InboxMail {
  id: string;
  to: string;
  subject: string;
  date: string;
  text: string;
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

/** A person registered (and, with `signIn`, signed in on this page's browser) through the API. */
async function registered(page: Page, signIn: boolean) {
  const username = uniqueName('recover');
  const email = `${username}@example.com`;
  const created = await page.request.post('/api/auth/register', {
    data: { username, email, password: PASSWORD, country: 'GB', acceptHonorCode: true },
  });
  expect(created.status()).toBe(201);
  if (signIn)
    expect((await page.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
  return { username, email };
}

describe('accounts recovery', () => {
  test('forgot password -> the mailed link -> a new password -> signed in (1280 px)', async () => {
    const { page, context, problems } = await openPage(browser);
    const { username, email } = await registered(page, false);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await expect.poll(() => page.getByRole('heading', { name: 'Forgot your password?' }).isVisible()).toBe(true);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect.poll(() => page.getByText(`If an account has the address ${email}`).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'accounts-recovery-forgot-sent-1280');

    const link = await mailedLink(page, email, '/reset-password?token=');
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill('not the same one');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByText('The two passwords are not the same.').isVisible()).toBe(true);
    // What was typed stays.
    expect(await page.getByLabel('New password', { exact: true }).inputValue()).toBe(NEW_PASSWORD);
    await expectNoAxeViolations(page);
    await screenshot(page, 'accounts-recovery-reset-mismatch-1280');

    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('button', { name: `Account menu for ${username}` }).isVisible()).toBe(true);
    expect((await page.request.get('/api/auth/me')).status()).toBe(200);

    // The link works once, and the old password no longer signs in.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another fine passphrase 7');
    await page.getByLabel('New password again').fill('another fine passphrase 7');
    await page.getByRole('button', { name: 'Save the new password' }).click();
    await expect.poll(() => page.getByText('This link has already been used.').isVisible()).toBe(true);
    const oldPassword = await browser.newContext({ baseURL: baseUrl() });
    expect(
      (await oldPassword.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status(),
    ).toBe(401);
    expect(
      (await oldPassword.request.post('/api/auth/login', { data: { username, password: NEW_PASSWORD } })).status(),
    ).toBe(200);
    await oldPassword.close();
    expect(unexpectedProblems(problems, [/status of 400/])).toEqual([]);
    await context.close();
  });

  test('a new account is asked to verify its address; the mailed link verifies it (360 px)', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    const { email } = await registered(page, true);

    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Email verification' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain(`Check your inbox to verify ${email}.`);
    await expectNoAxeViolations(page);
    await screenshot(page, 'accounts-recovery-banner-360');

    const link = await mailedLink(page, email, '/verify-email?token=');
    await page.goto(link);
    await expect.poll(() => page.getByText('Thank you: your email address is verified.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'accounts-recovery-verified-360');
    expect(await (await page.request.get('/api/auth/me')).json()).toMatchObject({ emailVerified: true });

    await page.getByRole('link', { name: 'Continue' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    // After a reload the page reads the signed-in person again and the banner is gone. (Without the
    // reload, the banner of the page opened from the link stayed in a run of the whole suite.)
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
    await expect.poll(() => banner.count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('changing the password asks for the current one (360 px)', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    const { username } = await registered(page, true);

    await page.goto('/settings/password');
    await expect.poll(() => page.getByRole('heading', { name: 'Change password', level: 2 }).isVisible()).toBe(true);
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('New password again').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('This is not your current password.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'accounts-recovery-change-wrong-360');

    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText('Your password was changed.').isVisible()).toBe(true);
    const fresh = await browser.newContext({ baseURL: baseUrl() });
    expect((await fresh.request.post('/api/auth/login', { data: { username, password: NEW_PASSWORD } })).status()).toBe(
      200,
    );
    await fresh.close();
    expect(unexpectedProblems(problems, [/status of 400/])).toEqual([]);
    await context.close();
  });
});
