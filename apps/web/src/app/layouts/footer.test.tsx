import { CATEGORIES } from '@inkwell/domain/categories';
import { FOOTER_CATEGORY_COUNT } from '@inkwell/domain/limits';
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { Footer } from './footer.tsx';

const categoryLinks = () =>
  within(screen.getByRole('region', { name: 'Categories' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

test('the footer lists the first three categories, and Read more / Show less toggles the rest', async () => {
  const { user } = renderRoute([{ path: '/', element: <Footer /> }], '/');

  expect(categoryLinks()).toEqual(CATEGORIES.slice(0, FOOTER_CATEGORY_COUNT).map((c) => `/gigs?cat=${c.id}`));
  const readMore = screen.getByRole('button', { name: 'Read more' });
  expect(readMore.getAttribute('aria-expanded')).toBe('false');

  await user.click(readMore);
  expect(categoryLinks()).toEqual(CATEGORIES.map((c) => `/gigs?cat=${c.id}`));
  const showLess = screen.getByRole('button', { name: 'Show less' });
  expect(showLess.getAttribute('aria-expanded')).toBe('true');

  await user.click(showLess);
  expect(categoryLinks()).toHaveLength(FOOTER_CATEGORY_COUNT);
  expect(screen.getByRole('button', { name: 'Read more' })).toBeTruthy();
});

test('the footer has its link groups and the copyright line', () => {
  renderRoute([{ path: '/', element: <Footer /> }], '/');

  for (const group of ['About', 'Support', 'More']) expect(screen.getByRole('region', { name: group })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'How Inkwell works' }).getAttribute('href')).toBe('/how-it-works');
  expect(screen.getByRole('link', { name: 'Become a seller' }).getAttribute('href')).toBe('/register?seller=1');
  expect(screen.getByText(/© 2025 Inkwell/)).toBeTruthy();
});
