import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { renderRoute } from '../test/render-route.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const scroller = () => document.scrollingElement ?? document.documentElement;

function Layout() {
  return (
    <StrictMode>
      <ScrollToTop />
      <Outlet />
    </StrictMode>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/gigs', element: <p>gigs</p> },
      { path: '/how-it-works', element: <h2 id="faq">FAQ</h2> },
    ],
  },
];

const originalScrollIntoView = Element.prototype.scrollIntoView;

afterEach(() => {
  scroller().scrollTop = 0;
  Element.prototype.scrollIntoView = originalScrollIntoView;
});

test('the page the browser loaded keeps where the reader has scrolled to when the app starts', () => {
  scroller().scrollTop = 1200;

  renderRoute(routes, '/gigs');

  expect(scroller().scrollTop).toBe(1200);
});

test('a navigation of the app starts the next page at the top', async () => {
  const { router } = renderRoute(routes, '/gigs');
  scroller().scrollTop = 1200;

  await act(() => router.navigate('/how-it-works'));

  expect(scroller().scrollTop).toBe(0);
});

test('going back to the page first loaded starts it at the top too', async () => {
  const { router } = renderRoute(routes, '/gigs');
  await act(() => router.navigate('/how-it-works'));
  scroller().scrollTop = 1200;

  await act(() => router.navigate('/gigs'));

  expect(scroller().scrollTop).toBe(0);
});

test('a link to a fragment goes to it, on a navigation and on the first page when not yet scrolled', async () => {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const { router } = renderRoute(routes, '/how-it-works#faq');
  expect(scrollIntoView).toHaveBeenCalled();

  await act(() => router.navigate('/gigs'));
  scrollIntoView.mockClear();
  await act(() => router.navigate('/how-it-works#faq'));

  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrollIntoView.mock.contexts[0]).toHaveProperty('id', 'faq');
});

test('the first page scrolled before the app started is not moved to its fragment', () => {
  const scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  scroller().scrollTop = 800;

  renderRoute(routes, '/how-it-works#faq');

  expect(scrollIntoView).not.toHaveBeenCalled();
  expect(scroller().scrollTop).toBe(800);
});
