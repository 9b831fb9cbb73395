/** The bell and its menu, which the navbars show. */
export { NotificationsMenu } from './components/notifications-menu.tsx';
