import type { NotificationRead } from '@inkwell/domain/notifications/notification.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { markNotificationsRead } from '../notification-cache.ts';

/** PUT /api/notifications/{id}: marks one of the caller's notifications read (again changes nothing). */
export function markNotificationRead(id: string): Promise<NotificationRead> {
  return api<NotificationRead>(`/notifications/${encodeURIComponent(id)}`, { method: 'PUT' });
}

export function useMarkNotificationRead(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSuccess: ({ notification, unread }) =>
      markNotificationsRead(queryClient, viewerId, { ids: [notification._id], all: false, unread }),
  });
}
