import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { Hero } from './hero.tsx';

function renderHero() {
  return renderRoute(
    [
      { path: '/', element: <Hero /> },
      { path: '/gigs', element: <p>Gig listing</p> },
    ],
    '/',
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search gigs' });

test('blank search text is ignored, by Enter and by the button', async () => {
  const { router, user } = renderHero();

  await user.click(searchBox());
  await user.keyboard('{Enter}');
  await user.type(searchBox(), '    {Enter}');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(router.state.location.pathname).toBe('/');
  expect(screen.queryByText('Gig listing')).toBeNull();
});

test('Enter searches gigs for the trimmed text', async () => {
  const { router, user } = renderHero();

  await user.type(searchBox(), '  research paper on climate policy  {Enter}');

  expect(router.state.location.pathname).toBe('/gigs');
  expect(new URLSearchParams(router.state.location.search).get('search')).toBe('research paper on climate policy');
  expect(await screen.findByText('Gig listing')).toBeTruthy();
});

test('the Search button searches gigs too', async () => {
  const { router, user } = renderHero();

  await user.type(searchBox(), 'nursing case study');
  await user.click(screen.getByRole('button', { name: 'Search' }));

  expect(router.state.location.pathname).toBe('/gigs');
  expect(new URLSearchParams(router.state.location.search).get('search')).toBe('nursing case study');
});

test('the three popular searches lead to their gig search', async () => {
  const { router, user } = renderHero();
  const popular = screen.getByRole('list', { name: 'Popular:' });
  const links = [...popular.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

  expect(links).toEqual([
    ['Essay', '/gigs?search=essay'],
    ['Research paper', '/gigs?search=research%20paper'],
    ['Dissertation', '/gigs?search=dissertation'],
  ]);

  await user.click(screen.getByRole('link', { name: 'Dissertation' }));
  expect(router.state.location.search).toBe('?search=dissertation');
});
