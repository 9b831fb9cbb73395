import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launchBrowser, openPage, unexpectedProblems } from '../support/browser.ts';
import { DEMO_PASSWORD } from '../support/gigs.ts';

/**
 * A page rendered on the server is on screen before its app has started (docs/decisions/033), and
 * the app then takes it over in small slices (docs/decisions/032, "Start-up in small tasks"). A tap
 * or a search sent in that time is held and played once the app is in charge: never lost. The app's
 * code is held back by the test until the tap has been made, so the tap surely comes first.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Holds the app's code (main-*.js) until `release()`: the page stays as the server sent it. */
async function holdTheApp(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const appStarted = (page: Page) => page.evaluate<boolean>("document.documentElement.hasAttribute('data-app-ready')");
const cardCount = (page: Page) => page.locator('main article').count();
const scrollY = (page: Page) => page.evaluate<number>('Math.round(window.scrollY)');

describe('a tap during start-up', () => {
  for (const width of [1280, 360]) {
    test(`Load more tapped before the app has started shows the next page of gigs (${width} px)`, async () => {
      const { context, page, problems } = await openPage(browser, { width });
      try {
        const app = await holdTheApp(page);
        await page.goto('/gigs', { waitUntil: 'domcontentloaded' });
        expect(await cardCount(page)).toBe(24);
        await page.getByRole('button', { name: 'Load more' }).click();
        // Nothing of the app has run: the tap is held, the list as it was.
        expect(await appStarted(page)).toBe(false);
        expect(await cardCount(page)).toBe(24);

        // The click scrolled the page to the button: the app's start leaves the reader there (a jump
        // to the top would put another element under their next tap).
        const scrolledTo = await scrollY(page);
        expect(scrolledTo).toBeGreaterThan(0);

        app.release();
        await expect.poll(() => appStarted(page)).toBe(true);
        await expect.poll(() => cardCount(page)).toBeGreaterThan(24);
        expect(await scrollY(page)).toBe(scrolledTo);
        expect(unexpectedProblems(problems)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  test('a search typed and sent on the home page before the app has started is carried out', async () => {
    const { context, page, problems } = await openPage(browser, { width: 360 });
    try {
      const app = await holdTheApp(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const search = page.getByRole('search', { name: 'Find a writer' });
      await search.getByRole('searchbox').fill('essay');
      await search.getByRole('searchbox').press('Enter');
      // Not sent by the browser itself: the page is still the home page.
      expect(new URL(page.url()).pathname).toBe('/');

      app.release();
      await page.waitForURL((url) => url.pathname === '/gigs' && url.searchParams.get('search') === 'essay');
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/**
 * The server renders a gig's page as a visitor's; a signed-in reader's tap made before the app has
 * started does what it does for them once it has (app/early-input.ts), never what it would for a
 * visitor (the sign-in page).
 */
describe("a signed-in reader's tap during start-up", () => {
  // The app asks for the reader's bid on the gig and their chat with its seller: none yet (404).
  const READER_HAS_NONE_YET = [/status of 404/];

  /** A page signed in as the demo buyer, held on a gig's page as the server sent it. */
  async function heldGigPage(): Promise<{
    page: Page;
    release: () => void;
    close: () => Promise<void>;
    problems: string[];
  }> {
    const { context, page, problems } = await openPage(browser);
    const login = await page.request.post('/api/auth/login', {
      data: { username: 'noah.bennett', password: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    await page.goto('/gigs', { waitUntil: 'domcontentloaded' });
    const address = (await page.locator('main article a').first().getAttribute('href')) ?? '';
    expect(address).toMatch(/^\/gig\//);
    const app = await holdTheApp(page);
    await page.goto(address, { waitUntil: 'domcontentloaded' });
    return { page, release: app.release, close: () => context.close(), problems };
  }

  test('Contact seller opens the chat with the seller, not the sign-in page', async () => {
    const { page, release, close, problems } = await heldGigPage();
    try {
      // The visitor's link is what is on screen until the app knows who reads.
      await page.getByRole('link', { name: 'Contact seller' }).click();
      expect(await appStarted(page)).toBe(false);
      expect(new URL(page.url()).pathname).toMatch(/^\/gig\//);
      release();
      await page.waitForURL((url) => url.pathname.startsWith('/message/'));
      expect(unexpectedProblems(problems, READER_HAS_NONE_YET)).toEqual([]);
    } finally {
      await close();
    }
  });

  test("a like is the reader's like, and Place a bid opens the bid form", async () => {
    const { page, release, close, problems } = await heldGigPage();
    try {
      const like = page.getByRole('button', { name: /^Liked? \(/ });
      await like.click();
      await page.getByRole('link', { name: 'Place Bid' }).click();
      expect(await appStarted(page)).toBe(false);
      release();
      await expect.poll(() => appStarted(page)).toBe(true);
      // Liked by the reader (the visitor's button would have led to the sign-in page).
      await expect
        .poll(() => page.getByRole('button', { name: /^Liked? \(/ }).getAttribute('aria-pressed'))
        .toBe('true');
      await expect.poll(() => page.getByRole('dialog', { name: 'Place a bid' }).isVisible()).toBe(true);
      expect(new URL(page.url()).pathname).toMatch(/^\/gig\//);
      // Left as it was found: the like is taken back.
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog', { name: 'Place a bid' }).count()).toBe(0);
      await page.getByRole('button', { name: /^Liked? \(/ }).click();
      await expect
        .poll(() => page.getByRole('button', { name: /^Liked? \(/ }).getAttribute('aria-pressed'))
        .toBe('false');
      expect(unexpectedProblems(problems, READER_HAS_NONE_YET)).toEqual([]);
    } finally {
      await close();
    }
  });
});

/**
 * What the app's start must not do to a page already on screen (docs/decisions/032, "Start-up in
 * small tasks"): write <html>'s lang or dir again (each write restyles the whole page, 100-200 ms
 * at CPU x4 on /gigs) or insert modulepreload links (4-7 ms each at CPU x4, in one task).
 */
const WATCH_START_UP = `
  window.__startUpWrites = [];
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target === document.documentElement) {
        window.__startUpWrites.push('html ' + record.attributeName);
      }
      for (const node of record.addedNodes) {
        if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
          window.__startUpWrites.push('modulepreload ' + node.href);
        }
      }
    }
  }).observe(document, { attributes: true, attributeFilter: ['lang', 'dir'], childList: true, subtree: true });
`;

describe('the app takes over a server-rendered page', () => {
  for (const path of ['/gigs', '/gig/first', '/']) {
    test(`without restyling it or inserting preload links: ${path}`, async () => {
      const { context, page, problems } = await openPage(browser, { width: 360 });
      try {
        await page.addInitScript(WATCH_START_UP);
        let address = path;
        if (path === '/gig/first') {
          await page.goto('/gigs', { waitUntil: 'domcontentloaded' });
          address = (await page.locator('main article a').first().getAttribute('href')) ?? '';
          expect(address).toMatch(/^\/gig\//);
        }
        await page.goto(address, { waitUntil: 'domcontentloaded' });
        await expect.poll(() => appStarted(page)).toBe(true);
        // The app's first page has loaded its route's code by then, and the language is known.
        expect(await page.evaluate<string[]>('window.__startUpWrites')).toEqual([]);
        expect(unexpectedProblems(problems)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
