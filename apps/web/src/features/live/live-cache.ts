import type { LiveEventData, LiveEventType } from '@inkwell/domain/events/live-event.schema';
import type { QueryClient } from '@tanstack/react-query';
import { bidKeys, messageKeys, notificationKeys, sellerHubKeys } from '../../lib/query-keys.ts';
import { addMessage, markRead, putConversation, setUnreadConversations } from '../messages/index.ts';
import { markNotificationsRead, putNotification, setUnreadNotifications } from '../notifications/index.ts';

/**
 * How each live event lands in the TanStack Query caches the screens read, without asking the
 * server again. The caches are the features' own: the messages' and notifications' cache functions
 * (through their index.ts) and the key factories of lib/query-keys.ts, which the screens' hooks use
 * too, so the stream always writes the very entries the screens read.
 */
type LiveHandlers = { [T in LiveEventType]: (data: LiveEventData<T>) => void };

export function liveHandlers(queryClient: QueryClient, viewerId: string): LiveHandlers {
  // The Seller Hub's figures (GET /gigs/stats) count active orders and unread conversations.
  const refreshSellerStats = () => void queryClient.invalidateQueries({ queryKey: sellerHubKeys.stats() });
  return {
    ready: (data) => {
      setUnreadNotifications(queryClient, viewerId, data.unreadNotifications);
      setUnreadConversations(queryClient, viewerId, data.unreadConversations);
    },
    'message.created': ({ message, conversation }) => {
      addMessage(queryClient, viewerId, message);
      putConversation(queryClient, viewerId, conversation, { moveToTop: true });
      if (!conversation.read) refreshSellerStats();
    },
    'conversation.read': ({ conversationId, userId }) => {
      markRead(queryClient, viewerId, conversationId, userId);
      if (userId === viewerId) refreshSellerStats();
    },
    'notification.created': ({ notification, unread }) => {
      putNotification(queryClient, viewerId, notification, unread);
      // Anything told about a bid or an order (placed, approved, paid, delivered, cancelled, reviewed...)
      // changes the orders screens, the order's page (its keys sit under the bids') and the seller's figures.
      if (notification.bidId !== null) {
        void queryClient.invalidateQueries({ queryKey: bidKeys.all });
        refreshSellerStats();
      }
    },
    'notification.read': (data) => markNotificationsRead(queryClient, viewerId, data),
    resync: () => void refetchLiveData(queryClient, viewerId, 'all'),
  };
}

/**
 * What the stream feeds is asked for again (the screens on show refetch; the others when they next
 * show): `all` of it, or only the `chats` (conversations and messages, not the unread counts).
 */
export function refetchLiveData(queryClient: QueryClient, viewerId: string, what: 'all' | 'chats') {
  const keys =
    what === 'all'
      ? [messageKeys.viewer(viewerId), notificationKeys.viewer(viewerId)]
      : [messageKeys.conversations(viewerId), messageKeys.conversationSingles(viewerId), messageKeys.threads(viewerId)];
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
