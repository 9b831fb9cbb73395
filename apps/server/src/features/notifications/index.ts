/**
 * The public face of the notifications feature: its routes, telling people what happened inside a
 * change's transaction, and its part of a person's data export (app.ts registers it).
 */
export { messageNotificationsAfter } from './notifications.repository.ts';
export { notificationsExportPart } from './notifications-export.ts';
export { notificationsRoutes, type NotificationsRoutesOptions } from './notifications.routes.ts';
export {
  countUnreadNotifications,
  messageNotificationEvents,
  notify,
  readConversationNotifications,
  type NotifyInput,
} from './notifications.service.ts';
