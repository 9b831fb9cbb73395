import type { NotificationList } from '@inkwell/domain/notifications/notification.schema';
import { infiniteQueryOptions, useInfiniteQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';
import { setUnreadNotifications } from '../notification-cache.ts';

/** GET /api/notifications: one page of the caller's notifications, the most recently changed first, with `unread`. */
export function getNotifications(cursor: string | null, signal?: AbortSignal): Promise<NotificationList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<NotificationList>(`/notifications${query}`, { signal });
}

/** The first page also says how many are unread: the bell follows it. */
export const getNotificationsQueryOptions = (queryClient: QueryClient, viewerId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(viewerId),
    queryFn: async ({ pageParam, signal }) => {
      const page = await getNotifications(pageParam, signal);
      if (pageParam === null) setUnreadNotifications(queryClient, viewerId, page.unread);
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** The notifications, asked for when the menu opens; live events keep them current afterwards. */
export function useNotifications(viewerId: string, options: { enabled: boolean }) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({ ...getNotificationsQueryOptions(queryClient, viewerId), enabled: options.enabled });
}
