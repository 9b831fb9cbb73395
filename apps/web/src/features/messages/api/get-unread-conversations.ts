import type { ConversationList } from '@inkwell/domain/conversations/conversation.schema';
import { MESSAGE_POLL_MS } from '@inkwell/domain/limits';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useLiveStatus } from '../../../lib/live-status.ts';
import { messageKeys } from '../../../lib/query-keys.ts';

/** How many conversations the caller has not read, from GET /api/conversations?limit=1. */
export async function getUnreadConversations(signal?: AbortSignal): Promise<number> {
  const page = await api<ConversationList>('/conversations?limit=1', { signal });
  return page.unread;
}

/**
 * The Messages links' count. The live stream gives it (its ready event, then each message and read);
 * it is asked for only when the cache lacks it while the stream is open, when an event could not move
 * it safely, and every MESSAGE_POLL_MS while the stream is down. `null`: nobody is signed in.
 */
export function useUnreadConversations(viewerId: string | null): number | undefined {
  const status = useLiveStatus();
  const down = status === 'down';
  const query = useQuery({
    queryKey: messageKeys.unreadConversations(viewerId ?? ''),
    queryFn: ({ signal }) => getUnreadConversations(signal),
    enabled: (query) =>
      viewerId !== null && (down || query.state.isInvalidated || (status === 'open' && query.state.data === undefined)),
    staleTime: Infinity,
    refetchInterval: down ? MESSAGE_POLL_MS : false,
  });
  return viewerId === null ? undefined : query.data;
}
