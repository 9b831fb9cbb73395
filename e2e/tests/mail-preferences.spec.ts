import { MAIL_TOPICS } from '@inkwell/domain/mail/mail.schema';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { registerUser, signInWithPassword, type ApiUser } from '../support/profile.ts';

/** Mail notification settings: a switch per topic saved on change; the unsubscribe page of a mail's footer link. */
let browser: Browser;
let person: ApiUser;

beforeAll(async () => {
  browser = await launchBrowser();
  person = await registerUser({ isSeller: true });
});

afterAll(async () => {
  await person?.api.dispose();
  await browser?.close();
});

const section = (page: Page) => page.getByRole('region', { name: 'Email notifications' });

describe('email notification settings', () => {
  test('a topic turned off on /settings/notifications stays off after a reload, and the API says so', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInWithPassword(page, person.username);
    await page.goto('/settings/notifications');
    const digest = section(page).getByRole('switch', { name: 'Unread messages' });
    await expect.poll(() => digest.getAttribute('aria-checked'), { timeout: 10_000 }).toBe('true');
    expect(await section(page).getByRole('switch').count()).toBe(MAIL_TOPICS.length);

    await digest.click();
    await expect.poll(() => section(page).getByText('Saved', { exact: true }).isVisible()).toBe(true);
    expect(await digest.getAttribute('aria-checked')).toBe('false');
    await expectNoAxeViolations(page);
    await page.evaluate('window.scrollTo(0, 0)');
    await screenshot(page, 'mail-preferences-1280');

    await page.reload();
    await expect
      .poll(() => section(page).getByRole('switch', { name: 'Unread messages' }).getAttribute('aria-checked'), {
        timeout: 10_000,
      })
      .toBe('false');
    expect(await section(page).getByRole('switch', { name: 'New bids on my gigs' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    const stored = (await (await person.api.get('/api/users/me/mail-preferences')).json()) as {
      topics: Record<string, boolean>;
    };
    expect(stored.topics).toMatchObject({ message_digest: false, bid_placed: true });

    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => section(page).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'mail-preferences-360');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('the /unsubscribe page of a link no mail carries says so, offers no button, and leads to settings', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 800 });
    await page.goto('/unsubscribe?token=not-a-real-token');
    const main = page.getByRole('main');
    await expect
      .poll(() => main.getByText(/This unsubscribe link is not valid/).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await main.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await screenshot(page, 'unsubscribe-invalid-360');
    await main.getByRole('link', { name: 'Manage all email notifications' }).click();
    await page.waitForURL(/\/settings\/notifications$/);
    await expect
      .poll(() => page.getByText('Sign in to choose which emails you get.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    // The check of the forged link is the one expected refusal.
    expect(unexpectedProblems(problems, [/status of 404/])).toEqual([]);
    await context.close();
  });
});
