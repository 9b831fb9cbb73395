import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { installFakeEventSource, lastStream } from '../../../test/fixtures/event-source.ts';
import { buildConversation, buildMessage } from '../../../test/fixtures/messages.ts';
import { signInAs, testBuyer, testSeller } from '../../../test/fixtures/users.ts';
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

const quiet = buildConversation({ _id: 'buyer-1_seller-1', read: true });
const waiting = buildConversation({
  _id: 'buyer-1_seller-2',
  read: false,
  other: { _id: 'seller-2', username: 'tom.edits', fullName: 'Tom Reed', img: '', isSeller: true },
});

async function avatarMenuMessages(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: /Account menu for/ }, { timeout: 3000 }));
  const menu = within(await screen.findByRole('menu'));
  return menu.findByRole('menuitem', { name: /^Messages/ });
}

test('the avatar menu shows the unread conversations in the Messages link and follows each live event', async () => {
  installFakeEventSource();
  const { calls } = signInAs(testBuyer, {
    'GET /api/conversations': () => json(200, { items: [waiting, quiet], nextCursor: null, unread: 1 }),
  });
  const { user } = renderRoute(routes, '/messages');
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));
  lastStream().open({ unreadNotifications: 0, unreadConversations: 1 });
  // The fresh stream's catch-up
  await waitFor(() => expect(calls.filter((call) => call.path === '/api/conversations')).toHaveLength(2));

  let link = await avatarMenuMessages(user);
  expect(link.getAttribute('aria-label')).toBe('Messages, 1 unread');
  expect(link.textContent).toBe('Messages1');

  lastStream().emit('message.created', {
    message: buildMessage({ conversationId: quiet._id }),
    conversation: { ...quiet, read: false },
  });
  link = await screen.findByRole('menuitem', { name: 'Messages, 2 unread' });
  expect(link.textContent).toBe('Messages2');

  lastStream().emit('conversation.read', {
    conversationId: waiting._id,
    userId: testBuyer._id,
    readAt: new Date().toISOString(),
  });
  lastStream().emit('conversation.read', {
    conversationId: quiet._id,
    userId: testBuyer._id,
    readAt: new Date().toISOString(),
  });
  link = await screen.findByRole('menuitem', { name: 'Messages' });
  expect(link.textContent).toBe('Messages');
  expect(link.hasAttribute('aria-label')).toBe(false);
  // The count came from the stream and the list already loaded: it was never asked for on its own.
  expect(calls.filter((call) => call.query.has('limit'))).toHaveLength(0);
});

test('a read the caches cannot place asks for the count again, and at 0 the badge goes', async () => {
  installFakeEventSource();
  const { calls } = signInAs(testBuyer, {
    'GET /api/conversations': () => json(200, { items: [], nextCursor: null, unread: 0 }),
  });
  const { user } = renderRoute(routes, '/how-it-works');
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));
  lastStream().open({ unreadNotifications: 0, unreadConversations: 3 });
  expect((await avatarMenuMessages(user)).getAttribute('aria-label')).toBe('Messages, 3 unread');

  lastStream().emit('conversation.read', {
    conversationId: 'buyer-1_seller-9',
    userId: testBuyer._id,
    readAt: new Date().toISOString(),
  });
  const link = await screen.findByRole('menuitem', { name: 'Messages' });
  expect(link.textContent).toBe('Messages');
  expect(calls.filter((call) => call.path === '/api/conversations' && call.query.get('limit') === '1')).toHaveLength(1);
});

test('the Seller Hub navbar shows the same count on Messages, 99+ past 99', async () => {
  installFakeEventSource();
  signInAs(testSeller, { 'GET /api/bids/owner/pending': () => json(200, { items: [], nextCursor: null }) });
  renderRoute(routes, '/seller/orders');
  await waitFor(() => expect(lastStream().url).toBe('/api/events'));
  lastStream().open({ unreadNotifications: 0, unreadConversations: 120 });

  const hub = within(await screen.findByRole('navigation', { name: 'Seller Hub' }, { timeout: 3000 }));
  const link = await hub.findByRole('link', { name: 'Messages, 120 unread' });
  expect(link.getAttribute('href')).toBe('/seller/messages');
  expect(link.textContent).toBe('Messages99+');
});
