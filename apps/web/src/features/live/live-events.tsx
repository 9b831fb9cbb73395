import { LIVE_EVENT_DATA, LIVE_EVENT_TYPES, type LiveEventData, type LiveEventType } from '@inkwell/domain/events/live-event.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LiveStatusContext, type LiveStatus } from '../../lib/live-status.ts';
import { useCurrentUser } from '../auth/index.ts';
import { liveHandlers, refetchLiveData } from './live-cache.ts';

/**
 * The live stream of decision 014: one EventSource per tab on GET /api/events while someone is signed
 * in. Each event is checked with its domain schema and lands in the query caches (live-cache.ts).
 * EventSource reconnects by itself and sends Last-Event-ID; when the server refuses it (a 429, a
 * restart that answers an error), the stream is opened again after a pause, resuming from the
 * last id seen. Its status (lib/live-status.ts) tells the screens whether to ask on a timer instead.
 */

/** How long to wait before opening a stream the server refused, growing to a minute. */
const REOPEN_DELAYS_MS = [2_000, 5_000, 15_000, 60_000];

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
    const handlers = liveHandlers(queryClient, viewerId);
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
          if (type === 'ready' && lastEventId === '') void refetchLiveData(queryClient, viewerId, 'chats');
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
