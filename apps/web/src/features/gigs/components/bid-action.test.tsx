import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid } from '../../../test/fixtures/bids.ts';
import { findPriceCard, openGigPage } from '../../../test/fixtures/gig-page.ts';
import { buildGig } from '../../../test/fixtures/gigs.ts';
import { testBuyer, testSeller } from '../../../test/fixtures/users.ts';
import { json, problem } from '../../../test/responses.ts';

const sidebar = () => within(screen.getByRole('complementary', { name: 'Price and seller' }));
const noteOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

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

test.each<[BidStatus, 'available' | 'in_progress', string | null, string, string]>([
  ['pending', 'available', null, 'Pending approval', 'Your bid is waiting for the seller’s decision.'],
  [
    'approved',
    'in_progress',
    '2025-03-02T12:00:00.000Z',
    'Approved – awaiting payment',
    'The seller chose your bid: pay to start the order.',
  ],
  [
    'in_progress',
    'in_progress',
    '2025-03-02T12:00:00.000Z',
    'Order in progress',
    'You paid; the seller is working on your order.',
  ],
  [
    'delivered',
    'in_progress',
    '2025-03-02T12:00:00.000Z',
    'Work delivered',
    'The seller delivered: accept the work or ask for a revision.',
  ],
  [
    'disputed',
    'in_progress',
    '2025-03-02T12:00:00.000Z',
    'Order in dispute',
    'An operator will decide your order’s dispute.',
  ],
  ['completed', 'in_progress', '2025-03-02T12:00:00.000Z', 'Order completed', 'Your order for this gig is complete.'],
  ['cancelled', 'in_progress', null, 'Not selected', 'The seller chose another bid.'],
  ['withdrawn', 'in_progress', null, 'Bid withdrawn', 'You withdrew your bid on this gig.'],
  ['declined', 'in_progress', null, 'Bid declined', 'The seller declined your bid on this gig.'],
  ['refunded', 'in_progress', '2025-03-02T12:00:00.000Z', 'Order refunded', 'Your order was cancelled and refunded.'],
])(
  'a buyer whose bid is %s on a gig that is %s (approved %s) sees a disabled “%s”',
  async (status, gigStatus, approvedAt, label, note) => {
    const gig = buildGig({ status: gigStatus });
    const bid = buildBid({ gigId: gig._id, status, approvedAt });
    openGigPage(gig, testBuyer, { myBid: bid });

    const button = await screen.findByRole('button', { name: label });
    expect(button).toHaveProperty('disabled', true);
    expect(noteOf(button)).toBe(`${note} View your order`);
    expect(sidebar().getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe(`/orders/${bid._id}`);
    expect(sidebar().queryByRole('button', { name: 'Place Bid' })).toBeNull();
    expect(sidebar().queryByRole('button', { name: 'Withdraw bid' }) !== null).toBe(status === 'pending');
    expect(sidebar().queryByRole('button', { name: 'Cancel order' }) !== null).toBe(status === 'approved');
  },
);

test.each<[BidStatus, string | null, string]>([
  ['completed', '2025-03-02T12:00:00.000Z', 'Order completed'],
  ['cancelled', '2025-03-02T12:00:00.000Z', 'Order cancelled'],
  ['withdrawn', null, 'Bid withdrawn'],
  ['declined', null, 'Bid declined'],
  ['refunded', '2025-03-02T12:00:00.000Z', 'Order refunded'],
])(
  'a buyer whose bid is %s may bid again on the gig, available ' +
    'again (a repeatable offer), told how the earlier bid ended',
  async (status, approvedAt, label) => {
    const gig = buildGig({ status: 'available' });
    const bid = buildBid({ gigId: gig._id, status, approvedAt });
    const { user } = openGigPage(gig, testBuyer, { myBid: bid });

    const button = await screen.findByRole('button', { name: 'Place Bid' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    expect(noteOf(button)).toBe(`Your earlier bid here: ${label}. You can bid again. View that order`);
    expect(sidebar().getByRole('link', { name: 'View that order' }).getAttribute('href')).toBe(`/orders/${bid._id}`);
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Place a bid' })).toBeTruthy();
  },
);

test('a buyer withdraws their pending bid from the gig page: confirmed, sent, then shown withdrawn', async () => {
  const gig = buildGig();
  let bid = buildBid({ gigId: gig._id, status: 'pending' });
  const { user, calls } = openGigPage(gig, testBuyer, {
    handlers: {
      [`GET /api/bids/my/gig/${gig._id}`]: () => json(200, bid),
      [`POST /api/bids/${bid._id}/withdraw`]: () => {
        bid = { ...bid, status: 'withdrawn' };
        return json(200, bid);
      },
    },
  });

  await findPriceCard();
  await user.click(await sidebar().findByRole('button', { name: 'Withdraw bid' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your bid?' }));
  await user.click(dialog.getByRole('button', { name: 'Withdraw bid' }));

  expect(await screen.findByText(`Your bid on “${gig.title}” is withdrawn.`)).toBeTruthy();
  // The gig is available: the buyer may bid again, told how the earlier bid ended.
  const again = await screen.findByRole('button', { name: 'Place Bid' });
  expect(noteOf(again)).toBe('Your earlier bid here: Bid withdrawn. You can bid again. View that order');
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    `/api/bids/${bid._id}/withdraw`,
  ]);
});

test('a refused withdrawal says why in the dialog', async () => {
  const gig = buildGig();
  const bid = buildBid({ gigId: gig._id, status: 'pending' });
  const { user } = openGigPage(gig, testBuyer, {
    handlers: {
      [`GET /api/bids/my/gig/${gig._id}`]: () => json(200, bid),
      [`POST /api/bids/${bid._id}/withdraw`]: () => problem(409, 'ORDER_WRONG_STATE', 'Wrong state'),
    },
  });

  await findPriceCard();
  await user.click(await sidebar().findByRole('button', { name: 'Withdraw bid' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your bid?' }));
  await user.click(dialog.getByRole('button', { name: 'Withdraw bid' }));
  expect((await dialog.findByRole('alert')).textContent).toBe(
    'This order is not in a state that allows this any more. Please reload it.',
  );
});

test('a buyer without a bid on a gig in progress is told it takes no more bids', async () => {
  openGigPage(buildGig({ status: 'in_progress' }), testBuyer);

  await waitFor(() =>
    expect(noteOf(screen.getByRole('button', { name: 'Place Bid' }))).toBe('This gig is no longer taking bids.'),
  );
  expect(screen.getByRole('button', { name: 'Place Bid' })).toHaveProperty('disabled', true);
});

test('Place Bid waits while the buyer’s bid is checked, and offers Try again when the check fails', async () => {
  const gig = buildGig();
  let failing = true;
  const { user } = openGigPage(gig, testBuyer, {
    handlers: {
      [`GET /api/bids/my/gig/${gig._id}`]: () =>
        failing
          ? problem(503, 'SERVICE_UNAVAILABLE', 'Down')
          : problem(404, 'BID_NOT_FOUND', 'You have not placed a bid on this gig.'),
    },
  });

  const button = await screen.findByRole('button', { name: 'Place Bid' });
  expect(button).toHaveProperty('disabled', true);
  expect(await screen.findByRole('alert')).toHaveProperty(
    'textContent',
    'Your bid on this gig could not be checked. Try again',
  );
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
