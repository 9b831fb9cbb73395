import {
  LIVE_EVENT_DATA,
  LIVE_EVENT_TYPES,
  type LiveEventData,
  type LiveEventType,
} from '@inkwell/domain/events/live-event.schema';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import type { LiveStatus } from '../../lib/live-status.ts';
import { authKeys } from '../../lib/query-keys.ts';
import { getMeQueryOptions } from '../auth/index.ts';
import { liveHandlers, refetchLiveData } from './live-cache.ts';

/**
 * The stream itself (decision 014), loaded by live-events.tsx once someone is signed in: its event
 * schemas and the caches it feeds are not in a visitor's first download (decision 031).
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

/**
 * Whether a refusal of the stream was its session's end (signed out here or elsewhere, a password
 * changed, a suspension: the server ends the stream and answers its reconnection 401). EventSource
 * does not tell a refusal's status, so the tab asks who is signed in: nobody, and the browser forgets
 * the person (the signed-out state: its stream closes, guarded pages go to sign in), then asks where
 * a 401 is the answer, so that the app handles it as every lost session (app/providers.tsx). A
 * network failure keeps the last known person: the stream is tried again later.
 */
async function sessionEnded(queryClient: QueryClient): Promise<boolean> {
  const user = await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }).catch(() => undefined);
  if (user !== null) return false;
  await queryClient
    .fetchQuery({ queryKey: [...authKeys.all, 'lost'], queryFn: () => api('/auth/me'), retry: false, gcTime: 0 })
    .catch(() => undefined);
  return true;
}

/** Opens the viewer's stream, reporting its status; returns what closes it. */
export function openLiveStream(
  queryClient: QueryClient,
  viewerId: string,
  setStatus: (status: LiveStatus) => void,
): () => void {
  const handlers = liveHandlers(queryClient, viewerId);
  let source: EventSource | null = null;
  let lastEventId = '';
  let failures = 0;
  let reopen: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

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
      // A session that ended is not retried: the tab is signed out instead.
      void sessionEnded(queryClient).then((ended) => {
        if (!ended && !stopped) reopen = setTimeout(open, delay);
      });
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
    stopped = true;
    clearTimeout(reopen);
    source?.close();
  };
}
