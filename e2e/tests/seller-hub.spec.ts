import type { Browser, Page } from 'playwright-core';
import { DASHBOARD_SKELETON_MS } from '@inkwell/domain/limits';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { expectNoAxeViolations, launchBrowser, openPage, screenshot, unexpectedProblems } from '../support/browser.ts';
import { completeOrder, SAMPLE_BRIEF } from '../support/bids.ts';
import { registerUser, signInWithPassword as signIn, type ApiUser } from '../support/profile.ts';

/**
 * The Seller Hub's dashboard: a fresh seller with one order paid, delivered and accepted, one order
 * under way and two pending bids (all made through the API) signs in, sees the skeleton and then
 * the figures GET /api/gigs/stats gives in the same session and the newest open bids, on a desktop,
 * on a phone and in German. (Moving around the Seller Hub: seller-hub-navigation.spec.ts.)
 */
let browser: Browser;
let seller: ApiUser;
let buyers: ApiUser[];
const gigTitles: string[] = [];

const PROPOSAL =
  'I need a 2,500-word argumentative essay on renewable energy subsidies with at ' +
  'least eight peer-reviewed sources, APA 7 references and a short outline first.';

async function publishGig(title: string): Promise<string> {
  const answer = await seller.api.post('/api/gigs', {
    data: {
      title,
      cat: 'essay-writing',
      purpose: 'model_answer',
      desc: 'Argumentative and persuasive essays with a clear thesis and sources.',
      deliveryTime: 5,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

async function placeBid(buyer: ApiUser, gigId: string, amount: number, days: number): Promise<string> {
  const answer = await buyer.api.post('/api/bids', {
    data: { gigId, amount, days, message: PROPOSAL, brief: SAMPLE_BRIEF },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

async function approve(bidId: string) {
  const answer = await seller.api.post(`/api/bids/approve/${bidId}`);
  expect(answer.status(), await answer.text()).toBe(200);
}

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await registerUser({ isSeller: true });
  buyers = await Promise.all([
    registerUser({ isSeller: false }),
    registerUser({ isSeller: false }),
    registerUser({ isSeller: false }),
  ]);
  const [first, second, third] = buyers as [ApiUser, ApiUser, ApiUser];
  for (const topic of ['energy policy', 'urban history', 'media studies'])
    gigTitles.push(`Essays on ${topic} ${seller.username}`);
  const [done, busy, open] = [
    await publishGig(gigTitles[0] ?? ''),
    await publishGig(gigTitles[1] ?? ''),
    await publishGig(gigTitles[2] ?? ''),
  ];

  // Revenue: one order for $1,250.50, paid into escrow, delivered and accepted (the money is released then).
  const paid = await placeBid(first, done, 1250.5, 4);
  await approve(paid);
  await completeOrder(seller, first, paid);
  // An active order, and two pending bids on the third gig (the newest last).
  await approve(await placeBid(second, busy, 40, 3));
  await placeBid(third, open, 75, 3);
  await placeBid(first, open, 60, 2);
});

afterAll(async () => {
  await Promise.all([seller, ...(buyers ?? [])].map((user) => user?.api.dispose()));
  await browser?.close();
});

interface Trend {
  now: number;
  monthAgo: number;
  percent: number | null;
}
interface Stats {
  totalGigs: number;
  activeOrders: number;
  totalRevenue: number;
  unreadConversations: number;
  money: { heldInEscrow: number; released: number; refunded: number };
  trends: Record<'totalGigs' | 'activeOrders' | 'totalRevenue' | 'heldInEscrow' | 'released' | 'refunded', Trend>;
}

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);

/** The trend line and the figure a month ago, or only "nothing to compare with" when it was 0 then. */
function trendTexts({ percent, monthAgo }: Trend, format: (n: number) => string): string[] {
  if (percent === null) return ['Nothing a month ago to compare with'];
  const line =
    percent === 0 ? 'Same as a month ago' : `${percent > 0 ? 'Up' : 'Down'} ${Math.abs(percent)}% on a month ago`;
  return [line, `A month ago: ${format(monthAgo)}`];
}

/** What each card must show for the server's figures. */
function expectedCards(stats: Stats) {
  const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
  const { trends } = stats;
  return [
    { name: 'Total gigs', value: count(stats.totalGigs), texts: trendTexts(trends.totalGigs, count) },
    { name: 'Active orders', value: count(stats.activeOrders), texts: trendTexts(trends.activeOrders, count) },
    { name: 'Total revenue', value: dollars(stats.totalRevenue), texts: trendTexts(trends.totalRevenue, dollars) },
    { name: 'Unread conversations', value: count(stats.unreadConversations), texts: [] },
    {
      name: 'Held in escrow',
      value: dollars(stats.money.heldInEscrow),
      texts: trendTexts(trends.heldInEscrow, dollars),
    },
    { name: 'Released to you', value: dollars(stats.money.released), texts: trendTexts(trends.released, dollars) },
    { name: 'Refunded to buyers', value: dollars(stats.money.refunded), texts: trendTexts(trends.refunded, dollars) },
  ];
}

const skeleton = (page: Page) => page.getByText('Loading your dashboard…');

/**
 * Holds the page's timers of the skeleton's length (DASHBOARD_SKELETON_MS) until the test calls
 * `window.releaseSkeletonTimers()`, so the screenshot and axe see the skeleton however slow the
 * machine is, while everything else (animation frames, other timers) runs at its own pace. It is
 * in force for the documents the page loads from now on.
 */
const HOLD_SKELETON_TIMERS = `(() => {
  const held = new Map();
  const set = window.setTimeout.bind(window);
  const clear = window.clearTimeout.bind(window);
  let holding = true;
  window.setTimeout = (handler, timeout, ...args) => {
    if (!holding || timeout !== ${DASHBOARD_SKELETON_MS} || typeof handler !== 'function') {
      return set(handler, timeout, ...args);
    }
    const id = set(() => {}, 2147483647);
    held.set(id, () => handler(...args));
    return id;
  };
  window.clearTimeout = (id) => {
    held.delete(id);
    clear(id);
  };
  window.releaseSkeletonTimers = () => {
    holding = false;
    for (const [id, run] of held) {
      clear(id);
      set(run, 0);
    }
    held.clear();
  };
})();`;

/** Opens the dashboard, looks at the skeleton (screenshot, axe) while it is held, then lets it end. */
async function checkDashboardSkeleton(page: Page, name: string) {
  await page.addInitScript({ content: HOLD_SKELETON_TIMERS });
  await page.goto('/seller/dashboard');
  await skeleton(page).waitFor({ state: 'visible' });
  expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual(['Seller dashboard']);
  expect(await page.getByRole('article', { name: 'Total gigs' }).count()).toBe(0);
  await screenshot(page, name);
  await expectNoAxeViolations(page);
  // Both were taken of the skeleton.
  expect(await skeleton(page).count()).toBe(1);
  await page.evaluate('window.releaseSkeletonTimers()');
  await skeleton(page).waitFor({ state: 'detached' });
}

async function expectDashboardLikeApi(page: Page) {
  // The skeleton lasts 1.5 s, longer than a poll's default second.
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: `Welcome back, ${seller.username}` }).isVisible(), {
      timeout: 5000,
    })
    .toBe(true);
  const answer = await page.request.get('/api/gigs/stats');
  expect(answer.status()).toBe(200);
  const stats = (await answer.json()) as Stats;
  // The figures this spec made (the month's trends are whatever the server says for today); revenue is
  // what the seller earns, the $1,250.50 order less the platform's default 10 % fee.
  expect(stats).toMatchObject({ totalGigs: 3, activeOrders: 1, totalRevenue: 1125.45, unreadConversations: 0 });
  for (const card of expectedCards(stats)) {
    const article = page.getByRole('article', { name: card.name });
    await expect.poll(() => article.locator('p').first().innerText()).toBe(card.value);
    for (const text of card.texts) expect(await article.getByText(text, { exact: true }).isVisible()).toBe(true);
  }
  expect(await page.getByRole('article', { name: 'Total revenue' }).locator('p').first().innerText()).toBe('$1,125.45');
}

async function expectRecentBidsLikeApi(page: Page) {
  const answer = await page.request.get('/api/bids/owner/pending?limit=5');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as {
    items: { bidderUsername: string; amount: number; status: string; gig: { title: string } }[];
  };
  expect(items.map((bid) => [bid.bidderUsername, bid.gig.title, bid.amount, bid.status])).toEqual([
    [buyers[0]?.username, gigTitles[2], 60, 'pending'],
    [buyers[2]?.username, gigTitles[2], 75, 'pending'],
    [buyers[1]?.username, gigTitles[1], 40, 'approved'],
  ]);
  const region = page.getByRole('region', { name: 'Recent bids' });
  const rows = region.getByRole('listitem');
  await expect.poll(() => rows.count()).toBe(items.length);
  const labels: Record<string, string> = { pending: 'Awaiting approval', approved: 'Approved' };
  for (const [index, bid] of items.entries()) {
    const row = rows.nth(index);
    expect(await row.getByText(bid.bidderUsername, { exact: true }).isVisible()).toBe(true);
    expect(await row.getByRole('link', { name: bid.gig.title }).isVisible()).toBe(true);
    // "Amount:" is read out before the figure, not shown.
    expect(await row.getByText(`Amount: ${dollars(bid.amount)}`, { exact: true }).isVisible()).toBe(true);
    expect(await row.getByText(labels[bid.status] ?? '', { exact: true }).isVisible()).toBe(true);
  }
}

/** The Seller Hub's link that is marked as the current page. */
async function currentLinks(page: Page, navName: string): Promise<string[]> {
  return page.getByRole('navigation', { name: navName }).locator('a[aria-current="page"]').allInnerTexts();
}

describe('the Seller Hub on a desktop (1280 px)', () => {
  test('a seller signs in, sees the skeleton, then the real figures and the newest open bids', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, seller.username);

    await checkDashboardSkeleton(page, 'seller-dashboard-skeleton-1280');

    await expectDashboardLikeApi(page);
    await expectRecentBidsLikeApi(page);
    const sidebar = page.getByRole('complementary', { name: 'Seller Hub' });
    expect(await sidebar.getByText('Professional Seller').isVisible()).toBe(true);
    expect(await sidebar.locator('img').getAttribute('src')).toBe('/img/default-avatar.svg');
    expect(await currentLinks(page, 'Seller Hub')).toEqual(['Dashboard']);
    await expectNoAxeViolations(page);
    await screenshot(page, 'seller-dashboard-1280');

    await page.getByRole('region', { name: 'Recent bids' }).getByRole('link', { name: 'Manage orders' }).click();
    await page.waitForURL('**/seller/orders');
    await expect.poll(() => currentLinks(page, 'Seller Hub')).toEqual(['Orders']);
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('the Seller Hub on a phone (360 px)', () => {
  test('the skeleton, then the dashboard; nothing sticks out sideways', async () => {
    const { page, context, problems } = await openPage(browser, { width: 360, height: 780 });
    await signIn(page, seller.username);

    await checkDashboardSkeleton(page, 'seller-dashboard-skeleton-360');

    await expectDashboardLikeApi(page);
    await expectRecentBidsLikeApi(page);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await screenshot(page, 'seller-dashboard-360');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});

describe('in German', () => {
  test('the navbar still fits on one line at 1280 px, and the figures are written the German way', async () => {
    const { page, context, problems } = await openPage(browser, { width: 1280 });
    await signIn(page, seller.username);
    // The language as the app keeps a choice: in storage and in the cookie the server reads (decision 033).
    await page.evaluate(
      "localStorage.setItem('inkwell.language', 'de'); document.cookie = 'inkwell_lang=de; path=/; SameSite=Lax'",
    );
    await page.goto('/seller/dashboard');
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: `Willkommen zurück, ${seller.username}` }).isVisible(), {
        timeout: 5000,
      })
      .toBe(true);

    const nav = page.getByRole('navigation', { name: 'Verkäuferbereich' });
    const boxes = await Promise.all(
      ['Dashboard', 'Meine Aufträge', 'Auftrag hinzufügen', 'Bestellungen', 'Nachrichten'].map((name) =>
        nav.getByRole('link', { name, exact: true }).boundingBox(),
      ),
    );
    expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
    const avatar = await nav.getByRole('button', { name: /Kontomenü von/ }).boundingBox();
    expect((avatar?.x ?? Infinity) + (avatar?.width ?? 0)).toBeLessThanOrEqual(1280);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(1280);

    const revenue = page.getByRole('article', { name: 'Gesamtumsatz' });
    await expect.poll(() => revenue.locator('p').first().innerText()).toBe('1.125,45\u00a0$');
    await expectNoAxeViolations(page);
    await screenshot(page, 'seller-dashboard-de-1280');
    expect(unexpectedProblems(problems)).toEqual([]);
    await context.close();
  });
});
