import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { shareSession, type Person } from './bids.ts';
import { expectNoAxeViolations, openPage, screenshot, unexpectedProblems, type TrackedPage } from './browser.ts';
import { noHorizontalScroll } from './orders.ts';

/**
 * Helpers of the order-life journeys (order-life.spec.ts): a real A4 PDF to deliver, the steps of
 * an order taken through the API when a journey only needs to get past them, the order as the API
 * tells it, and the order page looked at (axe, no sideways scroll, a screenshot) at 1280 and 360 px.
 */

export interface OrderMoney {
  paid: number;
  held: number;
  released: number;
  refunded: number;
}

export interface OrderAnswer {
  _id: string;
  status: string;
  amount: number;
  dueAt: string | null;
  /** The seller's open request for more time. */
  extension: { dueAt: string; previousDueAt: string; reason: string } | null;
  paidAt: string | null;
  revisionsLeft: number;
  revisionsIncluded: number;
  deliveries: { _id: string; message: string; files: { _id: string; name: string }[] }[];
  money: OrderMoney;
  dispute: { outcome: string | null; refundAmount: number | null; reason: string } | null;
  hasUserReview: boolean;
  hasGigReview: boolean;
  actions: string[];
}

/** poppler's pdfinfo's name for the first page's size ("A4", "letter"), or "" when it has none. */
export async function pdfPaperName(pdf: string): Promise<string> {
  const { stdout } = await promisify(execFile)('pdfinfo', [pdf]);
  return /Page size:.*pts \(([^)]+)\)/.exec(stdout)?.[1] ?? '';
}

/** A4 portrait in PDF points (210 x 297 mm). */
export const A4_POINTS = { width: 595.28, height: 841.89 };

/** Expects a size as pdfinfo prints it ("595.28 x 841.89 pts") to be A4 portrait, within half a point. */
export function expectA4(size: string) {
  const [width, height] = size.split(' x ').map((part) => Number.parseFloat(part));
  expect(Math.abs((width ?? 0) - A4_POINTS.width), size).toBeLessThan(0.5);
  expect(Math.abs((height ?? 0) - A4_POINTS.height), size).toBeLessThan(0.5);
}

/** A real one-page A4 PDF with a heading and a paragraph, printed by Chromium itself. */
export async function a4Pdf(browser: Browser, heading: string, body: string): Promise<Buffer> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const escape = (text: string) => text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c] ?? c);
  // The page's own @page size: Chromium's `format: 'A4'` rounds the width to 595.92 points.
  await page.setContent(
    `<!doctype html><html lang="en"><head><style>@page { size: A4; margin: 20mm }</style></head>` +
      `<body style="font-family: serif"><h1>${escape(heading)}</h1><p>${escape(body)}</p></body></html>`,
  );
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await context.close();
  return pdf;
}

/** GET /api/orders/{bidId} as the person (200 expected). */
export async function getOrder(person: Person, bidId: string): Promise<OrderAnswer> {
  const answer = await person.api.get(`/api/orders/${bidId}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as OrderAnswer;
}

/** The buyer pays the approved order with the demo gateway's 4242 card, through the API. */
export async function payThroughApi(buyer: Person, bidId: string) {
  const intent = await buyer.api.post(`/api/orders/create-payment-intent/${bidId}`);
  expect(intent.status(), await intent.text()).toBe(200);
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const year = (new Date().getUTCFullYear() + 1) % 100;
  const confirmed = await buyer.api.post('/api/payments/demo/confirm', {
    data: { clientSecret, number: '4242424242424242', expiry: `12 / ${year}`, cvc: '123' },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect.poll(async () => (await getOrder(buyer, bidId)).status, { timeout: 10_000 }).toBe('in_progress');
}

/** The seller uploads a file (POST /api/files) and delivers it with a message, through the API. */
export async function deliverThroughApi(
  seller: Person,
  bidId: string,
  file: { name: string; buffer: Buffer },
  message: string,
) {
  const uploaded = await seller.api.post('/api/files', {
    multipart: { file: { name: file.name, mimeType: 'application/pdf', buffer: file.buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { _id } = (await uploaded.json()) as { _id: string };
  const delivered = await seller.api.post(`/api/orders/${bidId}/deliveries`, { data: { message, files: [_id] } });
  expect(delivered.status(), await delivered.text()).toBe(200);
}

/** Opens /orders/{bidId} and waits for the order's title (h1). */
export async function openOrder(page: Page, bidId: string, title: string) {
  await page.goto(`/orders/${bidId}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 10_000 });
}

/** The status badge in the order page's head ("Status: In progress"). */
export function statusOf(page: Page): Locator {
  const head = page.locator('header', { has: page.getByRole('heading', { level: 1 }) });
  return head.locator('span', { has: page.locator('.sr-only', { hasText: 'Status:' }) });
}

/** Waits until the order page's badge says `label` (reloading if a live update is slow to come). */
export async function expectStatus(page: Page, label: string) {
  await expect
    .poll(
      async () => {
        const text = (
          await statusOf(page)
            .first()
            .textContent()
            .catch(() => null)
        )
          ?.replace(/\s+/g, ' ')
          .trim();
        if (text === `Status: ${label}`) return text;
        await page.reload();
        await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 10_000 });
        return text;
      },
      { timeout: 20_000, interval: 1_000 },
    )
    .toBe(`Status: ${label}`);
}

/** The Money section's four figures, read from the screen ("$30" -> 30). */
export async function moneyOnPage(page: Page): Promise<OrderMoney> {
  const money = page.getByRole('region', { name: 'Money' });
  const figure = async (label: string) => {
    const text = await money
      .locator('div', { has: page.locator('dt', { hasText: label }) })
      .locator('dd')
      .innerText();
    return Number(text.replace(/[^0-9.]/g, ''));
  };
  return {
    paid: await figure('Paid'),
    held: await figure('Held in escrow'),
    released: await figure('Released to the seller'),
    refunded: await figure('Refunded to the buyer'),
  };
}

/** axe, no sideways scroll at this width, and a full-page shot named `${name}-${width}`. */
export async function look(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page, width);
  await screenshot(page, `${name}-${width}`);
}

/**
 * The same order page on a phone (360 px) in a context of its own signed in as the person: it shows
 * `status`, passes axe, does not scroll sideways, and is shot; no unexpected console problems.
 */
export async function lookOnPhone(
  browser: Browser,
  person: Person,
  bidId: string,
  title: string,
  status: string,
  name: string,
) {
  const tab = await openPage(browser, { width: 360, height: 780 });
  await shareSession(tab.context, person);
  await openOrder(tab.page, bidId, title);
  await expectStatus(tab.page, status);
  await look(tab.page, name, 360);
  expect(unexpectedProblems(tab.problems)).toEqual([]);
  await tab.context.close();
}

/** Clicks the link and answers the downloaded file's path and its suggested name. */
export async function download(page: Page, link: Locator): Promise<{ path: string; name: string; bytes: Buffer }> {
  const [event] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await event.path();
  return { path, name: event.suggestedFilename(), bytes: await fs.readFile(path) };
}

/** The person's answer to a GET, as JSON (200 expected). */
export async function getJson<T>(person: Person, url: string): Promise<T> {
  const answer = await person.api.get(url);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** A 1280 px page signed in as the person. */
export async function signedIn(browser: Browser, person: Person): Promise<TrackedPage> {
  const tab = await openPage(browser);
  await shareSession(tab.context, person);
  return tab;
}

/** A notice above the order says what the last step did. */
export async function expectNotice(page: Page, text: string) {
  await expect.poll(() => page.getByText(text, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The step's dialog, once open. */
export async function dialog(page: Page, name: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  const found = page.getByRole(role, { name });
  await expect.poll(() => found.isVisible(), { timeout: 5_000 }).toBe(true);
  return found;
}

/** The Due fact of the order page's head ("Due" then the day and "Due in 4 days"). */
export async function dueText(page: Page): Promise<string> {
  const fact = page.locator('header dl > div', { has: page.locator('dt', { hasText: /^Due$/ }) });
  return (await fact.locator('dd').innerText()).replace(/\s+/g, ' ');
}

/** The seller delivers the file with a message through the order page's form (the file is uploaded as chosen). */
export async function deliverInBrowser(page: Page, file: { name: string; buffer: Buffer }, message: string) {
  const form = page.getByRole('region', { name: /^Deliver (the work|again)$/ });
  await form.getByLabel('Message to the buyer').fill(message);
  await form
    .getByLabel('Files', { exact: true })
    .setInputFiles({ name: file.name, mimeType: 'application/pdf', buffer: file.buffer });
  const attached = form
    .getByRole('list', { name: 'Attached files' })
    .getByRole('listitem')
    .filter({ hasText: file.name });
  await expect.poll(() => attached.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Attached');
  await form.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expectNotice(page, 'Delivered. The buyer can now accept the work or ask for a revision.');
}
