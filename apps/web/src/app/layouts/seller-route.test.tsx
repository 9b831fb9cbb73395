import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { CURRENT_USER_KEY } from '../../features/auth/index.ts';
import { buildConversation, chatHandlers } from '../../test/fixtures/messages.ts';
import { dashboardHandlers } from '../../test/fixtures/seller-hub.ts';
import { signInAs, testBuyer, testSeller } from '../../test/fixtures/users.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { deferred, json, stubFetch } from '../../test/responses.ts';
import { routes } from '../router.tsx';

/** Every address of the seller area (docs/product.md#seller-area), plus its index and an unknown one. */
const SELLER_PATHS = [
  '/seller',
  '/seller/dashboard',
  '/seller/mygigs',
  '/seller/add',
  '/seller/add?edit=gig-42',
  '/seller/orders',
  '/seller/earnings',
  '/seller/messages',
  '/seller/message/abc_def',
  '/seller/no-such-page',
  // The demo payout provider's form is a seller's page outside the Seller Hub's frame.
  '/payouts/demo-onboarding?token=abc',
];

test.each(SELLER_PATHS)('a buyer who opens %s is sent to the home page', async (path) => {
  signInAs(testBuyer);
  const { router } = renderRoute(routes, path);

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { level: 1, name: /Find the right writer/ })).toBeTruthy();
  expect(screen.queryByRole('navigation', { name: 'Seller Hub' })).toBeNull();
});

test.each(SELLER_PATHS)('a visitor who opens %s is sent to the home page', async (path) => {
  signInAs(null);
  const { router } = renderRoute(routes, path);

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(screen.queryByRole('navigation', { name: 'Seller Hub' })).toBeNull();
});

test('a buyer who opens /mygigs is sent to the home page', async () => {
  signInAs(testBuyer);
  const { router } = renderRoute(routes, '/mygigs');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a browser that still says "seller" is sent home once the server says the account is a buyer', async () => {
  localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(testSeller));
  stubFetch({ 'GET /api/auth/session': () => json(200, { user: testBuyer }), ...dashboardHandlers() });
  const { router } = renderRoute(routes, '/seller/dashboard');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('with no stored user, a signed-in seller waits for /auth/session and is let in (not sent home)', async () => {
  const me = deferred<Response>();
  stubFetch({
    'GET /api/auth/session': () => me.promise,
    'GET /api/gigs': () => json(200, { items: [], nextCursor: null }),
  });
  const { router } = renderRoute(routes, '/seller/mygigs');

  expect(await screen.findByRole('status')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/seller/mygigs');
  me.resolve(json(200, { user: testSeller }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My gigs' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/seller/mygigs');
});

test('with no stored user and no session, the seller area sends the visitor home once /auth/session does', async () => {
  stubFetch({ 'GET /api/auth/session': () => json(200, { user: null }) });
  const { router } = renderRoute(routes, '/seller/orders');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test.each([
  ['/seller/dashboard', /^Welcome back/],
  ['/seller/mygigs', 'My gigs'],
  ['/seller/add', 'Add a gig'],
  ['/seller/orders', 'Orders'],
  ['/seller/earnings', 'Earnings'],
  ['/seller/messages', 'Messages'],
  ['/seller/message/abc_def', 'Maria Lopez'],
  ['/seller/no-such-page', 'Page not found'],
])('a seller reaches %s inside the Seller Hub layout', async (path, heading) => {
  signInAs(testSeller, {
    'GET /api/gigs': () => json(200, { items: [], nextCursor: null }),
    'GET /api/conversations': () => json(200, { items: [], nextCursor: null, unread: 0 }),
    ...chatHandlers(buildConversation({ _id: 'abc_def', id: 'abc_def' })),
    ...dashboardHandlers(),
    'GET /api/payouts/balance': () =>
      json(200, {
        currency: 'usd',
        pending: 0,
        available: 0,
        inFlight: 0,
        paidOut: 0,
        feesTotal: 0,
        nextClearing: null,
      }),
    'GET /api/payouts/account': () => json(200, { provider: 'demo', status: 'none' }),
    'GET /api/payouts': () => json(200, { items: [], nextCursor: null }),
    'GET /api/payouts/statements': () => json(200, { months: [] }),
  });
  const { router } = renderRoute(routes, path);

  expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 3000 })).toBeTruthy();
  expect(router.state.location.pathname).toBe(path);
  expect(screen.getByRole('navigation', { name: 'Seller Hub' })).toBeTruthy();
  // The Seller Hub replaces the marketplace's navbar and footer.
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  expect(screen.queryByRole('contentinfo')).toBeNull();
});

test('/seller opens the dashboard', async () => {
  signInAs(testSeller, dashboardHandlers());
  const { router } = renderRoute(routes, '/seller');

  await waitFor(() => expect(router.state.location.pathname).toBe('/seller/dashboard'));
});

test('a seller reaches /mygigs inside the main layout', async () => {
  signInAs(testSeller, { 'GET /api/gigs': () => json(200, { items: [], nextCursor: null }) });
  renderRoute(routes, '/mygigs');

  expect(await screen.findByRole('heading', { level: 1, name: 'My gigs' })).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
});
