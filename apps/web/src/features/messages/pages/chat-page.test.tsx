import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { routes } from '../../../test/app-routes.ts';
import { buildConversation, buildMessage, chatHandlers } from '../../../test/fixtures/messages.ts';
import { signInAs, testBuyer } from '../../../test/fixtures/users.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { json, problem, type StubbedCall } from '../../../test/responses.ts';

afterEach(() => {
  vi.useRealTimers();
});

const conversation = buildConversation();
const PATH = `/message/${conversation._id}`;

/** A chat whose POST /api/messages answers with `answer` (the stored message by default). */
function openChat(
  answer?: (call: StubbedCall) => Response,
  messages = [buildMessage({ desc: 'Hello Sam, how can I help?' })],
) {
  const sent: string[] = [];
  const stub = signInAs(testBuyer, {
    ...chatHandlers(conversation, messages),
    'POST /api/messages': (call) => {
      const body = JSON.parse(String(call.body)) as { conversationId: string; desc: string };
      sent.push(body.desc);
      return answer ? answer(call) : json(201, buildMessage({ userId: testBuyer._id, desc: body.desc.trim() }));
    },
  });
  const view = renderRoute(routes, PATH);
  return { ...view, sent, calls: stub.calls };
}

const field = () =>
  screen.findByRole('textbox', { name: 'Write a message' }, { timeout: 5000 }) as Promise<HTMLTextAreaElement>;

test('the chat shows the other person and the messages, oldest first', async () => {
  openChat(undefined, [buildMessage({ desc: 'Second' }), buildMessage({ desc: 'First', userId: testBuyer._id })]);

  expect(await screen.findByRole('heading', { level: 1, name: 'Maria Lopez' }, { timeout: 5000 })).toBeTruthy();
  const log = await screen.findByRole('log', { name: 'Messages with Maria Lopez' });
  const texts = within(log)
    .getAllByRole('paragraph')
    .map((p) => p.textContent);
  expect(texts).toEqual(['First', 'Second']);
  expect(screen.getByRole('link', { name: /View profile/ }).getAttribute('href')).toBe('/profile/seller-1');
  expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/messages');
  await waitFor(() => expect(document.title).toBe('Conversation with Maria Lopez · Inkwell'));
});

test('Enter sends the trimmed text, clears the field and says "Message sent" for about 1.8 s', async () => {
  const { user, sent } = openChat();
  const box = await field();

  await user.type(box, '  Can you do 3,000 words?  {Enter}');
  await waitFor(() => expect(sent).toEqual(['Can you do 3,000 words?']));
  expect(await screen.findByText('Message sent')).toBeTruthy();
  expect(box.value).toBe('');
  const log = screen.getByRole('log');
  expect(await within(log).findByText('Can you do 3,000 words?')).toBeTruthy();
  await waitFor(() => expect(screen.queryByText('Message sent')).toBeNull(), { timeout: 2500 });
});

test('Shift+Enter makes a new line and sends nothing', async () => {
  const { user, sent } = openChat();
  const box = await field();

  await user.type(box, 'First line{Shift>}{Enter}{/Shift}Second line');
  expect(box.value).toBe('First line\nSecond line');
  expect(sent).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(sent).toEqual(['First line\nSecond line']));
  // The Send button disables itself once the field is empty: the focus is back in the field.
  await waitFor(() => expect(box.value).toBe(''));
  expect(document.activeElement).toBe(box);
});

test('blank text is not sent, by Enter or by the button', async () => {
  const { user, sent } = openChat();
  const box = await field();

  await user.type(box, '   {Enter}');
  await user.type(box, '{Shift>}{Enter}{/Shift}{Enter}');
  expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
  expect(sent).toEqual([]);
  expect(screen.getByRole('alert').textContent).toBe('');
});

test.each([
  [
    'the refusal in the reader’s words',
    () => problem(403, 'FORBIDDEN', 'This account is suspended.'),
    'You are not allowed to do this.',
  ],
  [
    '"You cannot message this user" when the server says nothing',
    () => new Response('', { status: 502 }),
    'You cannot message this user',
  ],
  [
    'why when sending too fast (429)',
    () => problem(429, 'TOO_MANY_MESSAGES', 'slow down'),
    'You are sending messages too quickly. Please wait a minute, then try again: your message is still here.',
  ],
])('a failed send shows %s and keeps what was typed', async (_name, answer, text) => {
  const { user } = openChat(answer);
  const box = await field();

  await user.type(box, 'Please keep me{Enter}');
  await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(text));
  expect(box.value).toBe('Please keep me');
  expect(screen.queryByText('Message sent')).toBeNull();
});

test('opening an unread conversation marks it read', async () => {
  const unread = buildConversation({ read: false });
  const { calls } = signInAs(testBuyer, chatHandlers(unread, [buildMessage()]));
  renderRoute(routes, PATH);

  await waitFor(() =>
    expect(calls.some((call) => call.method === 'PUT' && call.path === `/api/conversations/${unread._id}`)).toBe(true),
  );
});

test('a chat in a background tab is marked read only once the person comes back to it', async () => {
  const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  const unread = buildConversation({ read: false });
  const { calls } = signInAs(testBuyer, chatHandlers(unread, [buildMessage({ desc: 'Waiting for you' })]));
  renderRoute(routes, PATH);
  const reads = () => calls.filter((call) => call.method === 'PUT' && call.path === `/api/conversations/${unread._id}`);

  await screen.findByText('Waiting for you', {}, { timeout: 5000 });
  expect(reads()).toHaveLength(0);
  hidden.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(reads()).toHaveLength(1));
});

test("a conversation that does not exist, or is someone else's, says so with a way back", async () => {
  signInAs(testBuyer, {
    'GET /api/conversations/single/a_z': () =>
      problem(404, 'CONVERSATION_NOT_FOUND', "This conversation doesn't exist or you don't have access to it"),
  });
  renderRoute(routes, '/message/a_z');

  expect(await screen.findByText("This conversation doesn't exist or you don't have access to it")).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Back to messages' }).getAttribute('href')).toBe('/messages');
});

test('older messages load from the top with the cursor, above the newer ones', async () => {
  signInAs(testBuyer, {
    ...chatHandlers(conversation),
    [`GET /api/messages/${conversation._id}`]: (call) =>
      call.query.get('cursor') === 'older'
        ? json(200, { items: [buildMessage({ desc: 'The very first message' })], nextCursor: null })
        : json(200, { items: [buildMessage({ desc: 'The latest message' })], nextCursor: 'older' }),
  });
  const { user } = renderRoute(routes, PATH);

  await user.click(await screen.findByRole('button', { name: 'Load earlier messages' }));
  const log = screen.getByRole('log');
  await within(log).findByText('The very first message');
  expect(
    within(log)
      .getAllByRole('paragraph')
      .map((p) => p.textContent),
  ).toEqual(['The very first message', 'The latest message']);
  expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
});

test('scrolling up to the top loads the older messages by itself', async () => {
  signInAs(testBuyer, {
    ...chatHandlers(conversation),
    [`GET /api/messages/${conversation._id}`]: (call) =>
      call.query.get('cursor') === 'older'
        ? json(200, { items: [buildMessage({ desc: 'Found by scrolling up' })], nextCursor: null })
        : json(200, { items: [buildMessage({ desc: 'The latest message' })], nextCursor: 'older' }),
  });
  renderRoute(routes, PATH);

  const log = await screen.findByRole('log', {}, { timeout: 5000 });
  const scroller = log.parentElement as HTMLElement;
  scroller.scrollTop = 0;
  fireEvent.scroll(scroller);
  expect(await within(log).findByText('Found by scrolling up')).toBeTruthy();
});

test('without the live stream, the chat asks for new messages every 3 seconds', async () => {
  let calls = 0;
  signInAs(testBuyer, {
    ...chatHandlers(conversation),
    [`GET /api/messages/${conversation._id}`]: () => {
      calls += 1;
      return json(200, { items: calls === 1 ? [] : [buildMessage({ desc: 'Arrived by polling' })], nextCursor: null });
    },
  });
  renderRoute(routes, PATH);

  await screen.findByRole('log');
  expect(await screen.findByText('Arrived by polling', {}, { timeout: 4500 })).toBeTruthy();
});
