import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { routes } from '../../test/app-routes.ts';
import { installFakeEventSource, lastStream } from '../../test/fixtures/event-source.ts';
import { buildConversation, buildMessage, chatHandlers } from '../../test/fixtures/messages.ts';
import { signInAs, testBuyer } from '../../test/fixtures/users.ts';
import { CURRENT_USER_KEY } from '../auth/index.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { json } from '../../test/responses.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const conversation = buildConversation({ otherRead: false });
const first = buildMessage({ desc: 'Hello Sam', userId: 'seller-1' });

function openChat(path = `/message/${conversation._id}`) {
  installFakeEventSource();
  const stub = signInAs(testBuyer, {
    ...chatHandlers(conversation, [first]),
    'GET /api/conversations': () => json(200, { items: [conversation], nextCursor: null, unread: 0 }),
  });
  return { ...stub, ...renderRoute(routes, path) };
}

const messageGets = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/messages/')).length;

test('a message from the other person appears in the open chat as it arrives, and is marked read', async () => {
  const { calls } = openChat();
  const log = await screen.findByRole('log', {}, { timeout: 3000 });
  lastStream().open();
  await waitFor(() => expect(messageGets(calls)).toBe(2)); // the fresh stream's catch-up

  const reply = buildMessage({ desc: 'Are you free on Monday?', userId: 'seller-1' });
  lastStream().emit('message.created', {
    message: reply,
    conversation: { ...conversation, read: false, lastMessage: reply.desc, updatedAt: reply.createdAt },
  });
  expect(await within(log).findByText('Are you free on Monday?')).toBeTruthy();
  await waitFor(() =>
    expect(calls.some((call) => call.method === 'PUT' && call.path === `/api/conversations/${conversation._id}`)).toBe(
      true,
    ),
  );
  // The same event again (a replay after a reconnection) shows the message once.
  lastStream().emit('message.created', { message: reply, conversation: { ...conversation, read: true } });
  expect(within(log).getAllByText('Are you free on Monday?')).toHaveLength(1);
  expect(messageGets(calls)).toBe(2);
});

test('a read receipt turns "Sent" into "Seen" under the viewer\'s last message', async () => {
  const { calls } = signInAsWithOwnMessage();
  const log = await screen.findByRole('log', {}, { timeout: 3000 });
  lastStream().open();
  await waitFor(() => expect(messageGets(calls)).toBe(2));
  expect(within(log).getByText(/Sent/)).toBeTruthy();

  lastStream().emit('conversation.read', {
    conversationId: conversation._id,
    userId: 'seller-1',
    readAt: new Date().toISOString(),
  });
  expect(await within(log).findByText(/Seen/)).toBeTruthy();
});

function signInAsWithOwnMessage() {
  installFakeEventSource();
  const stub = signInAs(
    testBuyer,
    chatHandlers(conversation, [buildMessage({ desc: 'My question', userId: testBuyer._id })]),
  );
  renderRoute(routes, `/message/${conversation._id}`);
  return stub;
}

test('a new message moves its conversation to the top of the list, marked unread', async () => {
  const other = buildConversation({
    _id: 'buyer-1_seller-2',
    other: { _id: 'seller-2', username: 'lukas.b', fullName: 'Lukas Becker', img: '', isSeller: true },
  });
  installFakeEventSource();
  const { calls } = signInAs(testBuyer, {
    'GET /api/conversations': () => json(200, { items: [conversation, other], nextCursor: null, unread: 0 }),
  });
  const { queryClient } = renderRoute(routes, '/messages');
  const list = await screen.findByRole('list', { name: 'Conversations' }, { timeout: 3000 });
  lastStream().open();
  // The fresh stream's catch-up
  await waitFor(() => expect(calls.filter((call) => call.path === '/api/conversations')).toHaveLength(2));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));

  const message = buildMessage({ conversationId: other._id, userId: 'seller-2', desc: 'Your paper is ready' });
  lastStream().emit('message.created', {
    message,
    conversation: { ...other, read: false, lastMessage: message.desc, updatedAt: message.createdAt },
  });
  await waitFor(() => expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Lukas Becker'));
  expect(within(list).getAllByRole('link')[0]?.textContent).toContain('Your paper is ready');
  expect(within(within(list).getAllByRole('link')[0] as HTMLElement).getByText('Unread')).toBeTruthy();
  expect(screen.getByText('1 unread conversation')).toBeTruthy();
});

test('while the stream is down the chat says live updates are paused; open again, it stops saying so', async () => {
  openChat();
  await screen.findByRole('log', {}, { timeout: 3000 });
  lastStream().open();
  lastStream().fail();
  expect(await screen.findByText(/Live updates are paused/)).toBeTruthy();
  lastStream().open();
  await waitFor(() => expect(screen.queryByText(/Live updates are paused/)).toBeNull());
});

test('a stream the server refused is opened again, resuming after the last event seen', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    openChat();
    await screen.findByRole('log', {}, { timeout: 3000 });
    const stream = lastStream();
    stream.open();
    stream.emit('notification.read', { ids: [], all: true, unread: 0 });
    stream.fail(true);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(lastStream()).not.toBe(stream);
    expect(lastStream().url).toBe('/api/events?lastEventId=2');
  } finally {
    vi.useRealTimers();
  }
});

test('a stream refused because its session ended is not opened again: the tab signs out, goes to sign in', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  try {
    const sources = installFakeEventSource();
    let signedIn = true;
    const { calls } = signInAs(testBuyer, {
      ...chatHandlers(conversation, [first]),
      'GET /api/auth/session': () => json(200, { user: signedIn ? testBuyer : null }),
      'GET /api/auth/me': () => json(401, { status: 401, code: 'NOT_SIGNED_IN', detail: 'Please sign in.' }),
    });
    const { router } = renderRoute(routes, `/message/${conversation._id}`);
    await screen.findByRole('log', {}, { timeout: 3000 });
    lastStream().open();
    // Signed out elsewhere: the server ended the stream, and answers its reconnection 401.
    signedIn = false;
    lastStream().fail(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.method === 'GET' && call.path === '/api/auth/me')).toBe(true);
    expect(localStorage.getItem(CURRENT_USER_KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sources.instances).toHaveLength(1);
  } finally {
    vi.useRealTimers();
  }
});
