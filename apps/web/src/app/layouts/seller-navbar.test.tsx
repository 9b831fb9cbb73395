import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { CURRENT_USER_KEY } from '../../features/auth/index.ts';
import { buildNotification } from '../../test/fixtures/notifications.ts';
import { signInAs, testSeller } from '../../test/fixtures/users.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { json } from '../../test/responses.ts';
import { SellerNavbar } from './seller-navbar.tsx';

beforeAll(() => {
  // Radix positions its menus with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderNavbar(path: string, handlers: Parameters<typeof signInAs>[1] = {}) {
  const stub = signInAs(testSeller, handlers);
  return { ...stub, ...renderRoute([{ path: '*', element: <SellerNavbar user={testSeller} /> }], path) };
}

const hubNav = () => within(screen.getByRole('navigation', { name: 'Seller Hub' }));
const linksOf = (scope: ReturnType<typeof within>) =>
  scope.getAllByRole('link').map((link: HTMLElement) => [link.textContent, link.getAttribute('href')]);

test(
  'the Seller Hub navbar has Dashboard, My Gigs, Add Gig, Orders ' +
    'and Messages, and the logo leads back to the marketplace',
  () => {
    renderNavbar('/seller/dashboard');

    expect(linksOf(hubNav())).toEqual([
      ['Dashboard', '/seller/dashboard'],
      ['My Gigs', '/seller/mygigs'],
      ['Add Gig', '/seller/add'],
      ['Orders', '/seller/orders'],
      ['Earnings', '/seller/earnings'],
      ['Messages', '/seller/messages'],
    ]);
    expect(screen.getByRole('link', { name: 'Inkwell home page' }).getAttribute('href')).toBe('/');
    expect(within(screen.getByRole('banner')).getByText('Seller Hub')).toBeTruthy();
  },
);

test.each([
  ['/seller/dashboard', 'Dashboard'],
  ['/seller/mygigs', 'My Gigs'],
  ['/seller/add', 'Add Gig'],
  ['/seller/add?edit=gig-42', 'Add Gig'],
  ['/seller/orders', 'Orders'],
  ['/seller/earnings', 'Earnings'],
  ['/seller/messages', 'Messages'],
  ['/seller/message/abc_def', 'Messages'],
])('on %s only %s is marked as the current page', (path, current) => {
  renderNavbar(path);

  const marked = hubNav()
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
  expect(marked).toEqual([current]);
});

test('the notifications icon lists the notifications; a message opens in the Seller Hub chat', async () => {
  const { user } = renderNavbar('/seller/dashboard', {
    'GET /api/notifications': () =>
      json(200, {
        items: [
          buildNotification({
            type: 'message_received',
            read: true,
            conversationId: 'buyer-1_seller-1',
            preview: 'Hello there',
          }),
        ],
        nextCursor: null,
        unread: 0,
      }),
  });

  await user.click(screen.getByRole('button', { name: 'Notifications' }));
  const item = await within(await screen.findByRole('menu')).findByRole('menuitem');
  expect(item.textContent).toContain('Sam Patel sent you a message: “Hello there”');
});

test('the avatar menu has Profile and Log out; Log out ends the session like the main menu does', async () => {
  const { user, calls } = renderNavbar('/seller/dashboard', {
    'POST /api/auth/logout': () => new Response(null, { status: 204 }),
  });
  await user.click(screen.getByRole('button', { name: /Account menu for/ }));
  const menu = within(await screen.findByRole('menu'));
  expect(menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
    ['Profile', '/profile/seller-1'],
    ['Log out', null],
    ['Sign out everywhere', null],
  ]);

  const assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
  await user.click(menu.getByRole('menuitem', { name: 'Log out' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
  expect(calls.some((call) => call.method === 'POST' && call.path === '/api/auth/logout')).toBe(true);
  expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
});

test('on phones the menu button opens the same links, the current one marked, plus Profile, marketplace', async () => {
  const { user, router } = renderNavbar('/seller/orders');

  await user.click(screen.getByRole('button', { name: 'Open the Seller Hub menu' }));
  const sheet = within(await screen.findByRole('dialog', { name: 'Seller Hub' }));
  expect(sheet.getByText('Professional Seller')).toBeTruthy();
  const nav = within(sheet.getByRole('navigation', { name: 'Seller Hub menu' }));
  expect(linksOf(nav)).toEqual([
    ['Dashboard', '/seller/dashboard'],
    ['My Gigs', '/seller/mygigs'],
    ['Add Gig', '/seller/add'],
    ['Orders', '/seller/orders'],
    ['Earnings', '/seller/earnings'],
    ['Messages', '/seller/messages'],
    ['Profile', '/profile/seller-1'],
    ['Back to the marketplace', '/'],
  ]);
  expect(nav.getByRole('link', { name: 'Orders' }).getAttribute('aria-current')).toBe('page');
  expect(nav.getByRole('button', { name: 'Log out' })).toBeTruthy();

  await user.click(nav.getByRole('link', { name: 'My Gigs' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(router.state.location.pathname).toBe('/seller/mygigs');
  expect(hubNav().getByRole('link', { name: 'My Gigs' }).getAttribute('aria-current')).toBe('page');
});
