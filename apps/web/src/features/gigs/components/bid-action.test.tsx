import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid } from '../../../test/fixtures/bids.ts';
import { findPriceCard, openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';

const sidebar = () => within(screen.getByRole('complementary', { name: 'Price and seller' }));
const noteOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

test('the owner sees View Bids, which leads to the seller orders; their own bid is never asked for', async () => {
  const gig = buildGig({ userId: testSeller._id });
  const { calls } = openGigPage(gig, testSeller);
  await findPriceCard();

  expect((await screen.findByRole('link', { name: 'View Bids' })).getAttribute('href')).toBe('/seller/orders');
  expect(sidebar().queryByRole('button', { name: 'Place Bid' })).toBeNull();
  expect(calls.some((call) => call.path.startsWith('/api/bids/my/'))).toBe(false);
});

test('another seller sees Place Bid disabled: sellers cannot bid', async () => {
  const { calls } = openGigPage(buildGig({ userId: 'seller-2' }), testSeller);

  const button = await screen.findByRole('button', { name: 'Place Bid' });
  expect(button).toHaveProperty('disabled', true);
  expect(noteOf(button)).toBe('Sellers cannot place bids.');
  expect(calls.some((call) => call.path.startsWith('/api/bids/my/'))).toBe(false);
});

test('a buyer without a bid can open the Place Bid form', async () => {
  const { user } = openGigPage(buildGig(), testBuyer);

  const button = await screen.findByRole('button', { name: 'Place Bid' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await user.click(button);
  expect(await screen.findByRole('dialog', { name: 'Place a bid' })).toBeTruthy();
});

test.each<[BidStatus, 'available' | 'in_progress' | 'completed', string, string]>([
  ['pending', 'available', 'Pending approval', 'Your bid is waiting for the seller’s decision.'],
  ['approved', 'in_progress', 'Approved, start working', 'The seller chose your bid: the order is yours.'],
  ['in_progress', 'in_progress', 'Approved, start working', 'The seller chose your bid: the order is yours.'],
  ['completed', 'completed', 'Order completed', 'Your order for this gig is complete.'],
  ['cancelled', 'in_progress', 'Not selected', 'The seller chose another bid. Each buyer can bid once on a gig.'],
])('a buyer whose bid is %s on a gig that is %s sees a disabled “%s”', async (status, gigStatus, label, note) => {
  const gig = buildGig({ status: gigStatus });
  openGigPage(gig, testBuyer, { myBid: buildBid({ gigId: gig._id, status }) });

  const button = await screen.findByRole('button', { name: label });
  expect(button).toHaveProperty('disabled', true);
  expect(noteOf(button)).toBe(`${note} Go to my orders`);
  expect(sidebar().getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/orders');
  expect(sidebar().queryByRole('button', { name: 'Place Bid' })).toBeNull();
});

test('a buyer without a bid on a gig in progress is told it takes no more bids', async () => {
  openGigPage(buildGig({ status: 'in_progress' }), testBuyer);

  await waitFor(() => expect(noteOf(screen.getByRole('button', { name: 'Place Bid' }))).toBe('This gig is no longer taking bids.'));
  expect(screen.getByRole('button', { name: 'Place Bid' })).toHaveProperty('disabled', true);
});

test('Place Bid waits while the buyer’s bid is checked, and offers Try again when the check fails', async () => {
  const gig = buildGig();
  let failing = true;
  const { user } = openGigPage(gig, testBuyer, {
    handlers: {
      [`GET /api/bids/my/gig/${gig._id}`]: () =>
        failing ? problem(503, 'SERVICE_UNAVAILABLE', 'Down') : problem(404, 'BID_NOT_FOUND', 'You have not placed a bid on this gig.'),
    },
  });

  const button = await screen.findByRole('button', { name: 'Place Bid' });
  expect(button).toHaveProperty('disabled', true);
  expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Your bid on this gig could not be checked. Try again');
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Place Bid' })).toHaveProperty('disabled', false));
});

test('the number of bids shows beside the delivery time', async () => {
  openGigPage(buildGig(), null, { bidCount: 3 });
  await findPriceCard();
  expect(await sidebar().findByText('3 bids so far')).toBeTruthy();
});

test('a bid count that cannot be loaded shows 0', async () => {
  const gig = buildGig();
  openGigPage(gig, null, { handlers: { [`GET /api/bids/gig/${gig._id}/count`]: () => json(500, {}) } });
  await findPriceCard();
  expect(await sidebar().findByText('0 bids so far')).toBeTruthy();
});
