import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildGig } from '../test/fixtures/gigs.ts';
import { dashboardHandlers } from '../test/fixtures/seller-hub.ts';
import { signInAs, testSeller } from '../test/fixtures/users.ts';
import { renderRoute } from '../test/render-route.tsx';
import { json } from '../test/responses.ts';
import { routes } from './router.tsx';

test.each([
  ['/becomeSeller', '/register', '?seller=1'],
  ['/becomeSeller2', '/register', '?seller=1'],
  ['/seller-dashboard', '/seller/dashboard', ''],
  ['/add?edit=gig-42', '/seller/add', '?edit=gig-42'],
])('%s redirects to %s%s', async (from, pathname, search) => {
  // What the pages landed on read, so the redirect test does not trip over their requests.
  signInAs(testSeller, {
    ...dashboardHandlers(),
    'GET /api/gigs/single/gig-42': () => json(200, buildGig({ _id: 'gig-42' })),
  });
  const { router } = renderRoute(routes, from);

  await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
  expect(router.state.location.search).toBe(search);
});

test.each(['/messages', '/message/a_b'])('a visitor who opens %s is sent to sign in', async (path) => {
  signInAs(null);
  const { router } = renderRoute(routes, path);

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('a visitor who opens a payment page is sent to sign in', async () => {
  signInAs(null);
  const { router } = renderRoute(routes, '/pay/bid-1');

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
});

test('/success without a payment says something went wrong, titled Payment result', async () => {
  signInAs(null);
  renderRoute(routes, '/success');

  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' })).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Payment result · Inkwell'));
});

test('an unknown address shows the 404 page inside the main layout', async () => {
  signInAs(null);
  renderRoute(routes, '/no/such/page');

  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  expect(screen.getByRole('banner')).toBeTruthy();
  expect(screen.getByRole('contentinfo')).toBeTruthy();
  await waitFor(() => expect(document.title).toBe('Page not found · Inkwell'));
});

test('how it works loads with its FAQ as disclosure buttons', async () => {
  signInAs(null);
  const { user } = renderRoute(routes, '/how-it-works');

  const question = await screen.findByRole('button', { name: 'How do I pay?' });
  const browse = screen.getAllByRole('link', { name: 'Browse Gigs' }).map((link) => link.getAttribute('href'));
  expect(browse.length).toBeGreaterThan(0);
  expect(new Set(browse)).toEqual(new Set(['/gigs']));
  expect(question.getAttribute('aria-expanded')).toBe('false');
  const panel = document.getElementById(question.getAttribute('aria-controls') ?? '');
  expect(panel?.hidden).toBe(true);

  await user.click(question);
  expect(question.getAttribute('aria-expanded')).toBe('true');
  expect(panel?.hidden).toBe(false);
  expect(panel?.textContent).toMatch(/pay by card/);
});

test("home writes no schema.org block of its own: the server writes the site's data into the head, once", async () => {
  signInAs(null);
  renderRoute(routes, '/');

  await screen.findByRole('heading', { level: 1 });
  expect(document.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
});
