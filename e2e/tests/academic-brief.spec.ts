import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { publishGig, SAMPLE_BRIEF, SAMPLE_PROPOSAL, shareSession } from '../support/bids.ts';
import {
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  uniqueName,
  unexpectedProblems,
} from '../support/browser.ts';
import { gigCards, SAMPLE_PDF, signIn } from '../support/gigs.ts';
import { findOrderCard, noHorizontalScroll, openOrders, screenshotWindow } from '../support/orders.ts';
import { registerUser } from '../support/profile.ts';

/**
 * The academic brief and the rules per country, at 1280 and 360 px: a buyer places a bid
 * with its brief and one attached file; the seller reads the brief on the bid in /orders and on the
 * order's page; the demo operator sets a rule at /operator/rules for a country (everything but model
 * answers) and a buyer of that country sees the gig marked unavailable in the list and on its page;
 * the rule is then removed. Each screen is checked with axe.
 */
let browser: Browser;
/** A buyer without a bid asks for their bid on the gig and gets the API's 404; the console reports it. */
const NO_BID_YET = [/status of 404/];
/** One country per width, so the two runs (and other specs, whose buyers live in IE) never meet. */
const RULE_COUNTRY = { 1280: { code: 'NZ', name: 'New Zealand' }, 360: { code: 'AU', name: 'Australia' } } as const;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const priceCard = (page: Page) => page.getByRole('complementary', { name: 'Price and seller' });

async function look(page: Page, name: string, width: number) {
  await noHorizontalScroll(page, width);
  await expectNoAxeViolations(page);
  await screenshot(page, `academic-brief-${name}-${width}`);
}

describe.each([1280, 360] as const)('at %i px', (width) => {
  const viewport = { width, height: width < 640 ? 780 : 900 };

  test('a buyer places a bid with its brief and a file; the seller reads the brief on the bid and order', async () => {
    const seller = await registerUser({ isSeller: true });
    const title = `Model answers in labour economics ${uniqueName('')}`;
    const gig = await publishGig(seller, { title, purpose: 'model_answer' });
    const buyer = await registerUser({ isSeller: false });

    const buying = await openPage(browser, viewport);
    await shareSession(buying.context, buyer);
    await buying.page.goto(`/gig/${gig._id}`);
    await buying.page.getByRole('heading', { level: 1, name: title }).waitFor();
    const place = priceCard(buying.page).getByRole('button', { name: 'Place Bid' });
    await expect.poll(() => place.isEnabled()).toBe(true);
    await place.click();
    const dialog = buying.page.getByRole('dialog', { name: 'Place a bid' });
    await dialog.waitFor();
    await dialog.getByLabel('Type of work').selectOption({ label: 'Essay' });
    await dialog.getByLabel('Subject').fill('Minimum wages in Europe');
    await dialog.getByLabel('Academic level').selectOption({ label: "Master's" });
    await dialog.getByLabel('Citation style').selectOption({ label: 'Harvard' });
    await dialog.getByLabel('Length', { exact: true }).fill('2500');
    await dialog.getByLabel('Language of the work').selectOption({ label: 'English' });
    await dialog
      .getByLabel('Attachments')
      .setInputFiles({ name: 'assignment.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
    await dialog.getByRole('button', { name: 'Remove assignment.pdf' }).waitFor();
    await dialog.getByLabel('Proposal').fill(SAMPLE_PROPOSAL);
    await expectNoAxeViolations(buying.page);
    await screenshotWindow(buying.page, `academic-brief-bid-form-${width}`);
    await dialog.getByRole('button', { name: 'Place Bid' }).click();
    await expect.poll(() => dialog.count(), { timeout: 10_000 }).toBe(0);
    expect(unexpectedProblems(buying.problems, NO_BID_YET)).toEqual([]);
    await buying.context.close();

    const { page, context, problems } = await openPage(browser, viewport);
    await shareSession(context, seller);
    await openOrders(page);
    const card = await findOrderCard(page, title);
    const brief = card.getByRole('group', { name: 'Academic brief' });
    for (const text of ['Essay', 'Minimum wages in Europe', "Master's", 'Harvard', '2,500 words', 'English']) {
      expect(await brief.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    const file = brief.getByRole('link', { name: 'assignment.pdf' });
    const answer = await page.request.get((await file.getAttribute('href')) ?? '');
    expect(answer.status()).toBe(200);
    expect(
      Buffer.from(await answer.body())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await look(page, 'seller-orders', width);

    await card.getByRole('link', { name: 'View order' }).click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('Minimum wages in Europe').first().waitFor();
    expect(await page.getByRole('link', { name: 'assignment.pdf' }).count()).toBeGreaterThan(0);
    await look(page, 'seller-order', width);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });

  test("an operator's rule for a country marks a model answer gig unavailable to that country's buyers", async () => {
    const country = RULE_COUNTRY[width];
    const seller = await registerUser({ isSeller: true });
    const title = `Model essays for revision ${uniqueName('')}`;
    const gig = await publishGig(seller, { title, purpose: 'model_answer' });

    const operating = await openPage(browser, viewport);
    await signIn(operating.page, 'inkwell.operator');
    await operating.page.goto('/operator');
    await operating.page
      .getByRole('navigation', { name: 'Operator pages' })
      .getByRole('link', { name: 'Rules per country' })
      .click();
    await operating.page.waitForURL('**/operator/rules');
    await operating.page.getByRole('heading', { level: 1, name: 'Rules per buyer country' }).waitFor();
    const form = operating.page.getByRole('form', { name: 'Add or change a rule' });
    await form.getByLabel('Country').selectOption(country.code);
    await form.getByRole('checkbox', { name: 'Model answer or study guide' }).uncheck();
    await form.getByLabel('Note (for operators)').fill('Contract cheating is outlawed here.');
    await form.getByRole('button', { name: 'Save rule' }).click();
    await operating.page.getByRole('status').filter({ hasText: 'Rule saved.' }).waitFor();
    const rules = operating.page.getByRole('region', { name: 'Rules in force' });
    const rule = rules
      .getByRole('listitem')
      .filter({ has: operating.page.getByRole('heading', { name: `${country.name} (${country.code})` }) });
    await rule.getByText('Contract cheating is outlawed here.').waitFor();
    expect(await rule.innerText()).toContain(
      'Editing and proofreading · Tutoring and coaching · Research help · Formatting and citations',
    );
    await look(operating.page, 'operator-rules', width);

    try {
      const buyer = await registerUser({ isSeller: false, country: country.code });
      const { page, context, problems } = await openPage(browser, viewport);
      await shareSession(context, buyer);
      await page.goto(`/gigs?search=${encodeURIComponent(title)}`);
      const card = gigCards(page).filter({ hasText: title });
      await card.waitFor();
      await card.getByText('Not available in your country').waitFor();
      await look(page, 'list-unavailable', width);

      await page.goto(`/gig/${gig._id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await priceCard(page)
        .getByText(/Not available in your country/)
        .waitFor();
      expect(await priceCard(page).getByRole('button', { name: 'Place Bid' }).isDisabled()).toBe(true);
      await look(page, 'gig-unavailable', width);
      // The server refuses the bid too, whatever the screen shows.
      const refused = await buyer.api.post('/api/bids', {
        data: { gigId: gig._id, amount: 30, days: 3, message: SAMPLE_PROPOSAL, brief: SAMPLE_BRIEF },
      });
      expect(refused.status()).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe('PURPOSE_NOT_ALLOWED_IN_COUNTRY');
      expect(unexpectedProblems(problems, NO_BID_YET)).toEqual([]);
      await context.close();
    } finally {
      // The rule goes again, from its own button.
      await rule.getByRole('button', { name: `Remove the rule for ${country.name}` }).click();
      await operating.page.getByRole('status').filter({ hasText: 'Rule removed.' }).waitFor();
      await expect
        .poll(() => rules.getByRole('heading', { name: `${country.name} (${country.code})` }).count())
        .toBe(0);
      expect(unexpectedProblems(operating.problems)).toEqual([]);
      await operating.context.close();
    }
  });
});
