import type { NotificationsReadAll } from '@inkwell/domain/notifications/notification.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { markNotificationsRead } from '../notification-cache.ts';

/** PUT /api/notifications/read-all: marks every notification of the caller read. */
export function markAllNotificationsRead(): Promise<NotificationsReadAll> {
  return api<NotificationsReadAll>('/notifications/read-all', { method: 'PUT' });
}

export function useMarkAllNotificationsRead(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSuccess: ({ unread }) => markNotificationsRead(queryClient, viewerId, { ids: [], all: true, unread }),
  });
}
