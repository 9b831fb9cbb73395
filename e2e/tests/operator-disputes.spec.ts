import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { signIn } from '../support/gigs.ts';
import { noHorizontalScroll } from '../support/orders.ts';
import { registerUser, signInWithPassword } from '../support/profile.ts';

/**
 * The operators' desk at 360 and 1280 px: the demo operator finds Disputes in the avatar menu, reads
 * the demo data's open dispute (the order, its delivered files, the timeline, the two people's
 * conversation) and meets the split's check before anything is sent. The dispute is left open for
 * the other journeys. Anyone else is told the page is for operators, and the API refuses them.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([360, 1280])('at %i px', (width) => {
  test('the operator reads a dispute and a split refund of nothing is refused before it is sent', async () => {
    const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
    await signIn(page, 'inkwell.operator');
    if (width >= 1024) {
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Disputes' }).click();
    } else {
      await page.goto('/operator/disputes');
    }
    await page.waitForURL('**/operator/disputes');
    const queue = page.getByRole('region', { name: 'Open disputes' });
    const first = queue.getByRole('button').first();
    await first.waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `operator-disputes-queue-${width}`);

    await first.click();
    await page.getByRole('region', { name: 'The dispute' }).waitFor();
    const deliveries = page.getByRole('region', { name: 'Deliveries' });
    const file = deliveries.getByRole('link').first();
    expect(await file.getAttribute('href')).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const download = await page.request.get((await file.getAttribute('href'))!);
    expect(download.status()).toBe(200);
    expect(download.headers()['content-disposition']).toMatch(/^attachment/);
    await page.getByRole('region', { name: 'Their conversation' }).getByRole('listitem').first().waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Timeline' })
        .getByText(/Opened a dispute/)
        .count(),
    ).toBeGreaterThan(0);

    const decide = page.getByRole('region', { name: 'Decide' });
    await decide.getByRole('radio', { name: /Split/ }).check();
    await decide.getByLabel('Refund to the buyer ($)').fill('0');
    let resolveCalls = 0;
    page.on('request', (request) => {
      if (request.url().includes('/resolve')) resolveCalls += 1;
    });
    await decide.getByRole('button', { name: 'Decide', exact: true }).click();
    expect(await decide.getByText(/^The refund must be more than 0 and less than \$/).isVisible()).toBe(true);
    expect(resolveCalls).toBe(0);
    await noHorizontalScroll(page, width);
    await expectNoAxeViolations(page);
    await screenshot(page, `operator-disputes-order-${width}`);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test('a buyer is told the desk is for operators, and the API refuses them', async () => {
    const buyer = await registerUser({ isSeller: false });
    expect((await buyer.api.get('/api/operator/disputes')).status()).toBe(403);
    const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
    await signInWithPassword(page, buyer.username);
    await page.goto('/operator/disputes');
    await page.getByRole('heading', { level: 1, name: 'For operators only' }).waitFor();
    await expectNoAxeViolations(page);
    await screenshot(page, `operator-disputes-refused-${width}`);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
