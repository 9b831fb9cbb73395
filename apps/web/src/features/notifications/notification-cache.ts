import type { Notification, NotificationList } from '@inkwell/domain/notifications/notification.schema';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '../../lib/query-keys.ts';

/**
 * How a change to notifications (a live event, or the answer to the viewer's own call) lands in the
 * TanStack Query caches the bell reads, without asking the server again. Every function is
 * idempotent. The live stream (features/live) calls these for its events.
 */

/** A notification created or refreshed (a message notification is refreshed by each new message): first in the list. */
export function putNotification(
  queryClient: QueryClient,
  viewerId: string,
  notification: Notification,
  unread: number,
) {
  setUnreadNotifications(queryClient, viewerId, unread);
  queryClient.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list(viewerId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const pages = data.pages.map((page, index) => {
      const items = page.items.filter((item) => item._id !== notification._id);
      return { ...page, items: index === 0 ? [notification, ...items] : items, unread };
    });
    return { ...data, pages };
  });
}

/** Notifications marked read (some by id, or all of them). */
export function markNotificationsRead(
  queryClient: QueryClient,
  viewerId: string,
  read: { ids: string[]; all: boolean; unread: number },
) {
  setUnreadNotifications(queryClient, viewerId, read.unread);
  queryClient.setQueryData<InfiniteData<NotificationList>>(notificationKeys.list(viewerId), (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({
      ...page,
      unread: read.unread,
      items: page.items.map((item) => (read.all || read.ids.includes(item._id) ? { ...item, read: true } : item)),
    }));
    return { ...data, pages };
  });
}

/** The bell's count (from the stream's ready event, then each event). */
export function setUnreadNotifications(queryClient: QueryClient, viewerId: string, unread: number) {
  queryClient.setQueryData<number>(notificationKeys.unread(viewerId), unread);
}
