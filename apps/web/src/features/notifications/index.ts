/** The bell and its menu, which the navbars show, and the cache writes the live stream makes for its events. */
export { NotificationsMenu } from './components/notifications-menu.tsx';
export { markNotificationsRead, putNotification, setUnreadNotifications } from './notification-cache.ts';
