import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { installFakeEventSource, lastStream } from '../../../test/fixtures/event-source.ts';
import { buildNotification } from '../../../test/fixtures/notifications.ts';
import { signInAs, testSeller } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json } from '../../../test/responses.ts';

beforeAll(() => {
  // Radix positions its menus with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const bid = buildNotification({ _id: 'n-bid', type: 'bid_placed', amount: 45 });
const message = buildNotification({
  _id: 'n-msg',
  type: 'message_received',
  conversationId: 'buyer-1_seller-1',
  preview: 'Hello there',
  read: true,
});

function openHowItWorks() {
  installFakeEventSource();
  const stub = signInAs(testSeller, {
    'GET /api/notifications': () => json(200, { items: [bid, message], nextCursor: null, unread: 1 }),
    'PUT /api/notifications/n-bid': () => json(200, { notification: { ...bid, read: true }, unread: 0 }),
    'PUT /api/notifications/read-all': () => json(200, { marked: 1, unread: 0 }),
    'GET /api/bids/owner/pending': () => json(200, { items: [], nextCursor: null }),
  });
  return { ...stub, ...renderRoute(routes, '/how-it-works') };
}

const bell = async (name: string | RegExp) =>
  within(await screen.findByRole('navigation', { name: 'Main' }, { timeout: 3000 })).findByRole('button', { name });

test('the bell shows the unread count from the live stream and follows each new notification', async () => {
  openHowItWorks();
  await bell('Notifications');
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));

  lastStream().open({ unreadNotifications: 2, unreadConversations: 0 });
  expect((await bell('Notifications, 2 unread')).textContent).toBe('2');
  lastStream().emit('notification.created', { notification: buildNotification(), unread: 3 });
  expect((await bell('Notifications, 3 unread')).textContent).toBe('3');
  lastStream().emit('notification.read', { ids: [], all: true, unread: 0 });
  expect((await bell('Notifications')).textContent).toBe('');
});

test('the menu lists the notifications as sentences; opening one marks it read and goes where it matters', async () => {
  const { user, router, calls } = openHowItWorks();
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));
  lastStream().open({ unreadNotifications: 1, unreadConversations: 0 });

  await user.click(await bell('Notifications, 1 unread'));
  const menu = within(await screen.findByRole('menu'));
  const items = await menu.findAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Mark all read',
    expect.stringContaining('Sam Patel placed a bid of $45 on “Econ paper”.'),
    expect.stringContaining('Sam Patel sent you a message: “Hello there”'),
  ]);
  expect(items[1]?.textContent).toContain('Unread');
  expect(items[2]?.textContent).not.toContain('Unread');

  await user.click(items[1] as HTMLElement);
  await waitFor(() => expect(router.state.location.pathname).toBe('/seller/orders'));
  await waitFor(() =>
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/notifications/n-bid')).toBe(true),
  );
  // The Seller Hub's bell reads the same count: none unread now.
  const hub = within(await screen.findByRole('navigation', { name: 'Seller Hub' }, { timeout: 3000 }));
  expect(await hub.findByRole('button', { name: 'Notifications' })).toBeTruthy();
});

test('Mark all read reads them all and the count goes', async () => {
  const { user, calls } = openHowItWorks();
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));
  lastStream().open({ unreadNotifications: 1, unreadConversations: 0 });

  await user.click(await bell('Notifications, 1 unread'));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
  await waitFor(() =>
    expect(calls.some((call) => call.method === 'PUT' && call.path === '/api/notifications/read-all')).toBe(true),
  );
  expect(await bell('Notifications')).toBeTruthy();
  expect(screen.getByRole('menu').textContent).not.toContain('Unread');
});

test('Mark all read that fails says “Error occurred” (docs/product.md#user-facing-sentences)', async () => {
  installFakeEventSource();
  signInAs(testSeller, {
    'GET /api/notifications': () => json(200, { items: [bid], nextCursor: null, unread: 1 }),
    'PUT /api/notifications/read-all': () => new Response('', { status: 502 }),
    'GET /api/bids/owner/pending': () => json(200, { items: [], nextCursor: null }),
  });
  const { user } = renderRoute(routes, '/how-it-works');
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));
  lastStream().open({ unreadNotifications: 1, unreadConversations: 0 });

  await user.click(await bell('Notifications, 1 unread'));
  await user.click(await screen.findByRole('menuitem', { name: 'Mark all read' }));
  expect((await within(screen.getByRole('menu')).findByRole('alert')).textContent).toBe('Error occurred');
});

test('with no notification the menu says what will show there', async () => {
  installFakeEventSource();
  const { user } = {
    ...signInAs(testSeller, { 'GET /api/notifications': () => json(200, { items: [], nextCursor: null, unread: 0 }) }),
    ...renderRoute(routes, '/how-it-works'),
  };

  await user.click(await bell('Notifications'));
  expect(
    await screen.findByText('No notifications yet. New bids, messages and reviews will show up here.'),
  ).toBeTruthy();
});
