import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  axeViolations,
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
} from '../support/browser.ts';

/** The app shell: home, how it works, the 404 page, search, languages and the short addresses. */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const WIDTHS = [360, 1280] as const;

describe.each(WIDTHS)('at %i px', (width) => {
  test.each([
    { name: 'home', path: '/', heading: 'Find the right writer for every academic project' },
    { name: 'how-it-works', path: '/how-it-works', heading: 'From first bid to finished work, in a few clear steps' },
    { name: 'login', path: '/login', heading: 'Welcome back' },
    { name: 'register', path: '/register', heading: 'Create your account' },
    // The page itself answers 404 (so crawlers do not index it), which the console reports.
    { name: 'not-found', path: '/no/such/page', heading: 'Page not found', allowed: [/status of 404/] },
  ])(
    '$name renders with no accessibility violations and no console errors',
    async ({ name, path, heading, allowed }) => {
      const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
      // Nothing sticks out sideways on a phone.
      expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
      await screenshot(page, `${name}-${width}`);
      expect(unexpectedProblems(problems, allowed)).toEqual([]);
      await context.close();
    },
  );
});

describe('search from the home page', () => {
  test('blank text is ignored; words lead to the gig search', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const hero = page.getByRole('search', { name: 'Find a writer' });
    const box = hero.getByRole('searchbox');
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');

    await box.fill('  research paper ');
    await hero.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/gigs?search=research%20paper');

    await page.goBack();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('list', { name: 'Popular:' }).getByRole('link').first().click();
    await page.waitForURL('**/gigs?search=essay');
    await context.close();
  });
});

describe('languages', () => {
  test('the chosen language is applied at once and survives a reload', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/');
    // The menu's code loads after the first paint (decision 031): wait for it, so the click reaches the real menu.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: /^Language:/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    const frenchTitle = page.getByRole('heading', {
      level: 1,
      name: 'Le bon rédacteur pour chacun de vos projets universitaires',
    });
    await expect.poll(() => frenchTitle.isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.reload();
    await expect.poll(() => frenchTitle.isVisible()).toBe(true);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await expectNoAxeViolations(page);
    await screenshot(page, 'home-fr-1280');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a first visit follows the browser language', async () => {
    const { page, context } = await openPage(browser, { locale: 'de-DE' });
    await page.goto('/');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('de');
    await context.close();
  });

  test('the mobile menu offers the languages and closes with Escape', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await screenshot(page, 'mobile-menu-360');
    await dialog.getByRole('button', { name: 'Español' }).click();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('short and old addresses', () => {
  test.each([
    { from: '/becomeSeller', to: '/register?seller=1' },
    { from: '/becomeSeller2', to: '/register?seller=1' },
  ])('$from leads to $to', async ({ from, to }) => {
    const { page, context } = await openPage(browser);
    await page.goto(from);
    await page.waitForURL(`${baseUrl()}${to}`);
    await context.close();
  });

  test('the server answers every app route with the app, and unknown API paths with a problem', async () => {
    const { page, context } = await openPage(browser);
    const html = await page.request.get('/how-it-works');
    expect(html.status()).toBe(200);
    expect(html.headers()['content-type']).toContain('text/html');
    expect(html.headers()['content-security-policy']).toContain("default-src 'self'");
    const api = await page.request.get('/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(api.headers()['content-type']).toContain('application/problem+json');
    await context.close();
  });
});

describe('the accessibility check itself', () => {
  test('reports what it is there to find', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/');
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><img ' +
        'src="/favicon.svg"><button></button></main></body></html>',
    );
    const violations = await axeViolations(page);
    expect(violations.some((line) => line.startsWith('image-alt '))).toBe(true);
    expect(violations.some((line) => line.startsWith('button-name '))).toBe(true);
    await context.close();
  });
});
