/** The public face of the notifications feature: its routes, and telling people what happened inside a change's transaction. */
export { messageNotificationsAfter } from './notifications.repository.ts';
export { notificationsRoutes, type NotificationsRoutesOptions } from './notifications.routes.ts';
export {
  countUnreadNotifications,
  messageNotificationEvents,
  notify,
  readConversationNotifications,
  type NotifyInput,
} from './notifications.service.ts';
