import type { Order } from '@inkwell/domain/orders/order.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildOrder, daysFromNow, openOrderPage } from '../../../../test/fixtures/orders.ts';
import { testBuyer, testSeller } from '../../../../test/fixtures/users.ts';
import { deferred, json, problem, type StubbedCall } from '../../../../test/responses.ts';

const actions = () => within(screen.getByRole('region', { name: 'What you can do now' }));
const posts = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
const bodyOf = (calls: StubbedCall[], path: string) =>
  JSON.parse(String(calls.find((call) => call.path === path && call.method !== 'GET')?.body)) as unknown;
const gets = (calls: StubbedCall[], order: Order) =>
  calls.filter((call) => call.method === 'GET' && call.path === `/api/orders/${order._id}`).length;
const pdf = (name: string) => new File(['%PDF-1.7 work'], name, { type: 'application/pdf' });

async function openDialog(user: ReturnType<typeof openOrderPage>['user'], button: string, title: string) {
  await user.click(await screen.findByRole('button', { name: button }, { timeout: 5000 }));
  return within(await screen.findByRole('dialog', { name: title }));
}

test(
  'the seller delivers: each file uploads on its own (a failed ' +
    'one is tried again), then the message and file ids are sent',
  async () => {
    let order = buildOrder({ viewerRole: 'seller', actions: ['deliver', 'request_cancellation', 'dispute'] });
    let uploads = 0;
    const { user, calls } = openOrderPage(testSeller, () => order, {
      'POST /api/files': (call) => {
        uploads += 1;
        const file = (call.body as FormData).get('file') as File;
        if (uploads === 2) return problem(503, 'SERVICE_UNAVAILABLE', 'Down');
        return json(201, { _id: `file-${uploads}`, name: file.name, size: file.size, contentType: 'application/pdf' });
      },
      [`POST /api/orders/${order._id}/deliveries`]: () => {
        order = { ...order, status: 'delivered', actions: ['request_cancellation', 'dispute'] };
        return json(200, order);
      },
    });

    const deliver = within(await screen.findByRole('region', { name: 'Deliver the work' }, { timeout: 5000 }));
    await user.click(deliver.getByRole('button', { name: 'Deliver' }));
    expect(deliver.getByText('Please write a message with your delivery.')).toBeTruthy();
    expect(deliver.getByText('Please attach at least one file.')).toBeTruthy();
    expect(posts(calls)).toEqual([]);

    await user.type(deliver.getByLabelText('Message to the buyer'), 'The final paper, with the data set.');
    await user.upload(deliver.getByLabelText('Files'), [pdf('paper.pdf'), pdf('data.pdf')]);
    const attached = within(deliver.getByRole('list', { name: 'Attached files' }));
    expect(await attached.findByText('Upload failed.')).toBeTruthy();
    expect(attached.getByText('Attached')).toBeTruthy();
    await user.click(attached.getByRole('button', { name: 'Try again data.pdf' }));
    await waitFor(() => expect(attached.getAllByText('Attached')).toHaveLength(2));

    await user.click(deliver.getByRole('button', { name: 'Deliver' }));
    expect(await screen.findByText('Delivered. The buyer can now accept the work or ask for a revision.')).toBeTruthy();
    expect(bodyOf(calls, `/api/orders/${order._id}/deliveries`)).toEqual({
      message: 'The final paper, with the data set.',
      files: ['file-1', 'file-3'],
    });
    expect(await screen.findByText('Delivered')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Deliver the work' })).toBeNull();
  },
);

test('a refused delivery says why and keeps the message and the files; Remove takes a file out', async () => {
  const order = buildOrder({ viewerRole: 'seller', actions: ['deliver'] });
  let next = 0;
  const { user, calls } = openOrderPage(testSeller, () => order, {
    'POST /api/files': () =>
      json(201, { _id: `file-${++next}`, name: `f${next}.pdf`, size: 10, contentType: 'application/pdf' }),
    [`POST /api/orders/${order._id}/deliveries`]: () => problem(409, 'FILE_NOT_ATTACHABLE', 'No'),
  });

  const deliver = within(await screen.findByRole('region', { name: 'Deliver the work' }, { timeout: 5000 }));
  await user.type(deliver.getByLabelText('Message to the buyer'), 'Here it is.');
  await user.upload(deliver.getByLabelText('Files'), [pdf('a.pdf'), pdf('b.pdf')]);
  await waitFor(() => expect(deliver.getAllByText('Attached')).toHaveLength(2));
  await user.click(deliver.getByRole('button', { name: 'Remove a.pdf' }));
  await user.click(deliver.getByRole('button', { name: 'Deliver' }));

  expect((await deliver.findByRole('alert')).textContent).not.toBe('');
  expect(bodyOf(calls, `/api/orders/${order._id}/deliveries`)).toEqual({ message: 'Here it is.', files: ['file-2'] });
  expect((deliver.getByLabelText('Message to the buyer') as HTMLTextAreaElement).value).toBe('Here it is.');
  const kept = within(deliver.getByRole('list', { name: 'Attached files' })).getAllByRole('listitem');
  expect(kept.map((item) => item.textContent?.split(' (')[0])).toEqual(['b.pdf']);
  await waitFor(() => expect(gets(calls, order)).toBe(2));
});

test('Accept says the money goes to the seller, is locked while sent, and completes the order', async () => {
  let order = buildOrder({ status: 'delivered', actions: ['accept', 'request_revision', 'dispute'] });
  const answer = deferred<Response>();
  const { user, calls } = openOrderPage(testBuyer, () => order, {
    [`POST /api/orders/${order._id}/accept`]: () => answer.promise,
  });

  const dialog = await openDialog(user, 'Accept delivery', 'Accept the delivery?');
  expect(
    dialog.getByText('The $120 held in escrow goes to maria.writes and the order is complete. This cannot be undone.'),
  ).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Accept and release $120' }));
  expect((dialog.getByRole('button', { name: 'Accepting…' }) as HTMLButtonElement).disabled).toBe(true);

  order = {
    ...order,
    status: 'completed',
    money: { paid: 120, held: 0, released: 120, refunded: 0 },
    actions: ['review'],
  };
  answer.resolve(json(200, order));
  const notice = await screen.findByText('You accepted the work. $120 went to maria.writes.');
  await waitFor(() => expect(document.activeElement).toBe(notice.closest('[tabindex="-1"]')));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(actions().getByRole('button', { name: 'Review gig' })).toBeTruthy();
  expect(posts(calls)).toEqual([`POST /api/orders/${order._id}/accept`]);
});

test('a 409 says its sentence in the dialog and loads the order again', async () => {
  let order = buildOrder({ status: 'delivered', actions: ['accept'] });
  const { user, calls } = openOrderPage(testBuyer, () => order, {
    [`POST /api/orders/${order._id}/accept`]: () => {
      order = { ...order, status: 'disputed', actions: [] };
      return problem(409, 'ORDER_WRONG_STATE', 'Wrong state');
    },
  });

  const dialog = await openDialog(user, 'Accept delivery', 'Accept the delivery?');
  await user.click(dialog.getByRole('button', { name: 'Accept and release $120' }));
  expect((await dialog.findByRole('alert')).textContent).toBe(
    'This order is not in a state that allows this any more. Please reload it.',
  );
  await waitFor(() => expect(gets(calls, order)).toBe(2));
  expect(await screen.findByText('In dispute')).toBeTruthy();
});

test.each<[string, Partial<Order>, string, string, string, string, string]>([
  [
    'a revision',
    { status: 'delivered', actions: ['request_revision'] },
    'Ask for a revision (2 left)',
    'Ask for a revision?',
    'What should change?',
    'Ask for a revision',
    '/revision',
  ],
  [
    'a cancellation',
    { actions: ['request_cancellation'] },
    'Ask to cancel',
    'Ask to cancel the order?',
    'Why do you want to cancel?',
    'Ask to cancel',
    '/cancellation',
  ],
  [
    'a late cancellation',
    { late: true, dueAt: daysFromNow(-2), actions: ['cancel_late'] },
    'Cancel the late order',
    'Cancel the late order?',
    'Why do you cancel?',
    'Cancel and refund $120',
    '/cancellation',
  ],
  [
    'a dispute',
    { actions: ['dispute'] },
    'Open a dispute',
    'Open a dispute?',
    'What went wrong?',
    'Open dispute',
    '/dispute',
  ],
])(
  '%s asks for a reason (10 characters at least) and sends it',
  async (_, overrides, button, title, label, confirm, path) => {
    const order = buildOrder(overrides);
    const { user, calls } = openOrderPage(testBuyer, () => order, {
      [`POST /api/orders/${order._id}${path}`]: () => json(200, { ...order, actions: [] }),
    });

    const dialog = await openDialog(user, button, title);
    await user.type(dialog.getByLabelText(label), 'Too short');
    await user.click(dialog.getByRole('button', { name: confirm }));
    expect(dialog.getByText('Please give a reason of at least 10 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByLabelText(label));
    await user.type(dialog.getByLabelText(label), ', and more besides.');
    await user.click(dialog.getByRole('button', { name: confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(calls, `/api/orders/${order._id}${path}`)).toEqual({ reason: 'Too short, and more besides.' });
  },
);

test('the one who asked to cancel may withdraw the request (DELETE); the other side accepts it', async () => {
  const mine = buildOrder({
    cancellation: { requestedBy: 'buyer', reason: 'Plans changed.', at: daysFromNow(0) },
    actions: ['withdraw_cancellation', 'dispute'],
  });
  const first = openOrderPage(testBuyer, () => mine, {
    [`DELETE /api/orders/${mine._id}/cancellation`]: () => json(200, { ...mine, cancellation: null, actions: [] }),
  });
  expect(
    await screen.findByRole('heading', { name: 'You asked to cancel this order' }, { timeout: 5000 }),
  ).toBeTruthy();
  const withdraw = await openDialog(first.user, 'Withdraw my request', 'Withdraw your cancellation request?');
  await first.user.click(withdraw.getByRole('button', { name: 'Withdraw request' }));
  expect(await screen.findByText('You withdrew your cancellation request.')).toBeTruthy();
  expect(posts(first.calls)).toEqual([`DELETE /api/orders/${mine._id}/cancellation`]);
  first.unmount();

  const theirs = buildOrder({
    viewerRole: 'seller',
    cancellation: { requestedBy: 'buyer', reason: 'Plans changed.', at: daysFromNow(0) },
    actions: ['accept_cancellation'],
  });
  const second = openOrderPage(testSeller, () => theirs, {
    [`POST /api/orders/${theirs._id}/cancellation/accept`]: () =>
      json(200, { ...theirs, status: 'refunded', cancellation: null, actions: [] }),
  });
  const accept = await openDialog(second.user, 'Accept the cancellation', 'Accept the cancellation?');
  expect(
    accept.getByText('The order is cancelled and the buyer refunded $120 in full. This cannot be undone.'),
  ).toBeTruthy();
  await second.user.click(accept.getByRole('button', { name: 'Cancel and refund' }));
  expect(await screen.findByText('The order is cancelled and the buyer refunded.')).toBeTruthy();
  expect(posts(second.calls)).toEqual([`POST /api/orders/${theirs._id}/cancellation/accept`]);
});

test("Cancel on an approved, unpaid order's page sends POST /bids/{id}/cancel and shows it cancelled", async () => {
  let order = buildOrder({ status: 'approved', paidAt: null, dueAt: null, actions: ['pay', 'cancel_unpaid'] });
  const { user, calls } = openOrderPage(testBuyer, () => order, {
    [`POST /api/bids/${order._id}/cancel`]: () => {
      order = { ...order, status: 'cancelled', actions: [] };
      return json(200, {});
    },
  });

  const dialog = await openDialog(user, 'Cancel order', 'Cancel this order?');
  await user.click(dialog.getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText('The order for “Econ paper” is cancelled.')).toBeTruthy();
  expect(await screen.findByText('Cancelled')).toBeTruthy();
  expect(posts(calls)).toEqual([`POST /api/bids/${order._id}/cancel`]);
});
