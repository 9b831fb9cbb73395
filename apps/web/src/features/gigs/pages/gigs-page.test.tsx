import { GIG_CARD_DESC_CUT } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { buildGig, page } from '../../../test/fixtures/gigs.ts';
import { signInAs } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { deferred, json, problem, type StubbedCall } from '../../../test/responses.ts';

function listCalls(calls: StubbedCall[]) {
  return calls.filter((call) => call.path === '/api/gigs').map((call) => Object.fromEntries(call.query));
}

const cards = () => within(screen.getByRole('region', { name: 'Gigs' })).getAllByRole('article');

test('cards show cover, seller, title, description cut at 120 characters, stars, likes, total and status', async () => {
  const long = 'Word '.repeat(60).trim();
  const gigs = [
    buildGig({
      title: 'Essays on trade',
      desc: long,
      status: 'available',
      likes: 7,
      totalPrice: 80,
      totalStars: 49,
      starNumber: 10,
    }),
    buildGig({ title: 'Busy gig', status: 'in_progress' }),
    buildGig({ title: 'New gig', status: 'available', starNumber: 0, totalStars: 0 }),
  ];
  signInAs(null, { 'GET /api/gigs': () => json(200, page(gigs)) });
  renderRoute(routes, '/gigs');

  expect(await screen.findByRole('heading', { level: 1, name: 'All Gigs' })).toBeTruthy();
  await waitFor(() => expect(cards()).toHaveLength(3));
  const [first, busy, fresh] = cards() as [HTMLElement, HTMLElement, HTMLElement];
  expect(within(first).getByRole('link', { name: 'Essays on trade' }).getAttribute('href')).toBe(
    `/gig/${gigs[0]!._id}`,
  );
  expect(within(first).getByText('maria.writes')).toBeTruthy();
  const shown = within(first).getByText(/^Word/).textContent ?? '';
  expect(shown.endsWith('…')).toBe(true);
  expect(shown.length).toBeLessThanOrEqual(GIG_CARD_DESC_CUT + 1);
  expect(within(first).getByText('Rated 4.9 out of 5 by 10 buyers')).toBeTruthy();
  expect(within(first).getByText('7 likes')).toBeTruthy();
  expect(within(first).getByText('$80')).toBeTruthy();
  expect(within(first).queryByText('Available')).toBeNull();
  expect(within(busy).getByText('In Progress')).toBeTruthy();
  expect(within(fresh).queryByText('Available')).toBeNull();
  expect(within(fresh).getByText('No ratings yet')).toBeTruthy();
});

test('while the first page loads a loading state is announced', async () => {
  const answer = deferred<Response>();
  signInAs(null, { 'GET /api/gigs': () => answer.promise });
  renderRoute(routes, '/gigs');

  expect(await screen.findByText('Loading gigs…')).toBeTruthy();
  answer.resolve(json(200, page([buildGig({ title: 'Arrived' })])));
  expect(await screen.findByRole('link', { name: 'Arrived' })).toBeTruthy();
  expect(screen.queryByText('Loading gigs…')).toBeNull();
});

test('a failed load says Something Went Wrong, and Try again loads again', async () => {
  let attempts = 0;
  signInAs(null, {
    'GET /api/gigs': () =>
      ++attempts === 1 ? problem(503, 'SERVICE_UNAVAILABLE', 'Down') : json(200, page([buildGig({ title: 'Back' })])),
  });
  const { user } = renderRoute(routes, '/gigs');

  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('link', { name: 'Back' })).toBeTruthy();
});

test('no gig found shows the empty state with a way back to every gig', async () => {
  signInAs(null, { 'GET /api/gigs': () => json(200, page([])) });
  renderRoute(routes, '/gigs?cat=thesis-writing');

  expect(await screen.findByRole('heading', { name: 'Oops, no jobs at the moment' })).toBeTruthy();
  expect(screen.getByText('Come again later or try another category')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'See all gigs' }).getAttribute('href')).toBe('/gigs');
});

test.each([
  ['/gigs?cat=thesis-writing', 'Thesis writing service', { cat: 'thesis-writing', sort: 'sales' }],
  ['/gigs?cat=Thesis%20writing%20service', 'Thesis writing service', { cat: 'thesis-writing', sort: 'sales' }],
  ['/gigs?search=disertation', 'Results for “disertation”', { search: 'disertation', sort: 'relevance' }],
  ['/gigs?search=essay&sort=createdAt', 'Results for “essay”', { search: 'essay', sort: 'createdAt' }],
  ['/gigs?search=essay&sort=popular', 'Results for “essay”', { search: 'essay', sort: 'sales' }],
  ['/gigs?sort=relevance', 'All Gigs', { sort: 'sales' }],
  ['/gigs?min=10&max=99.5&sort=createdAt', 'All Gigs', { min: '10', max: '99.5', sort: 'createdAt' }],
  ['/gigs?sort=popular', 'All Gigs', { sort: 'sales' }],
  ['/gigs?min=abc&cat=nonsense', 'All Gigs', { sort: 'sales' }],
])('%s is titled %s and asks the API for %j', async (path, heading, query) => {
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([])) });
  renderRoute(routes, path);

  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  await waitFor(() => expect(listCalls(calls)).toEqual([query]));
});

test('choosing a category, a budget and a sort puts each in the address and asks again', async () => {
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user, router } = renderRoute(routes, '/gigs');
  await screen.findByRole('heading', { level: 1, name: 'All Gigs' });

  await user.selectOptions(screen.getByLabelText('Category'), 'dissertation-writing');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dissertation writing service' })).toBeTruthy();

  await user.type(screen.getByLabelText('Min budget'), '20');
  await user.type(screen.getByLabelText('Max budget'), '150{Enter}');
  await waitFor(() => expect(router.state.location.search).toBe('?cat=dissertation-writing&min=20&max=150'));

  await user.click(screen.getByRole('button', { name: /Sort by/ }));
  await user.click(await screen.findByRole('menuitemradio', { name: 'Newest' }));
  await waitFor(() =>
    expect(router.state.location.search).toBe('?cat=dissertation-writing&min=20&max=150&sort=createdAt'),
  );
  expect(screen.getByRole('button', { name: /Sort by/ }).textContent).toContain('Newest');

  await waitFor(() =>
    expect(listCalls(calls)).toEqual([
      { sort: 'sales' },
      { cat: 'dissertation-writing', sort: 'sales' },
      { cat: 'dissertation-writing', min: '20', max: '150', sort: 'sales' },
      { cat: 'dissertation-writing', min: '20', max: '150', sort: 'createdAt' },
    ]),
  );

  // Back goes to the previous filters, as a browser's back button would.
  await router.navigate(-1);
  await waitFor(() => expect(router.state.location.search).toBe('?cat=dissertation-writing&min=20&max=150'));
  await waitFor(() => expect(screen.getByRole('button', { name: /Sort by/ }).textContent).toContain('Best Selling'));
  expect(screen.getByLabelText('Min budget')).toHaveProperty('value', '20');
});

test.each([
  ['-5', '', 'Min budget', 'Enter an amount in dollars, such as 25 or 49.99.'],
  ['', 'ten', 'Max budget', 'Enter an amount in dollars, such as 25 or 49.99.'],
  ['30', '20', 'Max budget', 'The minimum budget cannot be more than the maximum.'],
  ['', '100001', 'Max budget', 'The budget can be at most $100,000.'],
])('a bad budget (min %j, max %j) is explained on %s and not sent', async (min, max, field, message) => {
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user, router } = renderRoute(routes, '/gigs');
  await screen.findByRole('heading', { level: 1, name: 'All Gigs' });
  await waitFor(() => expect(listCalls(calls)).toHaveLength(1));

  if (min) await user.type(screen.getByLabelText('Min budget'), min);
  if (max) await user.type(screen.getByLabelText('Max budget'), max);
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect((await screen.findByRole('alert')).textContent).toBe(message);
  expect(screen.getByLabelText(field).getAttribute('aria-invalid')).toBe('true');
  expect(document.activeElement).toBe(screen.getByLabelText(field));
  expect(router.state.location.search).toBe('');
  expect(listCalls(calls)).toHaveLength(1);
});

test('while searching the sort menu stays, offers Best match (the default) and honours another sort', async () => {
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user, router } = renderRoute(routes, '/gigs?search=essay&cat=essay-writing');

  const menu = await screen.findByRole('button', { name: /Sort by/ });
  expect(menu.textContent).toContain('Best match');
  await user.click(menu);
  expect((await screen.findAllByRole('menuitemradio')).map((item) => item.textContent)).toEqual([
    'Best match',
    'Best Selling',
    'Newest',
    'Popular',
  ]);
  await user.click(screen.getByRole('menuitemradio', { name: 'Newest' }));
  await waitFor(() => expect(router.state.location.search).toBe('?search=essay&cat=essay-writing&sort=createdAt'));
  await waitFor(() =>
    expect(listCalls(calls)).toEqual([
      { search: 'essay', cat: 'essay-writing', sort: 'relevance' },
      { search: 'essay', cat: 'essay-writing', sort: 'createdAt' },
    ]),
  );
});

test('while searching, Best Selling stays in the address and Best match takes the sort out of it', async () => {
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user, router } = renderRoute(routes, '/gigs?search=essay&sort=sales');

  const menu = await screen.findByRole('button', { name: /Sort by/ });
  expect(menu.textContent).toContain('Best Selling');
  await user.click(menu);
  await user.click(await screen.findByRole('menuitemradio', { name: 'Best match' }));
  await waitFor(() => expect(router.state.location.search).toBe('?search=essay'));
  await waitFor(() =>
    expect(listCalls(calls)).toEqual([
      { search: 'essay', sort: 'sales' },
      { search: 'essay', sort: 'relevance' },
    ]),
  );
});

test('without a search the sort menu has no Best match', async () => {
  signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user } = renderRoute(routes, '/gigs');

  await user.click(await screen.findByRole('button', { name: /Sort by/ }));
  expect((await screen.findAllByRole('menuitemradio')).map((item) => item.textContent)).toEqual([
    'Best Selling',
    'Newest',
    'Popular',
  ]);
});

test('a search from the navbar keeps the category and budget of the list (the sort back to best match)', async () => {
  const { calls } = signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user, router } = renderRoute(routes, '/gigs?cat=thesis-writing&min=20&max=150&sort=createdAt');
  await screen.findByRole('heading', { level: 1, name: 'Thesis writing service' });

  const [navbarSearch] = screen.getAllByRole('search', { name: 'Search gigs' });
  await user.type(within(navbarSearch!).getByRole('searchbox'), 'literature review{Enter}');
  await waitFor(() =>
    expect(router.state.location.search).toBe('?search=literature%20review&cat=thesis-writing&min=20&max=150'),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Results for “literature review”' })).toBeTruthy();
  await waitFor(() =>
    expect(listCalls(calls).at(-1)).toEqual({
      search: 'literature review',
      cat: 'thesis-writing',
      min: '20',
      max: '150',
      sort: 'relevance',
    }),
  );
});

test('a search from the navbar elsewhere starts a list with no filters', async () => {
  signInAs(null, { 'GET /api/gigs': () => json(200, page([buildGig()])) });
  const { user, router } = renderRoute(routes, '/how-it-works?cat=thesis-writing');

  const [navbarSearch] = await screen.findAllByRole('search', { name: 'Search gigs' });
  await user.type(within(navbarSearch!).getByRole('searchbox'), 'essay{Enter}');
  await waitFor(() => expect(router.state.location.pathname).toBe('/gigs'));
  expect(router.state.location.search).toBe('?search=essay');
});

test('Load more asks for the next page with its cursor and adds it below', async () => {
  const first = [buildGig({ title: 'First page gig' })];
  const second = [buildGig({ title: 'Second page gig' })];
  const { calls } = signInAs(null, {
    'GET /api/gigs': (call) => json(200, call.query.get('cursor') === 'next-1' ? page(second) : page(first, 'next-1')),
  });
  const { user } = renderRoute(routes, '/gigs?cat=essay-writing');

  await user.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('link', { name: 'Second page gig' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'First page gig' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(listCalls(calls)).toEqual([
    { cat: 'essay-writing', sort: 'sales' },
    { cat: 'essay-writing', sort: 'sales', cursor: 'next-1' },
  ]);
});
