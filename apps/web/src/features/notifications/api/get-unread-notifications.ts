import { MESSAGE_POLL_MS } from '@inkwell/domain/limits';
import type { NotificationList } from '@inkwell/domain/notifications/notification.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveStatus } from '../../../lib/live-status.ts';
import { notificationKeys } from '../../../lib/query-keys.ts';

/** How many notifications are unread, from GET /api/notifications?limit=1. */
export async function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  const page = await api<NotificationList>('/notifications?limit=1', { signal });
  return page.unread;
}

/**
 * The bell's count. The live stream gives it (its ready event, then each notification event); while
 * the stream is down it is asked for every MESSAGE_POLL_MS, like the chat's messages.
 */
export function useUnreadNotifications(viewerId: string): number | undefined {
  const down = useLiveStatus() === 'down';
  const query = useQuery({
    queryKey: notificationKeys.unread(viewerId),
    queryFn: ({ signal }) => getUnreadNotifications(signal),
    enabled: down,
    staleTime: Infinity,
    refetchInterval: down ? MESSAGE_POLL_MS : false,
  });
  return query.data;
}
