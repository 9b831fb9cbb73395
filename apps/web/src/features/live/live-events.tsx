import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { LiveStatusContext, type LiveStatus } from '../../lib/live-status.ts';
import { useCurrentUser } from '../auth/index.ts';
import type * as LiveStream from './live-stream.ts';

/**
 * The live stream of decision 014: one EventSource per tab on GET /api/events while someone is signed
 * in. Each event is checked with its domain schema and lands in the query caches (live-cache.ts).
 * EventSource reconnects by itself and sends Last-Event-ID; when the server refuses it (a 429, a
 * restart that answers an error), the stream is opened again after a pause, resuming from the
 * last id seen, unless the refusal was the session's end (the server ends a stream with its
 * session and answers 401): the tab is then signed out and the stream is not opened again. Its
 * status (lib/live-status.ts) tells the screens whether to ask on a timer instead.
 * The stream's code (live-stream.ts: the event schemas, the caches it feeds) loads once someone is
 * signed in, so a visitor's first download has none of it (decision 031).
 */

let loaded: typeof LiveStream | undefined;

/** Loads the stream's code (once); tests call it up front so a stream opens as soon as a screen mounts. */
export async function preloadLiveStream(): Promise<typeof LiveStream> {
  loaded ??= await import('./live-stream.ts');
  return loaded;
}

function useLiveStream(viewerId: string | null): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('off');

  useEffect(() => {
    if (!viewerId || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let ended = false;
    if (loaded) close = loaded.openLiveStream(queryClient, viewerId, setStatus);
    else
      void preloadLiveStream().then(({ openLiveStream }) => {
        if (!ended) close = openLiveStream(queryClient, viewerId, setStatus);
      });
    return () => {
      ended = true;
      close?.();
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
