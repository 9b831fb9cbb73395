import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { approveBid, placeBid, publishGig, shareSession } from '../support/bids.ts';
import {
  baseUrl,
  expectNoAxeViolations,
  launchBrowser,
  openPage,
  screenshot,
  unexpectedProblems,
  type TrackedPage,
} from '../support/browser.ts';
import { loadAllImages } from '../support/gigs.ts';
import { findOrderCard, noHorizontalScroll, openOrders, uploadCover } from '../support/orders.ts';
import { registerUser, type ApiUser } from '../support/profile.ts';

/**
 * Paying an approved bid in Chromium with each of the demo gateway's test cards: the buyer goes from
 * Pay on /orders to /pay/{bidId}, types the card, sees the card's message (declined, insufficient
 * funds) or goes to /success (succeeded, processing), is sent back to /orders after 5 seconds and
 * sees the order in progress and paid. Every account, gig and bid is made through the API.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

interface Order {
  seller: ApiUser;
  buyer: ApiUser;
  title: string;
  bidId: string;
}

/** A seller's gig with the buyer's bid of $1,250.50 approved, ready to pay. */
async function approvedOrder(): Promise<Order> {
  const [seller, buyer] = await Promise.all([registerUser({ isSeller: true }), registerUser({ isSeller: false })]);
  const gig = await publishGig(seller, { cover: await uploadCover(seller, '#4338ca'), deliveryTime: 7 });
  const bid = await placeBid(buyer, gig._id, { amount: 1250.5, days: 5 });
  await approveBid(seller, bid._id);
  return { seller, buyer, title: gig.title, bidId: bid._id };
}

/** The buyer's browser on /orders, then Pay on the approved order: /pay/{bidId} with its summary. */
async function openPayment(
  order: Order,
  size: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<TrackedPage> {
  const tab = await openPage(browser, size);
  await shareSession(tab.context, order.buyer);
  const { page } = tab;
  await openOrders(page);
  const card = await findOrderCard(page, order.title);
  expect(await card.getByText('Payment: Awaiting payment', { exact: true }).isVisible()).toBe(true);
  await card.getByRole('link', { name: 'Pay $1,250.50' }).click();
  await page.waitForURL(`${baseUrl()}/pay/${order.bidId}`);
  await expect.poll(() => page.getByLabel('Card number').isVisible(), { timeout: 10_000 }).toBe(true);
  const summary = page.getByRole('region', { name: 'Order summary' });
  expect(await summary.getByRole('link', { name: order.title }).isVisible()).toBe(true);
  expect(await summary.getByRole('link', { name: order.seller.username }).isVisible()).toBe(true);
  expect(await summary.getByText('$1,250.50').isVisible()).toBe(true);
  return tab;
}

async function payWith(page: Page, number: string) {
  await page.getByLabel('Card number').fill('');
  await page.getByLabel('Card number').pressSequentially(number);
  await page.getByLabel('Expiry date').fill('');
  await page.getByLabel('Expiry date').pressSequentially(`12${nextYear}`);
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay $1,250.50' }).click();
}

async function look(page: Page, name: string, width: number) {
  await expectNoAxeViolations(page);
  await noHorizontalScroll(page, width);
  await loadAllImages(page);
  await screenshot(page, `${name}-${width}`);
}

/**
 * Back on /orders after the redirect, the order is in progress and paid (reloading while the gateway still processes).
 */
async function expectPaidOrder(page: Page, title: string) {
  await page.waitForURL(`${baseUrl()}/orders`, { timeout: 10_000 });
  await expect
    .poll(
      async () => {
        const card = await findOrderCard(page, title);
        if (await card.getByText('Paid – held in escrow until the work is accepted').isVisible()) return true;
        await page.reload();
        return false;
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe(true);
  const card = await findOrderCard(page, title);
  expect(await card.getByText('In progress').first().isVisible()).toBe(true);
  expect(await card.getByRole('link', { name: /^Pay/ }).count()).toBe(0);
}

async function bidStatus(order: Order): Promise<string> {
  const answer = await order.buyer.api.get('/api/bids/me');
  const { items } = (await answer.json()) as { items: { _id: string; status: string }[] };
  return items.find((bid) => bid._id === order.bidId)!.status;
}

describe('paying an approved bid with the demo gateway', () => {
  test('4242 4242 4242 4242 succeeds: /success with the animation and notices, then /orders, in progress', async () => {
    const order = await approvedOrder();
    const tab = await openPayment(order);
    const { page } = tab;
    await look(page, 'payments-pay', 1280);
    await payWith(page, '4242424242424242');
    await page.waitForURL((url) => url.pathname === '/success');
    const params = new URL(page.url()).searchParams;
    expect(params.get('payment_intent')).toMatch(/^pi_demo_/);
    expect(params.get('redirect_status')).toBe('succeeded');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Payment succeeded!' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    expect(await page.getByText('Payment succeeded, you are being redirected to your orders.').isVisible()).toBe(true);
    expect(await page.getByText('Please do not close this page.').isVisible()).toBe(true);
    expect(await page.getByTestId('success-animation').isVisible()).toBe(true);
    await page.waitForTimeout(1200);
    await look(page, 'payments-success', 1280);
    expect(new URL(page.url()).pathname).toBe('/success');
    await expectPaidOrder(page, order.title);
    expect(await bidStatus(order)).toBe('in_progress');
    await screenshot(page, 'payments-orders-paid-1280');
    expect(unexpectedProblems(tab.problems)).toEqual([]);
    await tab.context.close();
  });

  test('4000 0000 0000 0002 is declined with its message, the order stays unpaid, and 4242 then pays it', async () => {
    const order = await approvedOrder();
    const tab = await openPayment(order);
    const { page } = tab;
    await payWith(page, '4000000000000002');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toBe('Your card was declined.');
    expect(new URL(page.url()).pathname).toBe(`/pay/${order.bidId}`);
    expect(await page.getByRole('button', { name: 'Pay $1,250.50' }).isEnabled()).toBe(true);
    await look(page, 'payments-declined', 1280);
    expect(await bidStatus(order)).toBe('approved');
    await payWith(page, '4242424242424242');
    await page.waitForURL((url) => url.pathname === '/success');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Payment succeeded!' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    await expectPaidOrder(page, order.title);
    expect(unexpectedProblems(tab.problems, [/status of 402/])).toEqual([]);
    await tab.context.close();
  });

  test('4000 0000 0000 9995 is declined for insufficient funds; a wrong number is caught before sending', async () => {
    const order = await approvedOrder();
    const tab = await openPayment(order);
    const { page } = tab;
    await payWith(page, '4242424242424241');
    await expect.poll(() => page.getByText('Your card number is invalid.').isVisible(), { timeout: 5_000 }).toBe(true);
    expect(await page.getByLabel('Card number').getAttribute('aria-invalid')).toBe('true');
    await payWith(page, '4000000000009995');
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 })
      .toBe('Your card has insufficient funds.');
    expect(await bidStatus(order)).toBe('approved');
    expect(unexpectedProblems(tab.problems, [/status of 402/])).toEqual([]);
    await tab.context.close();
  });

  test('4000 0000 0000 7072 is processing: the page says so, /orders follows, the order starts when paid', async () => {
    const order = await approvedOrder();
    const tab = await openPayment(order);
    const { page } = tab;
    await payWith(page, '4000000000007072');
    await page.waitForURL((url) => url.pathname === '/success');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Your payment is processing.' }).isVisible(), {
        timeout: 5_000,
      })
      .toBe(true);
    expect(await page.getByText('Please do not close this page.').isVisible()).toBe(true);
    await look(page, 'payments-processing', 1280);
    await expectPaidOrder(page, order.title);
    expect(await bidStatus(order)).toBe('in_progress');
    expect(unexpectedProblems(tab.problems)).toEqual([]);
    await tab.context.close();
  });

  test('at 360 px the payment page, a card error and the result fit the phone', async () => {
    const order = await approvedOrder();
    const tab = await openPayment(order, { width: 360, height: 780 });
    const { page } = tab;
    await look(page, 'payments-pay', 360);
    await payWith(page, '4000000000000002');
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 10_000 }).toBe('Your card was declined.');
    await look(page, 'payments-declined', 360);
    await payWith(page, '4242424242424242');
    await page.waitForURL((url) => url.pathname === '/success');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Payment succeeded!' }).isVisible(), { timeout: 5_000 })
      .toBe(true);
    await page.waitForTimeout(1200);
    await look(page, 'payments-success', 360);
    await expectPaidOrder(page, order.title);
    await screenshot(page, 'payments-orders-paid-360');
    expect(unexpectedProblems(tab.problems, [/status of 402/])).toEqual([]);
    await tab.context.close();
  });
});
