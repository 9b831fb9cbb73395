import type { MessageList } from '@inkwell/domain/messages/message.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { messageKeys } from '../../../lib/query-keys.ts';

/** GET /api/messages/{conversationId}: one page of messages, the newest first; nextCursor asks for older ones. */
export function getMessages(conversationId: string, cursor: string | null, signal?: AbortSignal): Promise<MessageList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<MessageList>(`/messages/${encodeURIComponent(conversationId)}${query}`, { signal });
}

export const getMessagesQueryOptions = (viewerId: string, conversationId: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.thread(viewerId, conversationId),
    queryFn: ({ pageParam, signal }) => getMessages(conversationId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/**
 * The chat's messages, a page at a time (older pages on scroll up). While the live stream is down,
 * it asks again every `pollMs` (docs/product.md#notifications-and-live-events:
 * 3000 ms); while it is up, new messages arrive as events.
 */
export function useMessages(
  viewerId: string,
  conversationId: string,
  options: { enabled: boolean; pollMs: number | false },
) {
  return useInfiniteQuery({
    ...getMessagesQueryOptions(viewerId, conversationId),
    enabled: options.enabled,
    refetchInterval: options.pollMs,
  });
}
