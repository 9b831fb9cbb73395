import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  FIRST_LOAD_BUDGET_BYTES,
  firstLoadTable,
  scriptsBeforeIdle,
  totalWithHeaders,
} from '../../tools/first-load-js.ts';
import { kB } from '../../tools/web-bundle.ts';
import { baseUrl, launchBrowser, openPage, unexpectedProblems } from '../support/browser.ts';

/**
 * The bundle budget, as the browser counts it (docs/decisions/031-web-bundle.md, "Everything
 * fetched before idle"): every script / fetches until the app is in charge and the network is quiet
 * (the entry, the app, the first page's texts, whatever the start asks for), each body as the server
 * sends it (precompressed brotli) with its answer's headers, stays within 150 kB. The build's static
 * graph alone (tools/web-bundle.test.ts) misses what the start fetches on its own.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the JavaScript of / before the browser is idle', () => {
  test(`is at most ${kB(FIRST_LOAD_BUDGET_BYTES)} as the browser counts it, headers included`, async () => {
    const scripts = await scriptsBeforeIdle(browser, `${baseUrl()}/`);
    const table = firstLoadTable(scripts);
    console.log(table);
    // The count is of what was fetched: the app and React DOM are among it, each sent as brotli.
    expect(
      scripts.some((script) => /^\/assets\/main-[\w-]+\.js$/.test(script.url)),
      table,
    ).toBe(true);
    expect(scripts.filter((script) => script.encoding !== 'br').map((script) => script.url)).toEqual([]);
    // A script's headers count: each answer's are a few hundred bytes, as much as a small chunk's code.
    expect(
      scripts.every((script) => script.headers > 0),
      table,
    ).toBe(true);
    expect(totalWithHeaders(scripts), `The first load of / is over budget:\n${table}`).toBeLessThanOrEqual(
      FIRST_LOAD_BUDGET_BYTES,
    );
  });

  test.each([
    {
      menu: 'the hamburger sheet',
      width: 390,
      chunk: /\/assets\/mobile-menu-[\w-]+\.js$/,
      button: { name: 'Open menu' },
      opened: { role: 'dialog', name: 'Menu' },
    },
    {
      menu: 'the language menu',
      width: 1280,
      chunk: /\/assets\/language-switcher-[\w-]+\.js$/,
      button: { name: /^Language:/ },
      opened: { role: 'menu', name: /Language/ },
    },
  ] as const)('$menu fetches its code when it is used, and opens at once', async ({ width, chunk, button, opened }) => {
    const { page, context, problems } = await openPage(browser, { width, height: 844 });
    try {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      expect(fetched.filter((url) => chunk.test(url))).toEqual([]);
      await page.getByRole('button', button).click();
      const menu = page.getByRole(opened.role, { name: opened.name });
      await expect.poll(() => menu.isVisible()).toBe(true);
      expect(fetched.filter((url) => chunk.test(url)).length).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(unexpectedProblems(problems)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
