import { LIVE_EVENT_DATA, LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from '@inkwell/domain/events/live-event.schema';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useCurrentUser } from '../auth/index.ts';
import { addMessage, markNotificationsRead, markRead, putConversation, putNotification, refetchLiveData, setUnreadConversations, setUnreadNotifications } from './live-cache.ts';

/**
 * The live stream of decision 014: one EventSource per tab on GET /api/events while someone is signed
 * in. Each event is checked with its domain schema and lands in the query caches (live-cache.ts).
 * EventSource reconnects by itself and sends Last-Event-ID; when the server refuses it (a 429, a
 * restart that answers an error), the stream is opened again after a pause, resuming from the
 * last id seen. `off`: no stream here (signed out, or a browser without EventSource).
 */
export type LiveStatus = 'off' | 'connecting' | 'open' | 'down';

const LiveStatusContext = createContext<LiveStatus>('off');

/** Whether new messages and notifications arrive by themselves; when not, screens ask the server on a timer. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/** How long to wait before opening a stream the server refused, growing to a minute. */
const REOPEN_DELAYS_MS = [2_000, 5_000, 15_000, 60_000];

/** The Seller Hub's figures (GET /gigs/stats) count active orders and unread conversations. */
const SELLER_STATS_KEY = ['gigs', 'stats'];

type Handler = { [T in LiveEventType]: (data: LiveEventData<T>) => void };

function handlersFor(queryClient: QueryClient, viewerId: string): Handler {
  return {
    ready: (data) => {
      setUnreadNotifications(queryClient, viewerId, data.unreadNotifications);
      setUnreadConversations(queryClient, viewerId, data.unreadConversations);
    },
    'message.created': ({ message, conversation }) => {
      addMessage(queryClient, viewerId, message);
      putConversation(queryClient, viewerId, conversation, { moveToTop: true });
      if (!conversation.read) void queryClient.invalidateQueries({ queryKey: SELLER_STATS_KEY });
    },
    'conversation.read': ({ conversationId, userId }) => {
      markRead(queryClient, viewerId, conversationId, userId);
      if (userId === viewerId) void queryClient.invalidateQueries({ queryKey: SELLER_STATS_KEY });
    },
    'notification.created': ({ notification, unread }) => {
      putNotification(queryClient, viewerId, notification, unread);
      // A bid placed, approved, not selected or paid changes the orders screens and the seller's figures.
      if (notification.type.startsWith('bid_')) {
        void queryClient.invalidateQueries({ queryKey: ['bids'] });
        void queryClient.invalidateQueries({ queryKey: SELLER_STATS_KEY });
      }
    },
    'notification.read': (data) => markNotificationsRead(queryClient, viewerId, data),
    resync: () => void refetchLiveData(queryClient, viewerId),
  };
}

function parse<T extends LiveEventType>(type: T, event: MessageEvent<string>): LiveEventData<T> | null {
  try {
    const result = LIVE_EVENT_DATA[type].safeParse(JSON.parse(event.data));
    return result.success ? (result.data as LiveEventData<T>) : null;
  } catch {
    return null;
  }
}

function useLiveStream(viewerId: string | null): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('off');

  useEffect(() => {
    if (!viewerId || typeof EventSource === 'undefined') return;
    const handlers = handlersFor(queryClient, viewerId);
    let source: EventSource | null = null;
    let lastEventId = '';
    let failures = 0;
    let reopen: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      setStatus('connecting');
      const url = lastEventId ? `/api/events?${new URLSearchParams({ lastEventId }).toString()}` : '/api/events';
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.onopen = () => {
        failures = 0;
        setStatus('open');
      };
      stream.onerror = () => {
        setStatus('down');
        if (stream.readyState !== EventSource.CLOSED) return; // EventSource is reconnecting by itself.
        stream.close();
        const delay = REOPEN_DELAYS_MS[Math.min(failures, REOPEN_DELAYS_MS.length - 1)];
        failures += 1;
        reopen = setTimeout(open, delay);
      };
      for (const type of LIVE_EVENT_TYPES) {
        stream.addEventListener(type, (event: MessageEvent<string>) => {
          // A stream that starts afresh begins now: what the screens loaded a moment before it may miss a message.
          if (type === 'ready' && lastEventId === '') void refetchLiveData(queryClient, viewerId, ['conversations', 'messages']);
          if (event.lastEventId) lastEventId = event.lastEventId;
          const data = parse(type, event);
          if (data) (handlers[type] as (value: typeof data) => void)(data);
        });
      }
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient, viewerId]);

  return viewerId ? status : 'off';
}

/** Holds the tab's one stream for the signed-in user; mounted once, above every layout. */
export function LiveEventsProvider({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const status = useLiveStream(user?._id ?? null);
  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}
