import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { buildOrder, daysFromNow, openOrderPage } from '../../../../test/fixtures/orders.ts';
import { testBuyer, testSeller } from '../../../../test/fixtures/users.ts';
import { json, problem, type StubbedCall } from '../../../../test/responses.ts';

const posts = (calls: StubbedCall[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
const bodyOf = (calls: StubbedCall[], path: string) =>
  JSON.parse(String(calls.find((call) => call.path === path && call.method !== 'GET')?.body)) as Record<
    string,
    unknown
  >;
const REASON = 'The archive I need for chapter three opens again on Monday.';

test('the due instant is shown in the reader’s zone, named, with a countdown in days and hours', async () => {
  const dueAt = new Date(Date.now() + (2 * 24 + 5) * 3_600_000 + 30_000).toISOString();
  openOrderPage(testBuyer, () => buildOrder({ dueAt }));
  const shown = new Intl.DateTimeFormat('en', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(dueAt));
  expect(await screen.findByText(shown, {}, { timeout: 5000 })).toBeTruthy();
  expect(screen.getByText('Due in 2 days, 5 hours')).toBeTruthy();
});

test('the seller asks for more time: a date and hour in their own zone, named, and a reason', async () => {
  let order = buildOrder({ viewerRole: 'seller', actions: ['deliver', 'request_extension', 'dispute'] });
  const { user, calls } = openOrderPage(testSeller, () => order, {
    [`POST /api/orders/${order._id}/extension`]: (call) => {
      const body = JSON.parse(String(call.body)) as { dueAt: string; reason: string };
      order = {
        ...order,
        actions: ['deliver', 'dispute'],
        extension: { dueAt: body.dueAt, previousDueAt: order.dueAt!, reason: body.reason, at: daysFromNow(0) },
      };
      return json(200, order);
    },
  });
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const form = within(await screen.findByRole('region', { name: 'Ask for more time' }, { timeout: 5000 }));
  await user.click(form.getByRole('button', { name: 'Ask for more time' }));
  expect(form.getByText('Please choose the new date and time')).toBeTruthy();
  expect(form.getByText('Please give a reason of at least 10 characters')).toBeTruthy();
  expect(posts(calls)).toEqual([]);

  await user.type(form.getByLabelText(`New due time (your time zone: ${zone})`), '2030-01-04T09:00');
  await user.type(form.getByLabelText('Why you need more time'), REASON);
  await user.click(form.getByRole('button', { name: 'Ask for more time' }));
  expect(await screen.findByText(`You asked ${testBuyer.username} for more time.`)).toBeTruthy();
  const sent = bodyOf(calls, `/api/orders/${order._id}/extension`);
  expect(sent).toEqual({ dueAt: new Date('2030-01-04T09:00').toISOString(), reason: REASON });
  expect(await screen.findByText(/You asked for more time, until/)).toBeTruthy();
});

test('a refused request says why', async () => {
  const order = buildOrder({ viewerRole: 'seller', actions: ['request_extension'] });
  const { user } = openOrderPage(testSeller, () => order, {
    [`POST /api/orders/${order._id}/extension`]: () => problem(409, 'ORDER_EXTENSION_TOO_LATE', 'Too late'),
  });
  const form = within(await screen.findByRole('region', { name: 'Ask for more time' }, { timeout: 5000 }));
  await user.type(form.getByLabelText(/New due time/), '2030-01-04T09:00');
  await user.type(form.getByLabelText('Why you need more time'), REASON);
  await user.click(form.getByRole('button', { name: 'Ask for more time' }));
  expect(
    await screen.findByText(
      'More time can be asked for only while the work is in progress, until 24 hours after it is due.',
    ),
  ).toBeTruthy();
});

test('the buyer reads the request and accepts it: the order is due at the new instant', async () => {
  const asked = daysFromNow(6);
  let order = buildOrder({
    actions: ['request_cancellation', 'accept_extension', 'decline_extension', 'dispute'],
    extension: { dueAt: asked, previousDueAt: daysFromNow(3), reason: REASON, at: daysFromNow(0) },
  });
  const { user, calls } = openOrderPage(testBuyer, () => order, {
    [`POST /api/orders/${order._id}/extension/accept`]: () => {
      order = { ...order, dueAt: asked, extension: null, actions: ['request_cancellation', 'dispute'] };
      return json(200, order);
    },
  });
  const region = within(
    await screen.findByRole('region', { name: 'The seller asks for more time' }, { timeout: 5000 }),
  );
  expect(region.getByText(REASON)).toBeTruthy();
  await user.click(region.getByRole('button', { name: 'Accept the new due time' }));
  expect(await screen.findByText(/^Accepted: the order is now due/)).toBeTruthy();
  expect(posts(calls)).toEqual([`POST /api/orders/${order._id}/extension/accept`]);
  expect(screen.queryByRole('region', { name: 'The seller asks for more time' })).toBeNull();
});

test('the buyer declines: the due time stays', async () => {
  let order = buildOrder({
    actions: ['accept_extension', 'decline_extension'],
    extension: { dueAt: daysFromNow(6), previousDueAt: daysFromNow(3), reason: REASON, at: daysFromNow(0) },
  });
  const { user, calls } = openOrderPage(testBuyer, () => order, {
    [`POST /api/orders/${order._id}/extension/decline`]: () => {
      order = { ...order, extension: null, actions: [] };
      return json(200, order);
    },
  });
  const region = within(
    await screen.findByRole('region', { name: 'The seller asks for more time' }, { timeout: 5000 }),
  );
  await user.click(region.getByRole('button', { name: 'Decline' }));
  expect(await screen.findByText('Declined: the due time stays.')).toBeTruthy();
  expect(posts(calls)).toEqual([`POST /api/orders/${order._id}/extension/decline`]);
});
