import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

/**
 * Debian's Chromium driven by playwright-core; no browser download. Debian's headless shell
 * (package chromium-headless-shell: the same Blink and V8 without the browser's own window, tabs
 * and extensions, what Playwright itself drives headless) when it is installed: a journey costs
 * about a quarter less CPU and time in it. Else the full browser in its headless mode.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/** The server of this worker: each of the end-to-end project's workers has its own (global-setup.ts). */
export function baseUrl(): string {
  const baseUrls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return baseUrls[(worker - 1) % baseUrls.length]!;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

export interface TrackedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed same-site requests seen so far (a test fails on unexpected ones). */
  problems: string[];
}

/** A page in its own context that records console errors, page errors and CSP violations. */
export async function openPage(
  browser: Browser,
  options: { width?: number; height?: number; locale?: string; baseURL?: string } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    baseURL: options.baseURL ?? baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return { context, page, problems };
}

/** Console noise the app causes on purpose (an expected 401 of /api/auth/me for visitors, a 4xx a test provokes). */
export function unexpectedProblems(problems: string[], allowed: RegExp[] = []): string[] {
  const expected = [/status of 401/, ...allowed];
  return problems.filter((problem) => !expected.some((pattern) => pattern.test(problem)));
}

/**
 * Waits for the page's finite animations (a menu fading in, a dialog zooming) to end: a contrast
 * measured halfway through a fade reads the half-transparent text, not what the person sees.
 * Endless ones (spinners, skeleton pulses) are left running. Content that arrives meanwhile (a
 * page's data replacing its skeleton) may start fading in after the first wait, so it waits again
 * until two frames pass with no finite animation running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(`(async () => {
    const running = () => document.getAnimations().filter((animation) =>
      animation.playState === 'running' &&
      animation.effect &&
      animation.effect.getComputedTiming().iterations !== Infinity);
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    for (let round = 0; round < 20; round++) {
      await Promise.all(running().map((animation) => animation.finished.catch(() => undefined)));
      await frame();
      await frame();
      if (running().length === 0) return;
    }
  })()`);
}

/** What axe finds wrong on the page as it is now, a line per rule broken. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // Every rule, run by axe.run in the page itself: the app has no frames, so the default's
  // per-frame runs and its second, blank page to merge them (a third of a journey's browser CPU)
  // check nothing more. Only violations are wanted, so passes are not written out node by node.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

export async function screenshot(page: Page, name: string) {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

let counter = 0;
export function uniqueName(prefix = 'e2e'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}
