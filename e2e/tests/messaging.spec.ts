import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { placeBid, publishGig, shareSession } from '../support/bids.ts';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
  type TrackedPage,
} from '../support/browser.ts';
import { DEMO_PASSWORD, loadAllImages, signIn } from '../support/gigs.ts';
import { noHorizontalScroll, screenshotWindow } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * Messaging and notifications in Chromium: two people in two browser contexts chat both ways and
 * each sees the other's message within a second without reloading (the live stream); a conversation
 * is listed from its first message and marked unread until it is opened; Contact Seller starts a
 * conversation and then reopens it; the seller's bell counts a bid as it arrives, and Message bidder
 * opens the chat. Accounts, gigs and bids are made through the API, so the spec depends on no other
 * spec and no demo data.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The first GET of a conversation that does not exist yet is a 404 on purpose (then it is started). */
const EXPECTED = [/status of 404/];

/** A signed-in tab of the person's. */
async function tabOf(person: ApiUser, width = 1280): Promise<TrackedPage> {
  const tab = await openPage(browser, { width, height: width < 600 ? 780 : 900 });
  await shareSession(tab.context, person);
  return tab;
}

/** Opens a page and waits until its live stream has answered (the stream's headers are in). */
async function gotoLive(page: Page, path: string) {
  const stream = page.waitForResponse(
    (response) => response.url().includes('/api/events') && response.status() === 200,
    { timeout: 15_000 },
  );
  await page.goto(path);
  await stream;
}

/** How long `check` took to become true, polled every 25 ms for up to `within` ms. */
async function timeUntil(check: () => Promise<boolean>, within: number): Promise<number> {
  const started = Date.now();
  await expect.poll(check, { interval: 25, timeout: within }).toBe(true);
  return Date.now() - started;
}

async function startConversation(from: ApiUser, to: ApiUser): Promise<string> {
  const answer = await from.api.post('/api/conversations', { data: { to: to._id } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

async function send(page: Page, text: string, label = 'Write a message') {
  const box = page.getByRole('textbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

async function look(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page, width);
  await screenshot(page, `${name}-${width}`);
}

describe('messages in real time', () => {
  test('two people chat both ways, each message seen by the other within a second; unread until opened', async () => {
    const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
    const id = await startConversation(buyer, seller);
    const buyerTab = await tabOf(buyer);
    const sellerTab = await tabOf(seller);
    const mine = buyerTab.page;
    const theirs = sellerTab.page;

    await gotoLive(mine, `/message/${id}`);
    await gotoLive(theirs, '/seller/messages');
    await expect.poll(() => mine.getByRole('heading', { level: 1, name: seller.username }).isVisible()).toBe(true);
    // Nobody has written yet: the conversation is in neither list.
    const row = theirs.getByRole('link', { name: new RegExp(buyer.username) });
    await expect.poll(() => theirs.getByRole('heading', { name: 'No conversations yet' }).isVisible()).toBe(true);
    expect(await row.count()).toBe(0);

    // The buyer writes: the seller's list shows it, unread, within a second, without reloading.
    const first = 'Hello! Could you write a 3,000-word literature review on remote work and productivity?';
    await send(mine, first);
    const listed = await timeUntil(
      async () => (await row.count()) === 1 && ((await row.textContent()) ?? '').includes('Unread'),
      1000,
    );
    expect(listed).toBeLessThan(1000);
    expect(await row.textContent()).toContain(`${first.slice(0, 50)}…`);
    expect(await mine.getByText('Message sent').isVisible()).toBe(true);
    await expect.poll(() => mine.getByRole('textbox', { name: 'Write a message' }).inputValue()).toBe('');
    // The Seller Hub navbar's Messages link counts it too, in its name and with a badge.
    const messagesLink = theirs
      .getByRole('navigation', { name: 'Seller Hub' })
      .getByRole('link', { name: /^Messages/ });
    await expect.poll(() => messagesLink.getAttribute('aria-label')).toBe('Messages, 1 unread');
    expect(await messagesLink.innerText()).toMatch(/^Messages\s*1$/);
    await look(theirs, 'messages-list-unread', 1280);

    // The seller opens it: it is read (the buyer's receipt says Seen) and the list no longer marks it.
    await row.click();
    await expect.poll(() => theirs.getByRole('log').getByText(first).isVisible(), { timeout: 5000 }).toBe(true);
    expect(theirs.url()).toMatch(new RegExp(`/seller/message/${id}$`));
    await expect.poll(() => mine.getByRole('log').getByText('Seen').isVisible(), { timeout: 5000 }).toBe(true);
    await expect.poll(() => messagesLink.getAttribute('aria-label')).toBe(null);
    expect(await messagesLink.innerText()).toBe('Messages');

    // The seller answers with two lines (Shift+Enter); the buyer sees it within a second.
    const box = theirs.getByRole('textbox', { name: 'Write a message' });
    await box.fill('Yes, happily.');
    await box.press('Shift+Enter');
    await box.pressSequentially('I can start on Monday.');
    expect(await box.inputValue()).toBe('Yes, happily.\nI can start on Monday.');
    await box.press('Enter');
    const answered = await timeUntil(() => mine.getByRole('log').getByText('I can start on Monday.').isVisible(), 1000);
    expect(answered).toBeLessThan(1000);

    // And back again.
    await send(mine, 'Perfect, thank you!');
    const back = await timeUntil(() => theirs.getByRole('log').getByText('Perfect, thank you!').isVisible(), 1000);
    expect(back).toBeLessThan(1000);

    // Blank text is not sent.
    await theirs.getByRole('textbox', { name: 'Write a message' }).fill('   ');
    await theirs.getByRole('textbox', { name: 'Write a message' }).press('Enter');
    expect(await theirs.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true);
    expect(await theirs.getByRole('log').getByRole('listitem').count()).toBe(3);

    await theirs.getByRole('link', { name: 'Back to messages' }).click();
    await expect
      .poll(() => theirs.getByRole('link', { name: new RegExp(buyer.username) }).textContent())
      .toContain('Perfect, thank you!');
    expect(await theirs.getByRole('link', { name: new RegExp(buyer.username) }).textContent()).not.toContain('Unread');
    await look(theirs, 'messages-list', 1280);
    await mine.getByRole('textbox', { name: 'Write a message' }).blur();
    await look(mine, 'messages-chat', 1280);

    // A phone: the list and the chat fit 360 px.
    const phone = await tabOf(buyer, 360);
    await gotoLive(phone.page, '/messages');
    await expect.poll(() => phone.page.getByRole('link', { name: new RegExp(seller.username) }).isVisible()).toBe(true);
    await look(phone.page, 'messages-list', 360);
    await gotoLive(phone.page, `/message/${id}`);
    await expect.poll(() => phone.page.getByRole('log').getByText('Perfect, thank you!').isVisible()).toBe(true);
    await look(phone.page, 'messages-chat', 360);
    await screenshotWindow(phone.page, 'messages-chat-window-360');

    // Someone else's conversation is not shown.
    const stranger = await registerUser({ isSeller: false });
    const strangerTab = await tabOf(stranger);
    await strangerTab.page.goto(`/message/${id}`);
    await expect
      .poll(
        () => strangerTab.page.getByText("This conversation doesn't exist or you don't have access to it").isVisible(),
        { timeout: 10_000 },
      )
      .toBe(true);
    await look(strangerTab.page, 'messages-not-found', 1280);

    for (const tab of [buyerTab, sellerTab, phone]) expect(unexpectedProblems(tab.problems)).toEqual([]);
    expect(unexpectedProblems(strangerTab.problems, EXPECTED)).toEqual([]);
    await Promise.all([buyerTab, sellerTab, phone, strangerTab].map((tab) => tab.context.close()));
  });

  test('Contact Seller starts the conversation, then reopens the same one', async () => {
    const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
    const gig = await publishGig(seller);
    const tab = await tabOf(buyer);
    const { page } = tab;
    const id = [buyer._id, seller._id].sort().join('_');

    await page.goto(`/gig/${gig._id}`);
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await page.waitForURL(`**/message/${id}`);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: seller.username }).isVisible()).toBe(true);
    await send(page, 'Hi, is this gig still open?');
    await expect.poll(() => page.getByRole('log').getByText('Hi, is this gig still open?').isVisible()).toBe(true);

    await page.goto(`/gig/${gig._id}`);
    await page.getByRole('button', { name: 'Contact Seller' }).click();
    await page.waitForURL(`**/message/${id}`);
    await expect.poll(() => page.getByRole('log').getByText('Hi, is this gig still open?').isVisible()).toBe(true);
    const list = (await (await buyer.api.get('/api/conversations')).json()) as { items: { _id: string }[] };
    expect(list.items.map((item) => item._id)).toEqual([id]);

    // The same chat in French on a phone.
    const french = await openPage(browser, { width: 360, height: 780, locale: 'fr-FR' });
    await shareSession(french.context, buyer);
    await gotoLive(french.page, `/message/${id}`);
    await expect
      .poll(() => french.page.getByRole('log', { name: `Messages avec ${seller.username}` }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await send(french.page, 'Merci !', 'Écrire un message');
    await expect.poll(() => french.page.getByText('Message envoyé').isVisible()).toBe(true);
    await look(french.page, 'messages-chat-fr', 360);
    expect(unexpectedProblems(french.problems)).toEqual([]);
    await french.context.close();

    expect(unexpectedProblems(tab.problems, EXPECTED)).toEqual([]);
    await tab.context.close();
  });

  test("the demo buyer's conversations: pictures, names, previews, an unread reply first", async () => {
    const tab = await openPage(browser);
    const { page } = tab;
    await signIn(page, 'noah.bennett');
    await gotoLive(page, '/messages');
    const list = page.getByRole('list', { name: 'Conversations' });
    await expect.poll(() => list.getByRole('link').count(), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await list.getByRole('link').filter({ hasText: 'Unread' }).count()).toBeGreaterThan(0);
    await loadAllImages(page);
    await look(page, 'messages-list-demo', 1280);
    expect(unexpectedProblems(tab.problems)).toEqual([]);
    await tab.context.close();

    // With the bell, the signed-in navbar still fits where its links first show (1024 px), in German too.
    const german = await openPage(browser, { width: 1024, height: 800, locale: 'de-DE' });
    const login = await german.page.request.post('/api/auth/login', {
      data: { username: 'noah.bennett', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await gotoLive(german.page, '/messages');
    await expect
      .poll(() => german.page.getByRole('list', { name: 'Unterhaltungen' }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    await look(german.page, 'messages-list-demo-de', 1024);
    await german.context.close();
  });
});

describe('notifications', () => {
  test(
    "the seller's bell counts a bid as it arrives; the notification " +
      'leads to the orders, and Message bidder opens the chat',
    async () => {
      const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
      const gig = await publishGig(seller);
      const tab = await tabOf(seller);
      const { page } = tab;

      await gotoLive(page, '/gigs');
      const bell = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');

      await placeBid(buyer, gig._id);
      const counted = await timeUntil(
        async () => (await bell.getAttribute('aria-label')) === 'Notifications, 1 unread',
        2000,
      );
      expect(counted).toBeLessThan(2000);
      expect(await bell.textContent()).toBe('1');

      await bell.click();
      const item = page.getByRole('menuitem', {
        name: new RegExp(`${buyer.username} placed a bid of \\$30 on “${gig.title}”`),
      });
      await expect.poll(() => item.isVisible(), { timeout: 5000 }).toBe(true);
      await look(page, 'notifications-menu', 1280);
      await screenshotWindow(page, 'notifications-menu-window-1280');
      await item.click();
      await page.waitForURL('**/seller/orders');
      const hubBell = page
        .getByRole('navigation', { name: 'Seller Hub' })
        .getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => hubBell.getAttribute('aria-label')).toBe('Notifications');

      const card = page.getByRole('article', { name: gig.title });
      await expect.poll(() => card.isVisible(), { timeout: 10_000 }).toBe(true);
      await card.getByRole('button', { name: 'Message bidder' }).click();
      await page.waitForURL(`**/seller/message/${[buyer._id, seller._id].sort().join('_')}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: buyer.username }).isVisible()).toBe(true);
      await look(page, 'messages-seller-chat', 1280);

      // The phone's bell and menu.
      const phone = await tabOf(seller, 360);
      await gotoLive(phone.page, '/seller/dashboard');
      await placeBid(await registerUser({ isSeller: false }), gig._id);
      const phoneBell = phone.page.getByRole('button', { name: /^Notifications/ });
      await expect.poll(() => phoneBell.getAttribute('aria-label'), { timeout: 5000 }).toBe('Notifications, 1 unread');
      await phoneBell.click();
      await expect.poll(() => phone.page.getByRole('menuitem', { name: 'Mark all read' }).isVisible()).toBe(true);
      await screenshotWindow(phone.page, 'notifications-menu-window-360');
      await phone.page.getByRole('menuitem', { name: 'Mark all read' }).click();
      await expect.poll(() => phoneBell.getAttribute('aria-label')).toBe('Notifications');
      await noHorizontalScroll(phone.page, 360);
      await gotoLive(phone.page, `/seller/message/${[buyer._id, seller._id].sort().join('_')}`);
      await expect
        .poll(() => phone.page.getByRole('textbox', { name: 'Write a message' }).isVisible(), { timeout: 10_000 })
        .toBe(true);
      await look(phone.page, 'messages-seller-chat', 360);
      await screenshotWindow(phone.page, 'messages-seller-chat-window-360');

      // The notifications in German: the same facts, German sentences.
      const german = await openPage(browser, { width: 1280, height: 900, locale: 'de-DE' });
      await shareSession(german.context, seller);
      await gotoLive(german.page, '/seller/dashboard');
      await german.page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
      const sentence = german.page.getByRole('menuitem', {
        name: new RegExp(`${buyer.username} hat ein Gebot über 30\\s\\$ auf „${gig.title}“ abgegeben`),
      });
      await expect.poll(() => sentence.isVisible(), { timeout: 5000 }).toBe(true);
      await screenshotWindow(german.page, 'notifications-menu-window-de-1280');
      expect(unexpectedProblems(german.problems)).toEqual([]);
      await german.context.close();

      expect(unexpectedProblems(tab.problems, EXPECTED)).toEqual([]);
      expect(unexpectedProblems(phone.problems, EXPECTED)).toEqual([]);
      await Promise.all([tab.context.close(), phone.context.close()]);
    },
  );
});
