import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { json } from '../../test/responses.ts';
import { routes } from '../router.tsx';
import { signInAs, testBuyer, testSeller } from '../test-users.ts';

test('a buyer who opens a seller page is sent to the home page', async () => {
  signInAs(testBuyer);
  const { router } = renderRoute(routes, '/seller/dashboard');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(await screen.findByRole('heading', { level: 1, name: /Find the right writer/ })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Seller dashboard' })).toBeNull();
});

test('a buyer who opens /mygigs is sent to the home page', async () => {
  signInAs(testBuyer);
  const { router } = renderRoute(routes, '/mygigs');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test('a visitor who opens a seller page is sent to the home page', async () => {
  signInAs(null);
  const { router } = renderRoute(routes, '/seller/orders');

  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
});

test.each([
  ['/seller/dashboard', 'Seller dashboard'],
  ['/seller/mygigs', 'My gigs'],
  ['/seller/add', 'Add a gig'],
  ['/seller/orders', 'Orders'],
  ['/seller/messages', 'Messages'],
  ['/seller/message/abc_def', 'Conversation'],
  ['/mygigs', 'My gigs'],
])('a seller reaches %s', async (path, heading) => {
  signInAs(testSeller, { 'GET /api/gigs': () => json(200, { items: [], nextCursor: null }) });
  const { router } = renderRoute(routes, path);

  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  expect(router.state.location.pathname).toBe(path);
});
