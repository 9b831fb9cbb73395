import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { screen, within } from '@testing-library/react';
import { beforeAll, expect, test } from 'vitest';
import { signInAs, testBuyer as buyer, testSeller as seller } from '../../test/fixtures/users.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { Navbar } from './navbar.tsx';

beforeAll(() => {
  // Radix positions its menus with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

function renderNavbar(user: CurrentUser | null) {
  signInAs(user);
  return renderRoute([{ path: '*', element: <Navbar /> }], '/how-it-works');
}

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

async function openAccountMenu(user: ReturnType<typeof renderNavbar>['user']) {
  await user.click(screen.getByRole('button', { name: /Account menu for/ }));
  return within(await screen.findByRole('menu'));
}

test('a visitor sees How it works, Freelance, Sign in, Become a seller and Join, and no account menu', async () => {
  renderNavbar(null);

  expect(mainNav().getByRole('link', { name: 'How it works' }).getAttribute('href')).toBe('/how-it-works');
  expect(mainNav().getByRole('link', { name: 'Freelance' }).getAttribute('href')).toBe('/gigs');
  expect(mainNav().getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  expect(mainNav().getByRole('link', { name: 'Become a seller' }).getAttribute('href')).toBe('/register?seller=1');
  expect(mainNav().getByRole('link', { name: 'Join' }).getAttribute('href')).toBe('/register');
  expect(screen.queryByRole('button', { name: /Account menu for/ })).toBeNull();
});

test('a buyer gets the account menu without seller tools, and may still become a seller', async () => {
  const { user } = renderNavbar(buyer);

  expect(mainNav().queryByRole('link', { name: 'Sign in' })).toBeNull();
  expect(mainNav().queryByRole('link', { name: 'Join' })).toBeNull();
  expect(mainNav().getByRole('link', { name: 'Become a seller' })).toBeTruthy();

  const menu = await openAccountMenu(user);
  const items = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
  expect(mainNav().getByRole('link', { name: 'Become a seller' }).getAttribute('href')).toBe('/settings#become-seller');
  expect(items).toEqual([
    ['Become a seller', '/settings#become-seller'],
    ['Profile', '/profile/buyer-1'],
    ['Orders', '/orders'],
    ['Messages', '/messages'],
    ['Liked gigs', '/liked'],
    ['Settings', '/settings'],
    ['Log out', null],
    ['Sign out everywhere', null],
  ]);
});

test('a seller gets Dashboard, Gigs and Add New Gig as well, and no Become a seller', async () => {
  const { user } = renderNavbar(seller);

  expect(mainNav().queryByRole('link', { name: 'Become a seller' })).toBeNull();
  expect(mainNav().queryByRole('link', { name: 'Join' })).toBeNull();

  const menu = await openAccountMenu(user);
  const items = menu.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
  expect(items).toEqual([
    ['Dashboard', '/seller/dashboard'],
    ['Gigs', '/seller/mygigs'],
    ['Add New Gig', '/seller/add'],
    ['Profile', '/profile/seller-1'],
    ['Orders', '/orders'],
    ['Messages', '/messages'],
    ['Liked gigs', '/liked'],
    ['Settings', '/settings'],
    ['Log out', null],
    ['Sign out everywhere', null],
  ]);
});

test('off the home page the category strip shows the first nine categories', () => {
  renderNavbar(null);
  const strip = within(screen.getByRole('navigation', { name: 'Categories' }));
  const links = strip.getAllByRole('link');
  expect(links).toHaveLength(9);
  expect(links[0]?.getAttribute('href')).toBe('/gigs?cat=essay-writing');
});
