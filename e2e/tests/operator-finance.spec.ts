import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { approveBid, completeOrder, placeBid, publishGig } from '../support/bids.ts';
import { signIn } from '../support/gigs.ts';
import { noHorizontalScroll } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * The operators' finance page at 1280 and 360 px (decision 058): the demo operator opens Finance from
 * the operators' hub, records the demo gateway's card dispute on a fresh $200 order whose money is
 * still clearing, reads that $180 of the seller's share is held, in the sums and in the list waiting
 * for a decision, and gives it back to the seller; the seller's pending money follows. Axe clean.
 */
let browser: Browser;
const people: ApiUser[] = [];

/** A fresh seller's $200 order, accepted: released, still clearing (the journeys' server clears in 7 days). */
async function clearingOrder(): Promise<{ seller: ApiUser; bidId: string }> {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  people.push(seller, buyer);
  const gig = await publishGig(seller);
  const bid = await placeBid(buyer, gig._id, { amount: 200 });
  await approveBid(seller, bid._id);
  await completeOrder(seller, buyer, bid._id);
  return { seller, bidId: bid._id };
}

const pendingOf = async (seller: ApiUser) =>
  ((await (await seller.api.get('/api/payouts/balance')).json()) as { pending: number }).pending;

/** "$1,234.50" as a number. */
const dollarsIn = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(people.map((person) => person.api.dispose()));
  await browser?.close();
});

test.each([1280, 360])(
  'at %i px an operator records a chargeback on a clearing order, sees it held in the sums, and gives it back',
  async (width) => {
    const { seller, bidId } = await clearingOrder();
    expect(await pendingOf(seller)).toBe(180);
    const { page, context, problems } = await openPage(browser, { width, height: width < 640 ? 780 : 900 });
    await signIn(page, 'inkwell.operator');
    await page.goto('/operator');
    await page.getByRole('navigation', { name: 'Operator pages' }).getByRole('link', { name: 'Finance' }).click();
    await page.waitForURL('**/operator/finance');
    await page.getByRole('heading', { level: 1, name: 'Finance' }).waitFor();
    const risks = page.getByRole('region', { name: 'Failed payouts and chargebacks' });
    const heldBefore = dollarsIn(await risks.getByLabel('Held by chargebacks').textContent());
    await expectNoAxeViolations(page);
    await screenshot(page, `operator-finance-${width}`);

    const form = page.getByRole('region', { name: 'Record a card dispute (demo)' });
    await form.getByLabel('Order id or order page address').fill(`/orders/${bidId}`);
    await form.getByLabel("The card network's reason").fill('fraudulent');
    await form.getByRole('button', { name: 'Record the chargeback' }).click();
    await form
      .getByText(`Chargeback recorded on order ${bidId.slice(0, 8)}: $180 of the seller's share is held.`)
      .waitFor();
    await expect
      .poll(async () => dollarsIn(await risks.getByLabel('Held by chargebacks').textContent()))
      .toBe(heldBefore + 180);
    const waiting = page.getByRole('region', { name: 'Chargebacks waiting for a decision' });
    const item = waiting.getByRole('listitem', { name: new RegExp(`Order ${bidId.slice(0, 8)}`) });
    await item.getByText(/· \$180 held$/).waitFor();
    expect(await pendingOf(seller)).toBe(0);
    await noHorizontalScroll(page, width);
    await expectNoAxeViolations(page);
    await screenshot(page, `operator-finance-held-${width}`);

    await item.getByRole('button', { name: 'Back to the seller' }).click();
    await item.waitFor({ state: 'detached' });
    await expect
      .poll(async () => dollarsIn(await risks.getByLabel('Held by chargebacks').textContent()))
      .toBe(heldBefore);
    expect(await pendingOf(seller)).toBe(180);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  },
);

test('a seller is told the finance page is for operators, and the API refuses them', async () => {
  const seller = await registerUser({ isSeller: true });
  people.push(seller);
  expect((await seller.api.get('/api/operator/finance')).status()).toBe(403);
  expect((await seller.api.post(`/api/operator/orders/${crypto.randomUUID()}/chargeback`, { data: {} })).status()).toBe(
    403,
  );
});
