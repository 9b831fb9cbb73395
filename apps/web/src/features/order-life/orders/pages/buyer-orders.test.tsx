import { BID_MESSAGE_COLLAPSE } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { buildBid } from '../../../../test/fixtures/bids.ts';
import {
  buyerListHandlers,
  findOrder,
  findOrders,
  openOrders,
  type OrderLists,
} from '../../../../test/fixtures/orders.ts';
import { testBuyer } from '../../../../test/fixtures/users.ts';
import { json, problem } from '../../../../test/responses.ts';

const lists = (active = [buildBid()], completed = [buildBid({ status: 'completed' })]): OrderLists => ({
  active,
  completed,
});

test('a visitor is sent to sign in, and back to /orders afterwards', async () => {
  const { router } = openOrders(null, {});

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  const state = router.state.location.state as { from?: { pathname: string; search: string } };
  expect(state.from?.pathname).toBe('/orders');
});

test('a visitor on the Completed tab comes back to it after signing in', async () => {
  const { router } = openOrders(null, {}, '/orders?tab=completed');

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  const state = router.state.location.state as { from?: { pathname: string; search: string } };
  expect(`${state.from?.pathname}${state.from?.search}`).toBe('/orders?tab=completed');
});

test('a buyer sees their active bids by default: gig, seller, amount, days, date, message and status', async () => {
  const bid = buildBid({
    gig: {
      _id: 'gig-7',
      title: 'Econ paper',
      cover: '/uploads/cover.webp',
      status: 'available',
      purpose: 'model_answer',
      deleted: false,
    },
    gigId: 'gig-7',
    amount: 1250.5,
    days: 3,
    sellerUsername: 'maria.writes',
    sellerId: 'seller-1',
    createdAt: '2025-03-02T10:00:00.000Z',
  });
  const { calls } = openOrders(testBuyer, buyerListHandlers(lists([bid])));

  expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeTruthy();
  const order = await findOrder('Econ paper');
  expect(screen.getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('false');
  expect(order.getByRole('link', { name: 'Econ paper' }).getAttribute('href')).toBe('/gig/gig-7');
  expect(order.getByRole('link', { name: 'maria.writes' }).getAttribute('href')).toBe('/profile/seller-1');
  expect(order.getByText('$1,250.50')).toBeTruthy();
  expect(order.getByText('3 days')).toBeTruthy();
  expect(order.getByText('Mar 2, 2025')).toBeTruthy();
  expect(order.getByText(bid.message)).toBeTruthy();
  expect(order.getByText('Awaiting approval')).toBeTruthy();
  expect(document.querySelector('article img')?.getAttribute('src')).toBe('/uploads/cover.webp');
  expect(calls.filter((call) => call.path === '/api/bids/me').map((call) => call.query.get('view'))).toEqual([
    'active',
  ]);
  await waitFor(() => expect(document.title).toBe('My orders · Inkwell'));
});

test.each([
  ['pending', null, 'Awaiting approval'],
  ['approved', '2025-03-02T12:00:00.000Z', 'Approved – awaiting payment'],
  ['in_progress', '2025-03-02T12:00:00.000Z', 'In progress'],
  ['delivered', '2025-03-02T12:00:00.000Z', 'Delivered'],
  ['disputed', '2025-03-02T12:00:00.000Z', 'In dispute'],
  ['completed', '2025-03-02T12:00:00.000Z', 'Complete'],
  ['cancelled', null, 'Not selected'],
  ['cancelled', '2025-03-02T12:00:00.000Z', 'Cancelled'],
  ['withdrawn', null, 'Withdrawn'],
  ['declined', null, 'Declined'],
  ['refunded', '2025-03-02T12:00:00.000Z', 'Refunded'],
] as const)(
  'a %s bid (approved %s) is labelled “%s” and links to its order page',
  async (status, approvedAt, label) => {
    const bid = buildBid({ status, approvedAt, gig: { ...buildBid().gig, title: 'The gig' } });
    openOrders(testBuyer, buyerListHandlers(lists([bid])));

    const order = await findOrder('The gig');
    expect(order.getByText(label)).toBeTruthy();
    expect(order.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/orders/${bid._id}`);
  },
);

test('an order under way shows its due date, and “Late” once it has passed', async () => {
  const onTime = buildBid({
    status: 'in_progress',
    dueAt: '2025-03-08T10:00:00.000Z',
    gig: { ...buildBid().gig, title: 'On time' },
  });
  const late = buildBid({
    status: 'in_progress',
    dueAt: '2025-03-04T10:00:00.000Z',
    late: true,
    gig: { ...buildBid().gig, title: 'Behind' },
  });
  openOrders(testBuyer, buyerListHandlers(lists([onTime, late])));

  const first = await findOrder('On time');
  expect(first.getByText('Due')).toBeTruthy();
  // The instant in the reader's own zone, the zone named (the test runs in the machine's zone).
  const shown = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date('2025-03-08T10:00:00.000Z'));
  expect(first.getByText(shown)).toBeTruthy();
  expect(first.queryByText('Late')).toBeNull();
  expect((await findOrder('Behind')).getByText('Late')).toBeTruthy();
});

test('Withdraw on a pending bid asks first, sends POST /bids/{id}/withdraw, says so, refreshes the list', async () => {
  const bid = buildBid({ gig: { ...buildBid().gig, title: 'The gig' } });
  const shown = lists([bid], []);
  const { user, calls } = openOrders(testBuyer, {
    ...buyerListHandlers(shown),
    [`POST /api/bids/${bid._id}/withdraw`]: () => {
      shown.active = [{ ...bid, status: 'withdrawn' }];
      return json(200, shown.active[0]);
    },
  });

  const order = await findOrder('The gig');
  expect(order.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  await user.click(order.getByRole('button', { name: 'Withdraw bid' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your bid?' }));
  await user.click(dialog.getByRole('button', { name: 'Withdraw bid' }));

  expect(await screen.findByText('Your bid on “The gig” is withdrawn.')).toBeTruthy();
  expect(await (await findOrder('The gig')).findByText('Withdrawn')).toBeTruthy();
  expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual([
    `/api/bids/${bid._id}/withdraw`,
  ]);
});

test('Cancel on an approved, unpaid bid sends POST /bids/{id}/cancel; a refusal says why in the dialog', async () => {
  const bid = buildBid({
    status: 'approved',
    approvedAt: '2025-03-02T12:00:00.000Z',
    gig: { ...buildBid().gig, title: 'The gig' },
  });
  const { user } = openOrders(testBuyer, {
    ...buyerListHandlers(lists([bid], [])),
    [`POST /api/bids/${bid._id}/cancel`]: () => problem(409, 'ORDER_WRONG_STATE', 'Wrong state'),
  });

  const order = await findOrder('The gig');
  expect(order.queryByRole('button', { name: 'Withdraw bid' })).toBeNull();
  await user.click(order.getByRole('button', { name: 'Cancel order' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this order?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
  expect((await dialog.findByRole('alert')).textContent).toBe(
    'This order is not in a state that allows this any more. Please reload it.',
  );
});

test('Completed is ?tab=completed: it lists view=completed, and back returns to Active', async () => {
  const active = buildBid({ gig: { ...buildBid().gig, title: 'Still open' } });
  const done = buildBid({ status: 'completed', gig: { ...buildBid().gig, title: 'All done' } });
  const { user, router, calls } = openOrders(testBuyer, buyerListHandlers(lists([active], [done])));
  await findOrder('Still open');

  await user.click(screen.getByRole('tab', { name: 'Completed' }));
  expect(await findOrder('All done')).toBeTruthy();
  expect(router.state.location.search).toBe('?tab=completed');
  expect(screen.getByRole('tab', { name: 'Completed' }).getAttribute('aria-selected')).toBe('true');
  expect(screen.queryByRole('article', { name: 'Still open' })).toBeNull();
  expect(calls.filter((call) => call.path === '/api/bids/me').map((call) => call.query.get('view'))).toEqual([
    'active',
    'completed',
  ]);

  await router.navigate(-1);
  expect(await findOrder('Still open')).toBeTruthy();
  expect(router.state.location.search).toBe('');
  expect(screen.getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true');
});

test('a link to ?tab=completed opens that tab, and the arrow keys move between the tabs', async () => {
  const { user, router } = openOrders(testBuyer, buyerListHandlers(lists()), '/orders?tab=completed');

  const completed = await screen.findByRole('tab', { name: 'Completed' });
  expect(completed.getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(completed.id);
  completed.focus();
  await user.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Active' }));
  await waitFor(() => expect(router.state.location.search).toBe(''));
  await user.keyboard('{End}');
  await waitFor(() => expect(router.state.location.search).toBe('?tab=completed'));
});

test(
  `a message of ${BID_MESSAGE_COLLAPSE} characters shows whole; one ` +
    `of ${BID_MESSAGE_COLLAPSE + 1} collapses with Show more / Show less`,
  async () => {
    const exact = 'a'.repeat(BID_MESSAGE_COLLAPSE);
    const long = `${'word '.repeat(40)}and the last words of the proposal`;
    expect(long.length).toBeGreaterThan(BID_MESSAGE_COLLAPSE);
    const { user } = openOrders(
      testBuyer,
      buyerListHandlers(
        lists([
          buildBid({ message: exact, gig: { ...buildBid().gig, title: 'Short one' } }),
          buildBid({ message: `${'b'.repeat(BID_MESSAGE_COLLAPSE)}c`, gig: { ...buildBid().gig, title: 'One over' } }),
          buildBid({ message: long, gig: { ...buildBid().gig, title: 'Long one' } }),
        ]),
      ),
    );

    const short = await findOrder('Short one');
    expect(short.getByText(exact)).toBeTruthy();
    expect(short.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect((await findOrder('One over')).getByRole('button', { name: 'Show more' })).toBeTruthy();

    const order = await findOrder('Long one');
    const more = order.getByRole('button', { name: 'Show more' });
    const text = document.getElementById(more.getAttribute('aria-controls') ?? '');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(text?.textContent?.endsWith('…')).toBe(true);
    expect(text?.textContent?.length).toBeLessThanOrEqual(BID_MESSAGE_COLLAPSE + 1);
    await user.click(more);
    expect(text?.textContent).toBe(long);
    const less = order.getByRole('button', { name: 'Show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    await user.click(less);
    expect(text?.textContent?.endsWith('…')).toBe(true);
  },
);

test('a deleted gig keeps its title, without a link, marked as deleted', async () => {
  openOrders(
    testBuyer,
    buyerListHandlers(
      lists([buildBid({ status: 'cancelled', gig: { ...buildBid().gig, title: 'Gone gig', deleted: true } })]),
    ),
  );

  const order = await findOrder('Gone gig (gig deleted)');
  expect(order.queryByRole('link', { name: /Gone gig/ })).toBeNull();
  expect(order.getByText('Not selected')).toBeTruthy();
});

test('Pay shows for an approved bid only and leads to /pay/{bidId}', async () => {
  const approved = buildBid({ status: 'approved', amount: 30, gig: { ...buildBid().gig, title: 'Chosen' } });
  openOrders(
    testBuyer,
    buyerListHandlers(
      lists([
        approved,
        buildBid({ status: 'pending', gig: { ...buildBid().gig, title: 'Waiting' } }),
        buildBid({ status: 'in_progress', gig: { ...buildBid().gig, title: 'Paid' } }),
      ]),
    ),
  );

  expect((await findOrder('Chosen')).getByRole('link', { name: 'Pay $30' }).getAttribute('href')).toBe(
    `/pay/${approved._id}`,
  );
  expect((await findOrder('Waiting')).queryByRole('link', { name: /Pay/ })).toBeNull();
  expect((await findOrder('Paid')).queryByRole('link', { name: /Pay/ })).toBeNull();
});

test(
  "each order says how it is paid, from the server's ledger: " +
    'awaiting payment, held in escrow, released, paid outside',
  async () => {
    const titled = (title: string, overrides: Parameters<typeof buildBid>[0]) =>
      buildBid({ ...overrides, gig: { ...buildBid().gig, title } });
    openOrders(
      testBuyer,
      buyerListHandlers(
        lists(
          [
            titled('Chosen', { status: 'approved' }),
            titled('Held', { status: 'in_progress' }),
            titled('Waiting', { status: 'pending' }),
          ],
          [
            titled('Released', { status: 'completed' }),
            titled('Outside', { status: 'completed', paymentState: 'paid_outside' }),
          ],
        ),
      ),
    );

    expect((await findOrder('Chosen')).getByText('Awaiting payment')).toBeTruthy();
    expect((await findOrder('Held')).getByText('Paid – held in escrow until the work is accepted')).toBeTruthy();
    expect((await findOrder('Waiting')).queryByText(/Paid|Awaiting payment/)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    expect((await findOrder('Released')).getByText('Paid – released to the seller')).toBeTruthy();
    expect((await findOrder('Outside')).getByText('Paid outside Inkwell')).toBeTruthy();
  },
);

test('Review gig shows after completion until the buyer has reviewed the gig', async () => {
  openOrders(
    testBuyer,
    buyerListHandlers(
      lists(
        [],
        [
          buildBid({ status: 'completed', hasGigReview: false, gig: { ...buildBid().gig, title: 'To review' } }),
          buildBid({ status: 'completed', hasGigReview: true, gig: { ...buildBid().gig, title: 'Reviewed' } }),
        ],
      ),
    ),
    '/orders?tab=completed',
  );

  expect((await findOrder('To review')).getByRole('button', { name: 'Review gig' })).toBeTruthy();
  const reviewed = await findOrder('Reviewed');
  expect(reviewed.queryByRole('button', { name: 'Review gig' })).toBeNull();
  expect(reviewed.getByText('You reviewed this gig. Thank you!')).toBeTruthy();
});

test('loading shows a status, a failure says Something went wrong with Try again, which loads the list', async () => {
  let fail = true;
  const { user } = openOrders(testBuyer, {
    'GET /api/bids/me': () =>
      fail
        ? problem(500, 'INTERNAL', 'Internal Server Error')
        : json(200, { items: [buildBid({ gig: { ...buildBid().gig, title: 'Back' } })], nextCursor: null }),
  });

  expect(await screen.findByText('Loading your orders…')).toBeTruthy();
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await findOrder('Back')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});

test.each([
  ['/orders', 'No active orders'],
  ['/orders?tab=completed', 'No completed orders yet'],
])('an empty %s says so and links to the gigs', async (path, title) => {
  openOrders(testBuyer, buyerListHandlers(lists([], [])), path);

  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
  expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Browse gigs' }).getAttribute('href')).toBe(
    '/gigs',
  );
});

test('Load more asks for the next page with the cursor and adds it below', async () => {
  const { user, calls } = openOrders(testBuyer, {
    'GET /api/bids/me': (call) =>
      call.query.get('cursor') === 'page-2'
        ? json(200, { items: [buildBid({ gig: { ...buildBid().gig, title: 'Older' } })], nextCursor: null })
        : json(200, { items: [buildBid({ gig: { ...buildBid().gig, title: 'Newer' } })], nextCursor: 'page-2' }),
  });

  await findOrder('Newer');
  await user.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await findOrder('Older')).toBeTruthy();
  expect((await findOrders()).length).toBe(2);
  expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  expect(calls.filter((call) => call.path === '/api/bids/me').map((call) => call.query.get('cursor'))).toEqual([
    null,
    'page-2',
  ]);
});
