import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { completeOrder, approveBid, placeBid, publishGig, shareSession } from '../support/bids.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  uniqueName,
  unexpectedProblems,
} from '../support/browser.ts';
import { API_PASSWORD, type ApiUser } from '../support/profile.ts';

/**
 * The sellers' money from start to end (issue "Sellers get paid"), on the journeys' server whose
 * released money clears at once (PAYOUT_CLEARING_DAYS=0, support/global-setup.ts): a fresh seller
 * connects the demo payout account from Earnings, their $200 order is accepted, the $180 it earns
 * net of the 10% fee clears, the seller withdraws it all, the demo bank pays it, and the month's
 * statement downloads from Earnings as a PDF that poppler reads as A4 and whose sums say the same.
 * At 1280 and 360 px, axe clean. Then amelia.hart's demo statement month, on the usual server.
 */
const run = promisify(execFile);
let browser: Browser;
const people: ApiUser[] = [];
const clearingUrl = () => inject('clearingBaseUrl');

/** Registers and signs in a fresh person on `base` (the clearing server), in a request context of their own. */
async function person(base: string, isSeller: boolean): Promise<ApiUser> {
  const api = await request.newContext({ baseURL: base });
  const username = uniqueName(isSeller ? 'payee' : 'payer');
  const email = `${username}@example.com`;
  const registered = await api.post('/api/auth/register', {
    data: { username, email, password: API_PASSWORD, country: 'IE', isSeller, acceptHonorCode: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const login = await api.post('/api/auth/login', { data: { username, password: API_PASSWORD } });
  expect(login.status()).toBe(200);
  const user = { _id: ((await login.json()) as { _id: string })._id, username, email, api };
  people.push(user);
  return user;
}

/** What poppler reads of a PDF: pdfinfo's page size and the text. */
async function readPdf(file: string): Promise<{ pageSize: string; text: string }> {
  const info = (await run('pdfinfo', [file])).stdout;
  const text = (await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'])).stdout;
  return { pageSize: /^Page size:\s+(.*)$/m.exec(info)?.[1] ?? '', text };
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(people.map((one) => one.api.dispose()));
  await browser?.close();
});

const balance = (page: Page, label: string) => page.getByLabel(label, { exact: true }).textContent();

test.each([1280, 360])(
  'at %i px a seller connects the demo account, earns, clears, withdraws, is paid and downloads the statement',
  async (width) => {
    const base = clearingUrl();
    const [seller, buyer] = await Promise.all([person(base, true), person(base, false)]);
    const { context, page, problems } = await openPage(browser, { width, baseURL: base });
    await shareSession(context, seller);

    // The seller connects the demo payout account from Earnings.
    await page.goto('/seller/earnings');
    await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
    await page.getByText('No statement yet: a month has one once your money moves in it.').waitFor();
    await page.getByRole('button', { name: 'Connect a payout account' }).click();
    await page.waitForURL(/\/payouts\/demo-onboarding\?token=/);
    await page.getByLabel("Account holder's name").fill('Robin Payee');
    await page.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
    await page.getByRole('button', { name: 'Connect the account' }).click();
    await page.waitForURL(/\/seller\/earnings$/);
    await page.getByText('Enabled', { exact: true }).waitFor();

    // A $200 order is accepted by its buyer: $180 for the seller, which clears at the sweeper's next run.
    const gig = await publishGig(seller);
    const bid = await placeBid(buyer, gig._id, { amount: 200 });
    await approveBid(seller, bid._id);
    await completeOrder(seller, buyer, bid._id);
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
          await page.getByLabel('Available', { exact: true }).waitFor();
          return balance(page, 'Available');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('$180');
    expect(await balance(page, 'Pending')).toBe('$0');
    await page.getByText('Platform fees on your orders so far: $20').waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `money-cleared-${width}`);

    // The seller withdraws all of it; the demo bank pays it within seconds.
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw to your bank' });
    expect(await dialog.getByLabel('Amount (USD)').inputValue()).toBe('180.00');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Withdraw $180' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Withdrawal of $180 asked for. It is on its way to your bank.').waitFor();
    const payouts = page.getByRole('region', { name: 'Payouts' });
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
          await payouts.getByRole('listitem').first().waitFor();
          return payouts.getByRole('listitem').first().textContent();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatch(/^\$180Paid/);
    expect(await balance(page, 'Paid out')).toBe('$180');
    expect(await balance(page, 'Available')).toBe('$0');

    // This month's statement is listed, named in the reader's language, and downloads as an A4 PDF.
    const now = new Date();
    const month = now.toISOString().slice(0, 7);
    const monthName = now.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const statements = page.getByRole('region', { name: 'Statements' });
    const link = statements.getByRole('link', { name: `Download the statement of ${monthName} (PDF)` });
    await link.scrollIntoViewIfNeeded();
    await expectNoAxeViolations(page);
    await screenshot(page, `money-statements-${width}`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`inkwell-statement-${month}.pdf`);
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-statement-'));
    try {
      const file = path.join(folder, download.suggestedFilename());
      await download.saveAs(file);
      const pdf = await readPdf(file);
      expect(pdf.pageSize).toBe('595.28 x 841.89 pts (A4)');
      expect(pdf.text).toContain('Monthly statement');
      expect(pdf.text).toContain(monthName);
      expect(pdf.text).toContain(seller.username);
      expect(pdf.text).toMatch(/Released to you\s+\$200\.00/);
      expect(pdf.text).toMatch(/Platform fees\s+-\$20\.00/);
      expect(pdf.text).toMatch(/Payouts paid to your bank\s+-\$180\.00/);
      expect(pdf.text).toMatch(/Closing, [^\n]*\s\$0\.00\n/);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }

    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  },
);

test("amelia.hart's demo data has a statement month: last month's, with its paid payout", async () => {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    expect(
      (
        await api.post('/api/auth/login', { data: { username: 'amelia.hart', password: 'inkwell-demo-2025' } })
      ).status(),
    ).toBe(200);
    const { months } = (await (await api.get('/api/payouts/statements')).json()) as { months: string[] };
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
    expect(months).toContain(lastMonth);
    const answer = await api.get(`/api/payouts/statements/${lastMonth}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-statement-'));
    try {
      const file = path.join(folder, 'amelia.pdf');
      await fs.writeFile(file, await answer.body());
      const pdf = await readPdf(file);
      expect(pdf.pageSize).toBe('595.28 x 841.89 pts (A4)');
      expect(pdf.text).toContain('amelia.hart');
      expect(pdf.text).toMatch(/Payout [0-9A-F]{8} paid/);
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  } finally {
    await api.dispose();
  }
});
