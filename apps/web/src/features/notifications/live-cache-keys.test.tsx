import { waitFor } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { installFakeEventSource, lastStream } from '../../test/fixtures/event-source.ts';
import { buildNotification } from '../../test/fixtures/notifications.ts';
import { signInAs, testSeller } from '../../test/fixtures/users.ts';
import { renderLiveHook } from '../../test/render-live-hook.tsx';
import { json } from '../../test/responses.ts';
import { useNotifications } from './api/get-notifications.ts';
import { useUnreadNotifications } from './api/get-unread-notifications.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

/** As for messages: the stream's writes and the bell's reads must use the same keys, or the bell never moves. */
test('a live notification lands in the very cache entries the bell and its menu read', async () => {
  installFakeEventSource();
  const old = buildNotification({ read: true });
  const { calls } = signInAs(testSeller, {
    'GET /api/notifications': () => json(200, { items: [old], nextCursor: null, unread: 0 }),
    'GET /api/bids/owner/pending': () => json(200, { items: [], nextCursor: null }),
  });
  const { result, queryClient } = renderLiveHook(() => ({
    list: useNotifications(testSeller._id, { enabled: true }),
    unread: useUnreadNotifications(testSeller._id),
  }));
  await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
  lastStream().open({ unreadNotifications: 0, unreadConversations: 0 });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(result.current.unread).toBe(0);
  const asked = calls.length;

  const fresh = buildNotification({ type: 'message_received', conversationId: 'buyer-1_seller-1', preview: 'Hello' });
  lastStream().emit('notification.created', { notification: fresh, unread: 1 });
  await waitFor(() => expect(result.current.unread).toBe(1));
  expect(result.current.list.data?.pages[0]?.items.map((item) => item._id)).toEqual([fresh._id, old._id]);

  lastStream().emit('notification.read', { ids: [fresh._id], all: false, unread: 0 });
  await waitFor(() => expect(result.current.unread).toBe(0));
  expect(result.current.list.data?.pages[0]?.items[0]?.read).toBe(true);
  expect(calls.length).toBe(asked);
});
