import { DEFAULT_AVATAR } from '@inkwell/domain/limits';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildBid } from '../../../../test/fixtures/bids.ts';
import { buildConversation, chatHandlers } from '../../../../test/fixtures/messages.ts';
import { findOrder, openOrders, sellerListHandlers, type OrderLists } from '../../../../test/fixtures/orders.ts';
import { testSeller } from '../../../../test/fixtures/users.ts';
import { deferred, json, problem, type StubbedCall } from '../../../../test/responses.ts';

const gig = {
  _id: 'gig-1',
  title: 'Econ paper',
  cover: '',
  status: 'available' as const,
  purpose: 'model_answer' as const,
  deleted: false,
};
const approvals = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path.startsWith('/api/bids/approve/'));

test('a seller sees the bids on their gigs: bidder with avatar, username and name, gig, amount, days', async () => {
  const withPicture = buildBid({
    gigId: gig._id,
    gig,
    bidderUsername: 'sam.reads',
    bidderProfile: { img: '/uploads/sam.webp', fullName: 'Sam Patel' },
    amount: 45,
  });
  const lists: OrderLists = { active: [withPicture], completed: [] };
  const { calls } = openOrders(testSeller, sellerListHandlers(lists));

  expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeTruthy();
  const order = await findOrder('Econ paper');
  expect(order.getByRole('link', { name: 'sam.reads' }).getAttribute('href')).toBe(`/profile/${withPicture.bidderId}`);
  expect(order.getByText('Sam Patel')).toBeTruthy();
  expect(order.getByText('$45')).toBeTruthy();
  expect(order.getByText('5 days')).toBeTruthy();
  expect(order.getByText('Awaiting approval')).toBeTruthy();
  expect(document.querySelector('article img')?.getAttribute('src')).toBe('/uploads/sam.webp');
  expect(calls.some((call) => call.path === '/api/bids/owner/pending')).toBe(true);
  expect(calls.some((call) => call.path === '/api/bids/me')).toBe(false);
});

test('a bidder without a picture gets the default avatar; without a full name only the username shows', async () => {
  openOrders(
    testSeller,
    sellerListHandlers({ active: [buildBid({ gig, bidderProfile: { img: '', fullName: '' } })], completed: [] }),
  );

  const order = await findOrder('Econ paper');
  expect(document.querySelector('article img')?.getAttribute('src')).toBe(DEFAULT_AVATAR);
  expect(order.getByRole('link', { name: 'sam.reads' })).toBeTruthy();
});

test.each([
  ['pending', 'Awaiting approval'],
  ['approved', 'Approved – awaiting payment'],
  ['in_progress', 'In progress'],
  ['delivered', 'Delivered'],
  ['disputed', 'In dispute'],
] as const)(
  'an open %s bid is labelled “%s” with the actions its state allows; no Complete any more',
  async (status, label) => {
    const bid = buildBid({ gig, status, approvedAt: status === 'pending' ? null : '2025-03-02T12:00:00.000Z' });
    openOrders(testSeller, sellerListHandlers({ active: [bid], completed: [] }));

    const order = await findOrder('Econ paper');
    expect(order.getByText(label)).toBeTruthy();
    expect(Boolean(order.queryByRole('button', { name: 'Approve' }))).toBe(status === 'pending');
    expect(Boolean(order.queryByRole('button', { name: 'Decline' }))).toBe(status === 'pending');
    expect(Boolean(order.queryByRole('button', { name: 'Cancel order' }))).toBe(status === 'approved');
    expect(order.queryByRole('button', { name: 'Complete' })).toBeNull();
    expect(order.getByRole('link', { name: 'View order' }).getAttribute('href')).toBe(`/orders/${bid._id}`);
  },
);

test('Decline asks for a reason of at least 10 characters, then sends it and says so', async () => {
  const bid = buildBid({ gig });
  const lists: OrderLists = { active: [bid], completed: [] };
  const { user, calls } = openOrders(testSeller, {
    ...sellerListHandlers(lists),
    [`POST /api/bids/${bid._id}/decline`]: () => {
      lists.active = [{ ...bid, status: 'declined', declineReason: 'Fully booked this month.' }];
      return json(200, lists.active[0]);
    },
  });

  await user.click((await findOrder('Econ paper')).getByRole('button', { name: 'Decline' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Decline this bid?' }));
  const reason = dialog.getByLabelText('Why do you decline it?');
  await user.type(reason, 'Too busy');
  await user.click(dialog.getByRole('button', { name: 'Decline bid' }));
  expect(dialog.getByText('Please give a reason of at least 10 characters.')).toBeTruthy();
  expect(reason.getAttribute('aria-invalid')).toBe('true');
  expect(calls.some((call) => call.method === 'POST')).toBe(false);

  await user.clear(reason);
  await user.type(reason, '  Fully booked this month.  ');
  await user.click(dialog.getByRole('button', { name: 'Decline bid' }));
  expect(await screen.findByText('You declined the bid on “Econ paper”.')).toBeTruthy();
  const sent = calls.find((call) => call.method === 'POST');
  expect(sent?.path).toBe(`/api/bids/${bid._id}/decline`);
  expect(JSON.parse(String(sent?.body))).toEqual({ reason: 'Fully booked this month.' });
  expect(await (await findOrder('Econ paper')).findByText('Declined')).toBeTruthy();
});

test('the Completed tab lists GET /bids/owner/completed, labelled Complete, without Approve', async () => {
  const { calls } = openOrders(
    testSeller,
    sellerListHandlers({ active: [], completed: [buildBid({ gig, status: 'completed', hasUserReview: true })] }),
    '/orders?tab=completed',
  );

  const order = await findOrder('Econ paper');
  expect(order.getByText('Complete')).toBeTruthy();
  expect(order.getByText('You reviewed the buyer.')).toBeTruthy();
  expect(order.queryByRole('button', { name: 'Approve' })).toBeNull();
  expect(order.queryByRole('button', { name: 'Complete' })).toBeNull();
  expect(calls.map((call) => call.path).filter((path) => path.startsWith('/api/bids'))).toEqual([
    '/api/bids/owner/completed',
  ]);
});

test('Message bidder opens the conversation with the bidder, starting it when there is none', async () => {
  const conversation = buildConversation({
    other: { _id: 'buyer-1', username: 'sam.reads', fullName: 'Sam Patel', img: '', isSeller: false },
  });
  const { user, router, calls } = openOrders(
    testSeller,
    {
      ...sellerListHandlers({ active: [buildBid({ gig })], completed: [] }),
      ...chatHandlers(conversation),
      'GET /api/conversations/single/buyer-1_seller-1': () => problem(404, 'CONVERSATION_NOT_FOUND', 'none'),
      'POST /api/conversations': () => json(201, conversation),
    },
    '/seller/orders',
  );

  const order = await findOrder('Econ paper');
  await user.click(order.getByRole('button', { name: 'Message bidder' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/seller/message/buyer-1_seller-1'));
  const start = calls.find((call) => call.method === 'POST' && call.path === '/api/conversations');
  expect(JSON.parse(String(start?.body))).toEqual({ to: 'buyer-1' });
});

test('Message bidder says “Failed to open messages” when the conversation cannot be opened', async () => {
  const { user } = openOrders(testSeller, {
    ...sellerListHandlers({ active: [buildBid({ gig })], completed: [] }),
    'GET /api/conversations/single/buyer-1_seller-1': () => new Response('', { status: 503 }),
  });

  const order = await findOrder('Econ paper');
  await user.click(order.getByRole('button', { name: 'Message bidder' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Failed to open messages');
});

test('Approve is locked while sending; then the list is refreshed and the page says the other bids lost', async () => {
  const chosen = buildBid({ gig, gigId: gig._id, bidderUsername: 'sam.reads' });
  const other = buildBid({ gig, gigId: gig._id, bidderUsername: 'lee.writes' });
  const lists: OrderLists = { active: [chosen, other], completed: [] };
  const answer = deferred<Response>();
  const { user, calls } = openOrders(testSeller, {
    ...sellerListHandlers(lists),
    [`POST /api/bids/approve/${chosen._id}`]: () => answer.promise,
  });

  await waitFor(() => expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(2));
  await user.click(screen.getAllByRole('button', { name: 'Approve' })[0] as HTMLElement);
  const approving = await screen.findByRole('button', { name: 'Approving…' });
  expect((approving as HTMLButtonElement).disabled).toBe(true);
  // The other bid of the gig waits too: this approval will decide its fate.
  expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);

  // The server approves one and cancels the other: the owner's open list no longer has it.
  lists.active = [{ ...chosen, status: 'approved', approvedAt: '2025-03-05T10:00:00.000Z' }];
  answer.resolve(json(200, lists.active[0]));

  const notice = await screen.findByText(
    'You approved sam.reads’s bid on “Econ paper”. The gig’s other ' +
      'pending bids were not selected, so they have left this list.',
  );
  await waitFor(() => expect(document.activeElement).toBe(notice.closest('[tabindex="-1"]')));
  const order = await findOrder('Econ paper');
  expect(order.getByText('Approved – awaiting payment')).toBeTruthy();
  expect(order.getByRole('button', { name: 'Cancel order' })).toBeTruthy();
  expect(screen.getAllByRole('article')).toHaveLength(1);
  expect(approvals(calls)).toHaveLength(1);
});

test.each<[string, () => Response, string]>([
  [
    '"Failed to approve bid" when the server gives no reason',
    () => new Response('<html>Bad gateway</html>', { status: 502 }),
    'Failed to approve bid',
  ],
  [
    'a refusal in the reader’s words',
    () => problem(409, 'GIG_NOT_AVAILABLE', 'This gig already has an approved order.'),
    'This gig is not taking bids any more.',
  ],
  [
    'another refusal from its code, never the server’s sentence',
    () => problem(429, 'TOO_MANY_REQUESTS', 'Slow down, please.'),
    'Too many requests. Please wait and try again.',
  ],
])('a failed approval says %s', async (_, answer, message) => {
  const bid = buildBid({ gig });
  const { user } = openOrders(testSeller, {
    ...sellerListHandlers({ active: [bid], completed: [] }),
    [`POST /api/bids/approve/${bid._id}`]: answer,
  });

  const order = await findOrder('Econ paper');
  await user.click(order.getByRole('button', { name: 'Approve' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(message);
  await waitFor(() => expect(document.activeElement).toBe(alert.closest('[tabindex="-1"]')));
  expect((order.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(false);
});

test(
  'a refused Decline says why in its dialog and keeps the reason ' +
    'though the bid has left the list; closing it refreshes the list',
  async () => {
    const bid = buildBid({ gig });
    const lists: OrderLists = { active: [bid], completed: [] };
    const { user, calls } = openOrders(testSeller, {
      ...sellerListHandlers(lists),
      [`POST /api/bids/${bid._id}/decline`]: () => {
        // Another bid of the gig was approved meanwhile (another tab): this one is not selected.
        lists.active = [];
        return problem(409, 'ORDER_WRONG_STATE', 'Wrong state');
      },
    });

    await user.click((await findOrder('Econ paper')).getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this bid?' }));
    await user.type(dialog.getByLabelText('Why do you decline it?'), 'Fully booked this month.');
    await user.click(dialog.getByRole('button', { name: 'Decline bid' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(
      'This order is not in a state that allows this any more. Please reload it.',
    );
    expect((dialog.getByLabelText('Why do you decline it?') as HTMLTextAreaElement).value).toBe(
      'Fully booked this month.',
    );
    const listed = () => calls.filter((call) => call.path === '/api/bids/owner/pending').length;
    const before = listed();

    await user.click(dialog.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'No open bids' })).toBeTruthy();
    expect(listed()).toBeGreaterThan(before);
  },
);

test('a refused approval still says why when the refreshed list no longer holds the bid', async () => {
  const bid = buildBid({ gig });
  const lists: OrderLists = { active: [bid], completed: [] };
  const { user } = openOrders(testSeller, {
    ...sellerListHandlers(lists),
    [`POST /api/bids/approve/${bid._id}`]: () => {
      // Another bid of the gig was approved meanwhile (another tab): this one is cancelled.
      lists.active = [];
      return problem(409, 'GIG_NOT_AVAILABLE', 'This gig already has an approved order.');
    },
  });

  await user.click((await findOrder('Econ paper')).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'No open bids' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('This gig is not taking bids any more.');
});

test.each([
  ['/orders', 'No open bids'],
  ['/orders?tab=completed', 'No completed orders yet'],
])('an empty %s says so and links to Create a gig', async (path, title) => {
  openOrders(testSeller, sellerListHandlers({ active: [], completed: [] }), path);

  expect(await screen.findByRole('heading', { level: 2, name: title })).toBeTruthy();
  expect(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Create a gig' }).getAttribute('href')).toBe(
    '/seller/add',
  );
});

test('/seller/orders is the same screen inside the Seller Hub', async () => {
  openOrders(testSeller, sellerListHandlers({ active: [buildBid({ gig })], completed: [] }), '/seller/orders');

  expect(await findOrder('Econ paper')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Seller Hub' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Active' }).getAttribute('aria-selected')).toBe('true');
});

test(
  'a pending bid shows its academic brief in short, with the ' +
    "buyer's files as links; a bid from before briefs shows none",
  async () => {
    const brief = {
      workType: 'essay' as const,
      subject: 'Labour economics',
      level: 'undergraduate' as const,
      citationStyle: 'apa' as const,
      length: { unit: 'words' as const, value: 2500 },
      language: 'en' as const,
      attachments: [{ _id: 'file-7', name: 'assignment.pdf', size: 2048, contentType: 'application/pdf' as const }],
    };
    openOrders(
      testSeller,
      sellerListHandlers({
        active: [buildBid({ gig, brief }), buildBid({ gig: { ...gig, title: 'Old bid' } })],
        completed: [],
      }),
    );

    const order = await findOrder('Econ paper');
    const summary = within(order.getByRole('group', { name: 'Academic brief' }));
    for (const text of ['Essay', 'Labour economics', 'Undergraduate', 'APA', '2,500 words', 'English'])
      expect(summary.getByText(text)).toBeTruthy();
    expect(summary.getByText('Citation style:')).toBeTruthy();
    const file = within(summary.getByRole('list', { name: 'Attached files' })).getByRole('link', {
      name: 'assignment.pdf',
    });
    expect(file.getAttribute('href')).toBe('/api/files/file-7');
    expect((await findOrder('Old bid')).queryByRole('group', { name: 'Academic brief' })).toBeNull();
  },
);
