import { waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeEventSource, lastStream } from '../../test/fixtures/event-source.ts';
import { buildConversation, buildMessage, chatHandlers } from '../../test/fixtures/messages.ts';
import { signInAs, testBuyer } from '../../test/fixtures/users.ts';
import { renderLiveHook } from '../../test/render-live-hook.tsx';
import { json } from '../../test/responses.ts';
import { useConversation } from './api/get-conversation.ts';
import { useConversations } from './api/get-conversations.ts';
import { useMessages } from './api/get-messages.ts';
import { useUnreadConversations } from './api/get-unread-conversations.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The live stream writes into the caches by key, the screens read them through these hooks: if the
 * two ever spelled a key differently, the event would land beside the screen and this test fails.
 */
test('a live message lands in the cache entries the chat, the conversation list and the unread count use', async () => {
  installFakeEventSource();
  const conversation = buildConversation({ read: true });
  const { calls } = signInAs(testBuyer, {
    ...chatHandlers(conversation, [buildMessage({ desc: 'Hello Sam' })]),
    'GET /api/conversations': () => json(200, { items: [conversation], nextCursor: null, unread: 0 }),
  });
  const { result, queryClient } = renderLiveHook(() => ({
    messages: useMessages(testBuyer._id, conversation._id, { enabled: true, pollMs: false }),
    conversations: useConversations(testBuyer._id),
    conversation: useConversation(testBuyer._id, conversation._id),
    unread: useUnreadConversations(testBuyer._id),
  }));
  await waitFor(() =>
    expect(
      result.current.messages.isSuccess &&
        result.current.conversations.isSuccess &&
        result.current.conversation.isSuccess,
    ).toBe(true),
  );
  lastStream().open({ unreadNotifications: 0, unreadConversations: 0 });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(result.current.unread).toBe(0);
  const asked = calls.length;

  const reply = buildMessage({ conversationId: conversation._id, userId: 'seller-1', desc: 'Are you free on Monday?' });
  lastStream().emit('message.created', {
    message: reply,
    conversation: { ...conversation, read: false, lastMessage: reply.desc },
  });

  await waitFor(() => expect(result.current.messages.data?.pages[0]?.items[0]?._id).toBe(reply._id));
  expect(result.current.conversations.data?.pages[0]?.items[0]).toMatchObject({ lastMessage: reply.desc, read: false });
  expect(result.current.conversation.data?.read).toBe(false);
  expect(result.current.unread).toBe(1);

  lastStream().emit('conversation.read', {
    conversationId: conversation._id,
    userId: testBuyer._id,
    readAt: new Date().toISOString(),
  });
  await waitFor(() => expect(result.current.unread).toBe(0));
  expect(result.current.conversation.data?.read).toBe(true);
  expect(calls.length).toBe(asked); // every change came from the stream: nothing was asked again
});
