import { CATEGORIES } from '@inkwell/domain/categories';
import { NAVBAR_CATEGORY_COUNT } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { i18n } from '../../../i18n/index.ts';
import { routes } from '../../../test/app-routes.ts';
import { page } from '../../../test/fixtures/gigs.ts';
import { signInAs } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json } from '../../../test/responses.ts';

const hrefs = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href'));
const canonical = CATEGORIES.map((category) => `/gigs?cat=${category.id}`);

test('the home carousel and the footer link every category by its canonical id', async () => {
  signInAs(null);
  const { user } = renderRoute(routes, '/');

  const carousel = await screen.findByRole('list', { name: /categor/i });
  expect(hrefs(within(carousel).getAllByRole('link'))).toEqual(canonical);
  await user.click(screen.getByRole('button', { name: 'Read more' }));
  expect(hrefs(within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link'))).toEqual(canonical);
});

test('in French the strip and the list show translated names; the address keeps the id', async () => {
  await i18n.changeLanguage('fr');
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([])) });
  renderRoute(routes, '/gigs?cat=essay-writing');

  expect(await screen.findByRole('heading', { level: 1, name: 'Rédaction d’essais' })).toBeTruthy();
  const strip = within(screen.getByRole('navigation', { name: 'Catégories' }));
  const links = strip.getAllByRole('link');
  expect(hrefs(links)).toEqual(canonical.slice(0, NAVBAR_CATEGORY_COUNT));
  expect(links[0]?.textContent).toBe('Essais');
  expect(links[0]?.getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('combobox', { name: 'Catégorie' })).toHaveProperty('value', 'essay-writing');
  await waitFor(() => expect(calls.find((call) => call.path === '/api/gigs')?.query.get('cat')).toBe('essay-writing'));
});
