/** The live stream (mounted once by app/) and what the screens read of it. */
export { LiveEventsProvider, useLiveStatus } from './live-events.tsx';
export { addMessage, liveCountsQueryKey, markNotificationsRead, putConversation, setUnreadNotifications, unreadConversationsQueryKey, type LiveCounts } from './live-cache.ts';
