import { DASHBOARD_SKELETON_MS, DEFAULT_AVATAR } from '@inkwell/domain/limits';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { bidPage, buildBid, buildStats, dashboardHandlers } from '../../../test/fixtures/seller-hub.ts';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem } from '../../../test/responses.ts';
import { SellerDashboardPage } from './seller-dashboard-page.tsx';

afterEach(() => {
  vi.useRealTimers();
});

type Handlers = Parameters<typeof signInAs>[1];

/**
 * The dashboard with fake timers, so the test decides when the 1.5 s of skeleton are over.
 * `flowing`: the fake clock also moves with real time, for the waits and clicks after the skeleton.
 */
function renderDashboard(handlers: Handlers, { flowing = false } = {}) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: flowing });
  const stub = signInAs(testSeller, handlers);
  const view = renderRoute([{ path: '*', element: <SellerDashboardPage /> }], '/seller/dashboard');
  return { ...stub, ...view };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The dashboard past its skeleton. */
async function openDashboard(handlers: Handlers) {
  const view = renderDashboard(handlers, { flowing: true });
  await advance(DASHBOARD_SKELETON_MS);
  return view;
}

test('the skeleton shows for the first 1.5 seconds, even when the figures are there, then the content', async () => {
  const { calls } = renderDashboard(dashboardHandlers(buildStats({ totalGigs: 3 })));

  await advance(0);
  // Both requests went out at once, during the skeleton.
  expect(calls.map((call) => call.path)).toEqual(
    expect.arrayContaining(['/api/gigs/stats', '/api/bids/owner/pending']),
  );
  expect(screen.getByRole('status').textContent).toBe('Loading your dashboard…');
  // The page keeps a title for screen readers while the outline shows.
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Seller dashboard');

  await advance(DASHBOARD_SKELETON_MS - 1);
  expect(screen.getByText('Loading your dashboard…')).toBeTruthy();
  expect(screen.queryByRole('article', { name: 'Total gigs' })).toBeNull();

  await advance(1);
  expect(screen.queryByText('Loading your dashboard…')).toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam Patel' })).toBeTruthy();
  expect(within(screen.getByRole('article', { name: 'Total gigs' })).getByText('3')).toBeTruthy();
});

test('figures that are still loading after the skeleton keep their cards as placeholders', async () => {
  const stats = deferred<Response>();
  await openDashboard({ ...dashboardHandlers(), 'GET /api/gigs/stats': () => stats.promise });

  expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Sam Patel' })).toBeTruthy();
  expect(screen.getByText('Loading your figures…')).toBeTruthy();
  stats.resolve(json(200, buildStats({ totalRevenue: 4200 })));
  expect(await screen.findByText('$4,200')).toBeTruthy();
  expect(screen.queryByText('Loading your figures…')).toBeNull();
});

test('the sidebar: Seller Hub, the default avatar, the username, Professional Seller and its six links', async () => {
  await openDashboard(dashboardHandlers());
  document.title = '';

  const sidebar = within(screen.getByRole('complementary', { name: 'Seller Hub' }));
  // testSeller has no picture.
  expect(screen.getByRole('complementary', { name: 'Seller Hub' }).querySelector('img')?.getAttribute('src')).toBe(
    DEFAULT_AVATAR,
  );
  expect(sidebar.getByText('maria.writes')).toBeTruthy();
  expect(sidebar.getByText('Professional Seller')).toBeTruthy();
  const links = sidebar
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('aria-current')]);
  expect(links).toEqual([
    ['Overview', '/seller/dashboard', 'page'],
    ['My Gigs', '/seller/mygigs', null],
    ['Orders', '/seller/orders', null],
    ['Messages', '/seller/messages', null],
    ['Create Gig', '/seller/add', null],
    ['Profile', '/profile/seller-1', null],
  ]);
});

test('the four quick actions and the page title', async () => {
  await openDashboard(dashboardHandlers());

  const actions = within(screen.getByRole('region', { name: 'Quick actions' }));
  expect(
    actions
      .getAllByRole('link')
      .map((link) => [link.querySelector('span > span')?.textContent, link.getAttribute('href')]),
  ).toEqual([
    ['Create New Gig', '/seller/add'],
    ['Manage Orders', '/seller/orders'],
    ['Check Messages', '/seller/messages'],
    ['Update Profile', '/profile/seller-1'],
  ]);
  await waitFor(() => expect(document.title).toBe('Seller dashboard · Inkwell'));
});

test('the recent bids show bidder, gig, amount and state, five at most, with a link to the orders', async () => {
  const pending = buildBid({
    amount: 1250,
    days: 1,
    bidderUsername: 'noah.b',
    bidderProfile: { img: '/uploads/noah.webp', fullName: 'Noah Bennett' },
  });
  const approved = buildBid({ status: 'approved', bidderProfile: { img: '', fullName: '' }, bidderUsername: 'lee' });
  const gone = buildBid({ gig: { ...buildBid().gig, title: 'Old gig', deleted: true } });
  const { calls } = await openDashboard(dashboardHandlers(buildStats(), [pending, approved, gone]));

  const region = within(screen.getByRole('region', { name: 'Recent bids' }));
  const items = await region.findAllByRole('listitem');
  expect(items).toHaveLength(3);
  const [first, second, third] = items.map((item) => within(item));
  expect(first?.getByText('Noah Bennett')).toBeTruthy();
  expect(first?.getByText('@noah.b')).toBeTruthy();
  expect(first?.getByRole('link', { name: pending.gig.title }).getAttribute('href')).toBe(`/gig/${pending.gigId}`);
  expect(first?.getByText('$1,250')).toBeTruthy();
  expect(first?.getByText('Awaiting approval')).toBeTruthy();
  expect(first?.getByText(/^1 day · placed/)).toBeTruthy();
  expect(second?.getByText('lee')).toBeTruthy();
  expect(second?.getByText('Approved')).toBeTruthy();
  expect(third?.queryByRole('link')).toBeNull();
  expect(third?.getByText(/Old gig/).textContent).toBe('Old gig (deleted)');
  expect(region.getByRole('link', { name: 'Manage orders' }).getAttribute('href')).toBe('/seller/orders');
  expect(calls.find((call) => call.path === '/api/bids/owner/pending')?.query.get('limit')).toBe('5');
});

test('a recent bid with an academic brief shows it in short', async () => {
  const brief = {
    workType: 'case_study' as const,
    subject: 'Marketing',
    level: 'masters' as const,
    citationStyle: 'harvard' as const,
    length: { unit: 'pages' as const, value: 12 },
    language: 'de' as const,
    attachments: [],
  };
  await openDashboard(dashboardHandlers(buildStats(), [buildBid({ brief })]));
  const region = within(screen.getByRole('region', { name: 'Recent bids' }));
  const summary = within(await region.findByRole('group', { name: 'Academic brief' }));
  for (const text of ['Case study', 'Marketing', "Master's", 'Harvard', '12 pages', 'German'])
    expect(summary.getByText(text)).toBeTruthy();
  expect(summary.queryByRole('list')).toBeNull();
});

test('each recent bid says what the seller earns of it, after the fee at its rate', async () => {
  const bid = buildBid({ amount: 120, sellerEarnings: { feePercent: 12.5, fee: 15, youEarn: 105, rateFixed: false } });
  await openDashboard(dashboardHandlers(buildStats(), [bid]));
  const region = within(screen.getByRole('region', { name: 'Recent bids' }));
  const row = within(await region.findByRole('listitem'));
  expect(row.getByText('$120')).toBeTruthy();
  expect(row.getByText('You earn $105')).toBeTruthy();
  expect(row.getByText('after the 12.5% Inkwell fee')).toBeTruthy();
});

test('no open bids: the list says so', async () => {
  await openDashboard(dashboardHandlers(buildStats(), []));

  const region = within(screen.getByRole('region', { name: 'Recent bids' }));
  expect(await region.findByText('No open bids yet')).toBeTruthy();
  expect(region.queryByRole('listitem')).toBeNull();
});

test('bids that fail to load say so and come back with Try again', async () => {
  let answer = () => problem(500, 'INTERNAL', 'Internal Server Error');
  const retry = deferred<Response>();
  const { user } = await openDashboard({
    ...dashboardHandlers(),
    'GET /api/bids/owner/pending': () => answer(),
  });

  const region = within(screen.getByRole('region', { name: 'Recent bids' }));
  const alert = within(await region.findByRole('alert'));
  expect(alert.getByText('Your recent bids could not be loaded.')).toBeTruthy();
  answer = () => retry.promise as unknown as Response;
  await user.click(alert.getByRole('button', { name: 'Try again' }));
  // While it tries again the list shows as loading, without the error.
  expect(region.getByRole('status').textContent).toContain('Loading recent bids…');
  expect(region.queryByRole('alert')).toBeNull();
  retry.resolve(json(200, bidPage([buildBid({ bidderProfile: { img: '', fullName: 'Ada Quinn' } })])));
  expect(await region.findByText('Ada Quinn')).toBeTruthy();
  expect(region.queryByRole('alert')).toBeNull();
});

test('figures that fail to load say so and come back with Try again', async () => {
  let answer = () => problem(500, 'INTERNAL', 'Internal Server Error');
  const { user } = await openDashboard({ ...dashboardHandlers(), 'GET /api/gigs/stats': () => answer() });

  const region = within(screen.getByRole('region', { name: 'Your figures' }));
  const alert = within(await region.findByRole('alert'));
  expect(alert.getByText('Your figures could not be loaded.')).toBeTruthy();
  expect(region.queryByRole('article')).toBeNull();
  answer = () => json(200, buildStats({ activeOrders: 2 }));
  await user.click(alert.getByRole('button', { name: 'Try again' }));
  expect(within(await region.findByRole('article', { name: 'Active orders' })).getByText('2')).toBeTruthy();
});
