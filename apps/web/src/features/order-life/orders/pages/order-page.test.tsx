import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeEventSource, lastStream } from '../../../../test/fixtures/event-source.ts';
import { buildNotification } from '../../../../test/fixtures/notifications.ts';
import {
  buildOrder,
  CHECKED_ORIGINALITY,
  daysFromNow,
  openOrderPage,
  PENDING_ORIGINALITY,
} from '../../../../test/fixtures/orders.ts';
import { testBuyer, testSeller } from '../../../../test/fixtures/users.ts';
import { json, problem } from '../../../../test/responses.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const region = (name: string) => within(screen.getByRole('region', { name }));
const actions = () => within(screen.getByRole('region', { name: 'What you can do now' }));

test('a visitor is sent to sign in, and back to the order afterwards', async () => {
  const order = buildOrder();
  const { router } = openOrderPage(null, () => order);

  await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  expect((router.state.location.state as { from?: { pathname: string } }).from?.pathname).toBe(`/orders/${order._id}`);
});

test('an order the viewer is not part of reads Not found', async () => {
  openOrderPage(testBuyer, () => problem(404, 'ORDER_NOT_FOUND', 'Order not found'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 })).toBeTruthy();
});

test('an order that cannot be loaded says so, and Try again loads it', async () => {
  const order = buildOrder();
  let failing = true;
  const { user } = openOrderPage(testBuyer, () => (failing ? problem(503, 'SERVICE_UNAVAILABLE', 'Down') : order));

  expect(await screen.findByRole('heading', { name: 'Something went wrong' }, { timeout: 5000 })).toBeTruthy();
  failing = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Econ paper' })).toBeTruthy();
});

test(
  'the buyer of an order in progress sees its status, due ' +
    'date with countdown, money, brief, timeline and their steps',
  async () => {
    const order = buildOrder();
    openOrderPage(testBuyer, () => order);

    const title = await screen.findByRole('heading', { level: 1, name: 'Econ paper' }, { timeout: 5000 });
    expect(title.querySelector('a')?.getAttribute('href')).toBe('/gig/gig-1');
    await waitFor(() => expect(document.title).toBe('Order: Econ paper · Inkwell'));
    expect(screen.getByText('In progress')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'maria.writes' }).getAttribute('href')).toBe('/profile/seller-1');
    expect(screen.getByText('Due in 3 days')).toBeTruthy();
    expect(screen.queryByText('Late')).toBeNull();
    expect(screen.getByText('2 left of 2')).toBeTruthy();

    expect(region('Money').getByText('Held in escrow').nextElementSibling?.textContent).toBe('$120');
    expect(region('Money').getByText('Released to the seller').nextElementSibling?.textContent).toBe('$0');
    expect(region('The brief').getByText(/minimum wages/)).toBeTruthy();
    const timeline = region('Timeline');
    expect(timeline.getByText('Bid placed')).toBeTruthy();
    expect(timeline.getByText('Paid: the money is held in escrow ($120)')).toBeTruthy();
    expect(timeline.getAllByText(/By the buyer/)).toHaveLength(2);
    expect(timeline.getByText(/By the seller/)).toBeTruthy();

    expect(actions().getByRole('button', { name: 'Ask to cancel' })).toBeTruthy();
    expect(actions().getByRole('button', { name: 'Open a dispute' })).toBeTruthy();
    expect(actions().queryByRole('button', { name: 'Deliver' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Deliveries' })).toBeNull();
  },
);

test('a late order says so; the buyer may cancel it alone instead of asking', async () => {
  const order = buildOrder({
    dueAt: daysFromNow(-2),
    late: true,
    actions: ['request_cancellation', 'cancel_late', 'dispute'],
  });
  openOrderPage(testBuyer, () => order);

  expect(await screen.findByText('Late by 2 days', {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('Late')).toBeTruthy();
  expect(actions().getByRole('button', { name: 'Cancel the late order' })).toBeTruthy();
  expect(actions().queryByRole('button', { name: 'Ask to cancel' })).toBeNull();
});

test('an approved order: the buyer sees Pay (to /pay/{id}) and Cancel, and when it cancels by itself', async () => {
  const order = buildOrder({
    status: 'approved',
    paidAt: null,
    dueAt: null,
    payBy: daysFromNow(2),
    money: { paid: 0, held: 0, released: 0, refunded: 0 },
    actions: ['pay', 'cancel_unpaid'],
  });
  openOrderPage(testBuyer, () => order);

  const pay = await screen.findByRole('link', { name: 'Pay $120' }, { timeout: 5000 });
  expect(pay.getAttribute('href')).toBe(`/pay/${order._id}`);
  expect(actions().getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  expect(screen.getByText(/Unless it is paid by .* \(in 2 days\), the order is cancelled by itself\./)).toBeTruthy();
  expect(region('Money').getByText('Nothing has been paid yet.')).toBeTruthy();
});

test('the seller of a pending bid sees Approve and Decline; nothing else', async () => {
  const order = buildOrder({
    status: 'pending',
    viewerRole: 'seller',
    approvedAt: null,
    paidAt: null,
    dueAt: null,
    actions: ['approve', 'decline'],
  });
  openOrderPage(testSeller, () => order);

  expect(await screen.findByRole('button', { name: 'Approve' }, { timeout: 5000 })).toBeTruthy();
  expect(actions().getByRole('button', { name: 'Decline' })).toBeTruthy();
  expect(actions().getAllByRole('button')).toHaveLength(2);
});

test('a delivered order lists its deliveries, newest first, with files to download, and when it ends', async () => {
  const file = (id: string, name: string) => ({
    _id: id,
    name,
    size: 2_400_000,
    contentType: 'application/pdf' as const,
  });
  const order = buildOrder({
    status: 'delivered',
    autoAcceptAt: daysFromNow(3),
    deliveries: [
      {
        _id: 'd1',
        message: 'First draft.',
        files: [file('f1', 'draft.pdf')],
        at: daysFromNow(-1),
        originality: CHECKED_ORIGINALITY,
      },
      {
        _id: 'd2',
        message: 'Final paper with the data.',
        files: [file('f2', 'paper.pdf'), file('f3', 'data.pdf')],
        at: daysFromNow(0),
        originality: PENDING_ORIGINALITY,
      },
    ],
    actions: ['accept', 'request_revision', 'request_cancellation', 'dispute'],
  });
  openOrderPage(testBuyer, () => order);

  const deliveries = within(await screen.findByRole('region', { name: 'Deliveries' }, { timeout: 5000 }));
  const items = deliveries.getAllByRole('listitem').filter((item) => item.querySelector('h3'));
  expect(items.map((item) => item.querySelector('h3')?.textContent?.split(' ·')[0])).toEqual([
    'Delivery 2',
    'Delivery 1',
  ]);
  const paper = deliveries.getByRole('link', { name: 'paper.pdf' });
  expect(paper.getAttribute('href')).toBe('/api/files/f2');
  expect(paper.hasAttribute('download')).toBe(true);
  expect(deliveries.getAllByText('(2.3 MB)')).toHaveLength(3);
  expect(screen.getByText(/Unless the buyer answers by .* \(in 3 days\)/)).toBeTruthy();
  expect(actions().getByRole('button', { name: 'Accept delivery' })).toBeTruthy();
  expect(actions().getByRole('button', { name: 'Ask for a revision (2 left)' })).toBeTruthy();
});

test('an open cancellation request and a dispute are told from the reader’s side', async () => {
  const order = buildOrder({
    status: 'disputed',
    viewerRole: 'seller',
    cancellation: { requestedBy: 'buyer', reason: 'I no longer need the paper.', at: daysFromNow(-1) },
    dispute: {
      openedBy: 'seller',
      reason: 'The buyer keeps changing the topic.',
      at: daysFromNow(0),
      outcome: null,
      refundAmount: null,
      resolvedAt: null,
    },
    actions: ['accept_cancellation'],
  });
  openOrderPage(testSeller, () => order);

  expect(
    await screen.findByRole('heading', { name: 'The buyer asks to cancel this order' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.getByText('“I no longer need the paper.”')).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'You opened a dispute' })).toBeTruthy();
  expect(screen.getByText(/An operator will look at the order/)).toBeTruthy();
  expect(actions().getByRole('button', { name: 'Accept the cancellation' })).toBeTruthy();
});

test('a split dispute says how much went back; a finished order says there is nothing left to do', async () => {
  const order = buildOrder({
    status: 'refunded',
    dispute: {
      openedBy: 'buyer',
      reason: 'Half of the chapters are missing.',
      at: daysFromNow(-2),
      outcome: 'split',
      refundAmount: 45,
      resolvedAt: daysFromNow(-1),
    },
    money: { paid: 120, held: 0, released: 75, refunded: 45 },
    actions: [],
  });
  openOrderPage(testBuyer, () => order);

  expect(
    await screen.findByText(
      /Decided: \$45 refunded to the buyer, the rest released to the seller\./,
      {},
      { timeout: 5000 },
    ),
  ).toBeTruthy();
  expect(
    actions().getByText('This order has ended: the money went back to the buyer, in full or in part.'),
  ).toBeTruthy();
  expect(region('Money').getByText('Refunded to the buyer').nextElementSibling?.textContent).toBe('$45');
});

test('a declined bid shows the seller’s reason', async () => {
  const order = buildOrder({
    status: 'declined',
    approvedAt: null,
    paidAt: null,
    dueAt: null,
    declineReason: 'Fully booked this month.',
    actions: [],
  });
  openOrderPage(testBuyer, () => order);
  expect(
    await screen.findByText(/The seller declined this bid: “Fully booked this month\.”/, {}, { timeout: 5000 }),
  ).toBeTruthy();
});

test('the page says the order in the reader’s language', async () => {
  localStorage.setItem('inkwell.language', 'fr');
  const { i18n } = await import('../../../../i18n/index.ts');
  await i18n.changeLanguage('fr');
  openOrderPage(testBuyer, () => buildOrder());
  expect(
    await screen.findByRole('heading', { name: 'Ce que vous pouvez faire maintenant' }, { timeout: 5000 }),
  ).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Demander l’annulation' })).toBeTruthy();
  await i18n.changeLanguage('en');
});

test('a completed order offers the buyer Review gig, which opens the review dialog', async () => {
  const order = buildOrder({
    status: 'completed',
    completedAt: daysFromNow(0),
    money: { paid: 120, held: 0, released: 120, refunded: 0 },
    actions: ['review'],
  });
  const { user } = openOrderPage(testBuyer, () => order, { 'POST /api/gig-reviews': () => json(201, {}) });

  await user.click(await screen.findByRole('button', { name: 'Review gig' }, { timeout: 5000 }));
  expect(await screen.findByRole('dialog')).toBeTruthy();
});

test("a completed order offers the seller Review the buyer, sending the buyer's review with the order", async () => {
  const order = buildOrder({
    viewerRole: 'seller',
    status: 'completed',
    completedAt: daysFromNow(0),
    money: { paid: 120, held: 0, released: 120, refunded: 0 },
    actions: ['review'],
  });
  const { user, calls } = openOrderPage(testSeller, () => order, { 'POST /api/user-reviews': () => json(201, {}) });

  await user.click(await screen.findByRole('button', { name: 'Review the buyer' }, { timeout: 5000 }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Review the buyer' }));
  await user.click(dialog.getByRole('button', { name: 'Save review' }));
  await waitFor(() =>
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/user-reviews')).toBe(true),
  );
  const sent = calls.find((call) => call.path === '/api/user-reviews');
  expect(JSON.parse(String(sent?.body))).toMatchObject({ bidId: order._id, stars: 5, satisfaction: 'excellent' });
});

test('a live notification about the order loads it again: the seller’s delivery shows without a reload', async () => {
  installFakeEventSource();
  let order = buildOrder({ actions: ['request_cancellation', 'dispute'] });
  openOrderPage(testBuyer, () => order);
  expect(await screen.findByText('In progress', {}, { timeout: 5000 })).toBeTruthy();
  lastStream().open();

  order = { ...order, status: 'delivered', actions: ['accept', 'request_revision', 'dispute'] };
  const notification = buildNotification({ type: 'order_delivered', bidId: order._id });
  lastStream().emit('notification.created', { notification, unread: 1 });
  expect(await screen.findByRole('button', { name: 'Accept delivery' })).toBeTruthy();
  expect(screen.getByText('Delivered')).toBeTruthy();
});

test('each delivery shows its originality evidence: the share, passages side by side, what it cannot see', async () => {
  const file = (id: string, name: string) => ({ _id: id, name, size: 2048, contentType: 'application/pdf' as const });
  const order = buildOrder({
    status: 'delivered',
    autoAcceptAt: daysFromNow(3),
    deliveries: [
      {
        _id: 'd1',
        message: 'First draft.',
        files: [file('f1', 'paper.pdf')],
        at: daysFromNow(-2),
        originality: CHECKED_ORIGINALITY,
      },
      {
        _id: 'd2',
        message: 'Second draft.',
        files: [file('f2', 'draft.pdf'), file('f3', 'scan.pdf')],
        at: daysFromNow(-1),
        originality: {
          status: 'done',
          overlapPercent: 7,
          matches: [
            {
              source: 'delivery',
              visible: false,
              gigTitle: null,
              orderId: null,
              sharePercent: 5,
              passages: [{ fileName: 'draft.pdf', delivered: 'a copied sentence of the draft', matched: null }],
            },
            {
              source: 'delivery',
              visible: true,
              gigTitle: 'Macro essays',
              orderId: 'earlier-order',
              sharePercent: 2,
              passages: [{ fileName: 'draft.pdf', delivered: 'my own earlier words', matched: 'My own earlier words' }],
            },
          ],
          unreadable: ['scan.pdf'],
          checkedAt: daysFromNow(-1),
        },
      },
      {
        _id: 'd3',
        message: 'Final.',
        files: [file('f4', 'final.pdf')],
        at: daysFromNow(0),
        originality: PENDING_ORIGINALITY,
      },
    ],
    actions: ['accept', 'request_revision', 'request_cancellation', 'dispute'],
  });
  openOrderPage(testBuyer, () => order);

  const evidence = await screen.findAllByRole('group', { name: 'Originality evidence' }, { timeout: 5000 });
  expect(evidence).toHaveLength(3);
  const [pending, hidden, sample] = evidence.map((section) => within(section));
  expect(pending!.getByRole('status').textContent).toBe('Checking this delivery against earlier work on Inkwell…');

  expect(hidden!.getByText('7%')).toBeTruthy();
  expect(hidden!.getByText('A private earlier delivery on Inkwell')).toBeTruthy();
  expect(hidden!.getByText('a copied sentence of the draft')).toBeTruthy();
  expect(hidden!.getByText('Someone else’s private delivery: its text is not shown.')).toBeTruthy();
  expect(hidden!.getByRole('link', { name: 'An earlier delivery: “Macro essays”' }).getAttribute('href')).toBe(
    '/orders/earlier-order',
  );
  expect(hidden!.getByText('Not checked, could not be read: scan.pdf')).toBeTruthy();

  expect(sample!.getByText('42%')).toBeTruthy();
  expect(sample!.getByText('Sample document of the gig “Sample essays in economics”')).toBeTruthy();
  const passage = within(sample!.getAllByRole('list', { name: 'Matching passages' })[0]!);
  expect(passage.getByText('In this delivery (paper.pdf)')).toBeTruthy();
  expect(passage.getByText('Inflation targeting became the dominant framework')).toBeTruthy();
  expect(passage.getByText('In the earlier document')).toBeTruthy();
  expect(passage.getByText('inflation targeting became the dominant framework')).toBeTruthy();
  for (const section of evidence) {
    expect(section.textContent).toContain(
      'It cannot see the web or other platforms. It is evidence for a person to judge, not a verdict.',
    );
  }
});
