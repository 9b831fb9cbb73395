import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { signInAs, testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem } from '../../../test/responses.ts';

function openGig(gig: Gig, viewer: CurrentUser | null, handlers: Parameters<typeof signInAs>[1] = {}) {
  return openGigPage(gig, viewer, { handlers });
}

const sidebar = () => screen.getByRole('complementary', { name: 'Price and seller' });

test('the gig shows its title, pictures, description, price breakdown and discount line', async () => {
  const gig = buildGig({
    title: 'Dissertation chapters on labour markets',
    desc: 'First paragraph.\n\nSecond paragraph.',
    images: [
      '/uploads/0196a1c2-0000-7000-8000-0000000000a1.webp',
      '/uploads/0196a1c2-0000-7000-8000-0000000000a2.webp',
    ],
    pages: 3,
    deliveryTime: 1,
    pricePerPage: 18,
    totalPrice: 54,
    priceMin: 10,
    priceMax: 20,
    discountEnabled: true,
    discountAmount: 5,
    discountCondition: 'for orders placed this week',
    revisions: 3,
  });
  const { user } = openGig(gig, null);

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Dissertation chapters on labour markets' }),
  ).toBeTruthy();
  expect(screen.getByText(/Second paragraph/)).toBeTruthy();
  const price = within(sidebar());
  expect(price.getByText('3 pages × $18 per page')).toBeTruthy();
  expect(price.getAllByText('$54')).toHaveLength(2);
  expect(price.getByText('$10 to $20')).toBeTruthy();
  expect(price.getByText('Save $5: for orders placed this week')).toBeTruthy();
  expect(price.getByText('Delivery in 1 day')).toBeTruthy();
  expect(price.getByText('3 revisions included')).toBeTruthy();

  const thumbnails = within(screen.getByRole('list', { name: 'Gig images' })).getAllByRole('button');
  expect(thumbnails).toHaveLength(3);
  expect(screen.getByAltText('Dissertation chapters on labour markets, image 1 of 3')).toBeTruthy();
  await user.click(thumbnails[2]!);
  expect(thumbnails[2]!.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByAltText('Dissertation chapters on labour markets, image 3 of 3').getAttribute('src')).toBe(
    gig.images[1],
  );
  await waitFor(() => expect(document.title).toBe('Dissertation chapters on labour markets · Inkwell'));
});

test.each([
  [0, 'No revisions included'],
  [1, '1 revision included'],
])('a gig with %i revisions says "%s"', async (revisions, text) => {
  openGig(buildGig({ revisions }), null);
  expect(
    await within(await screen.findByRole('complementary', { name: 'Price and seller' })).findByText(text),
  ).toBeTruthy();
});

test('the seller card shows username, country, rating, member since and languages', async () => {
  openGig(buildGig(), null);
  const card = within(await screen.findByRole('region', { name: 'About the seller' }));

  expect(card.getByRole('link', { name: 'maria.writes' }).getAttribute('href')).toBe('/profile/seller-1');
  expect(card.getByText('United Kingdom')).toBeTruthy();
  expect(card.getByText('Rated 4.8 out of 5 by 31 buyers')).toBeTruthy();
  expect(card.getByText('May 2024')).toBeTruthy();
  expect(card.getByText('English, Spanish')).toBeTruthy();
});

test('the owner sees View Bids (to the seller orders) and no Contact Seller', async () => {
  openGig(buildGig({ userId: testSeller._id }), testSeller);

  const viewBids = await screen.findByRole('link', { name: 'View Bids' });
  expect(viewBids.getAttribute('href')).toBe('/seller/orders');
  expect(screen.queryByRole('button', { name: 'Place Bid' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Contact Seller' })).toBeNull();
});

test('a visitor is told to sign in to bid: Place Bid and Contact Seller lead to sign in and back', async () => {
  const gig = buildGig();
  const { user, router } = openGig(gig, null);

  const placeBid = await screen.findByRole('link', { name: 'Place Bid' });
  expect(document.getElementById(placeBid.getAttribute('aria-describedby')!)?.textContent).toBe(
    'Please login to place a bid',
  );
  await user.click(placeBid);
  expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.state).toMatchObject({ from: { pathname: `/gig/${gig._id}` } });

  await router.navigate(-1);
  await user.click(await screen.findByRole('link', { name: 'Contact Seller' }));
  expect(await screen.findByText('Please login to contact the seller')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
  expect(router.state.location.state).toMatchObject({ from: { pathname: `/gig/${gig._id}` } });
});

test('another seller cannot bid and is told why; a gig in progress takes no bids', async () => {
  openGig(buildGig({ userId: 'someone-else' }), testSeller);
  expect(await screen.findByText('Sellers cannot place bids.')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeTruthy();
});

test('a buyer of a gig in progress is told it takes no more bids', async () => {
  openGig(buildGig({ status: 'in_progress' }), testBuyer);
  expect(await screen.findByText('This gig is no longer taking bids.')).toBeTruthy();
  expect(screen.getByText('In Progress')).toBeTruthy();
});

test('a signed-in buyer likes and unlikes the gig; the count follows the server', async () => {
  const gig = buildGig({ likes: 4, liked: false });
  let liked = false;
  const { user, calls } = openGig(gig, testBuyer, {
    [`POST /api/gigs/${gig._id}/like`]: () => {
      liked = !liked;
      return json(200, { liked, likes: liked ? 5 : 4 });
    },
  });

  const like = await screen.findByRole('button', { name: /Like/ });
  expect(like.getAttribute('aria-pressed')).toBe('false');
  await user.click(like);
  await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('true'));
  expect(like.textContent).toContain('5');
  await user.click(like);
  await waitFor(() => expect(like.getAttribute('aria-pressed')).toBe('false'));
  expect(like.textContent).toContain('4');
  expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
});

test('a like that fails says so', async () => {
  const gig = buildGig();
  const { user } = openGig(gig, testBuyer, {
    [`POST /api/gigs/${gig._id}/like`]: () => problem(503, 'SERVICE_UNAVAILABLE', 'Down'),
  });
  await user.click(await screen.findByRole('button', { name: /Like/ }));
  expect((await screen.findByRole('alert')).textContent).toBe('Your like could not be saved. Please try again.');
});

test('a visitor who likes is sent to sign in, with the reason', async () => {
  const { user, router } = openGig(buildGig(), null);
  await user.click(await screen.findByRole('button', { name: /Like/ }));
  expect(await screen.findByText('Please sign in to like gigs')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/login');
});

test.each([
  ['application/pdf', 'brief.pdf', 'View document', null],
  [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'sample.docx',
    'Download document',
    'sample.docx',
  ],
])('a %s document is offered as %s', async (mimeType, name, label, download) => {
  const gig = buildGig({ hasDocument: true, document: { name, mimeType, size: 1_258_291 } });
  openGig(gig, null);

  const link = await screen.findByRole('link', { name: new RegExp(label) });
  expect(link.getAttribute('href')).toBe(`/api/gigs/${gig._id}/document`);
  expect(link.getAttribute('download')).toBe(download);
  expect(screen.getByText(name)).toBeTruthy();
  expect(screen.getByText(/1\.2 MB/)).toBeTruthy();
});

test('a gig without a document shows no document section', async () => {
  openGig(buildGig(), null);
  await screen.findByRole('heading', { level: 1 });
  expect(screen.queryByRole('region', { name: 'Supporting document' })).toBeNull();
});

test('an unknown gig shows the not-found page; a failure shows Something Went Wrong', async () => {
  signInAs(null, { 'GET /api/gigs/single/missing': () => problem(404, 'GIG_NOT_FOUND', 'This gig does not exist.') });
  renderRoute(routes, '/gig/missing');
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
});

test('a gig that cannot be loaded says Something Went Wrong', async () => {
  signInAs(null, { 'GET /api/gigs/single/broken': () => problem(503, 'SERVICE_UNAVAILABLE', 'Down') });
  renderRoute(routes, '/gig/broken');
  expect(await screen.findByRole('heading', { name: 'Something Went Wrong' })).toBeTruthy();
});
