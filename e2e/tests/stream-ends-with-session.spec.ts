import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { registerUser, signInWithPassword, type ApiUser } from '../support/profile.ts';

/**
 * A signed-out device's open page stops its live updates, in Chromium: one person is signed in on two
 * browsers; the first has a conversation open (its live stream on); from the second, the first
 * device is signed out in the settings; the other party then writes. The first page never shows the
 * message, its stream is not opened again, and it shows the signed-out state (the sign-in page).
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Opens a page and waits until its live stream has answered (the stream's headers are in). */
async function gotoLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => response.url().includes('/api/events') && response.status() === 200,
    { timeout: 15_000 },
  );
  await page.goto(path);
  await stream;
}

async function write(from: ApiUser, conversationId: string, desc: string) {
  const answer = await from.api.post('/api/messages', { data: { conversationId, desc } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** Notes in the page whether `text` is ever on it, from now on, across its own navigations. */
async function watchFor(page: Page, text: string) {
  // Strings, not functions: the tests are typed without the DOM's names.
  await page.evaluate(`(() => {
    const wanted = ${JSON.stringify(text)};
    window.seen = false;
    const look = () => {
      if (document.body.innerText.includes(wanted)) window.seen = true;
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
    look();
  })()`);
}

const seen = (page: Page) => page.evaluate('window.seen === true');

describe('a live stream ends with its session', () => {
  test('a device signed out from another stops its live updates and shows it is signed out', async () => {
    const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
    const started = await buyer.api.post('/api/conversations', { data: { to: seller._id } });
    expect(started.status()).toBe(201);
    const conversationId = ((await started.json()) as { _id: string })._id;
    // The API's own session goes: the buyer's devices are then the two browsers only.
    expect((await buyer.api.post('/api/auth/logout')).status()).toBeLessThan(300);

    const a = await openPage(browser);
    const b = await openPage(browser);
    await signInWithPassword(a.page, buyer.username);
    await signInWithPassword(b.page, buyer.username);

    // Device A has the conversation open, and its live updates work.
    await gotoLive(a.page, `/message/${conversationId}`);
    const log = a.page.getByRole('log');
    await write(seller, conversationId, 'Hello, I have read your brief.');
    await expect.poll(() => log.getByText('Hello, I have read your brief.').isVisible(), { timeout: 5000 }).toBe(true);
    const secret = 'Reach me outside Inkwell with the draft code 7731';
    await watchFor(a.page, secret);
    const streamsAfter: number[] = [];
    let signedOutAt = 0;
    a.page.on('response', (response) => {
      if (signedOutAt > 0 && response.url().includes('/api/events')) streamsAfter.push(response.status());
    });

    // Device B signs device A out in the settings; the seller writes at once.
    await b.page.goto('/settings');
    const devices = b.page.getByRole('list').filter({ has: b.page.getByText('This device') });
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(2);
    await devices.getByRole('button', { name: /^Sign out / }).click();
    await expect.poll(() => devices.getByRole('listitem').count()).toBe(1);
    signedOutAt = Date.now();
    await write(seller, conversationId, secret);

    // A shows it is signed out (the sign-in page), without the message, and stops reconnecting.
    await a.page.waitForURL('**/login**', { timeout: 10_000 });
    await expect.poll(() => a.page.getByRole('button', { name: 'Sign in' }).isVisible()).toBe(true);
    const signedOutIn = Date.now() - signedOutAt;
    await a.page.waitForTimeout(6_000);
    expect(await seen(a.page)).toBe(false);
    expect(streamsAfter.every((status) => status === 401)).toBe(true);
    expect(streamsAfter.length).toBeLessThanOrEqual(1);
    expect((await a.page.request.get('/api/auth/session')).status()).toBe(200);
    expect(((await (await a.page.request.get('/api/auth/session')).json()) as { user: unknown }).user).toBeNull();
    await screenshot(a.page, 'stream-ends-with-session-1280');
    console.log(
      `a signed-out device showed the sign-in page ${signedOutIn} ms after the sign-out; ` +
        `its stream was asked again ${streamsAfter.length} time(s) (${streamsAfter.join(', ') || 'none'})`,
    );

    // Device B is still signed in, and its own live updates still work.
    await gotoLive(b.page, `/message/${conversationId}`);
    await expect.poll(() => b.page.getByRole('log').getByText(secret).isVisible(), { timeout: 5000 }).toBe(true);
    expect(unexpectedProblems(a.problems)).toEqual([]);
    expect(unexpectedProblems(b.problems)).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 120_000);
});
