import type { Conversation, ConversationList } from '@inkwell/domain/conversations/conversation.schema';
import type { Message, MessageList } from '@inkwell/domain/messages/message.schema';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { messageKeys } from '../../lib/query-keys.ts';

/**
 * How a change to messaging (a live event, or the answer to the viewer's own call) lands in the
 * TanStack Query caches the screens read, without asking the server again. Every function is
 * idempotent: a replayed event (Last-Event-ID) or an event that repeats an answer already applied
 * changes nothing. The live stream (features/live) calls these for its events.
 */

/** A new message: added to the open chat's newest page unless it is already there. */
export function addMessage(queryClient: QueryClient, viewerId: string, message: Message) {
  queryClient.setQueryData<InfiniteData<MessageList>>(messageKeys.thread(viewerId, message.conversationId), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((item) => item._id === message._id))) return data;
    const [newest, ...older] = data.pages as [MessageList, ...MessageList[]];
    return { ...data, pages: [{ ...newest, items: [message, ...newest.items] }, ...older] };
  });
}

/** Whether the viewer had not read the conversation, as the caches know it (undefined: they do not). */
function knownUnread(queryClient: QueryClient, viewerId: string, conversationId: string): boolean | undefined {
  const list = queryClient.getQueryData<InfiniteData<ConversationList>>(messageKeys.conversations(viewerId));
  const known =
    list?.pages.flatMap((page) => page.items).find((item) => item._id === conversationId) ??
    queryClient.getQueryData<Conversation>(messageKeys.conversation(viewerId, conversationId));
  return known ? !known.read : undefined;
}

/**
 * The unread conversations count follows one conversation's read flag. When the caches did not know
 * the flag before, the count cannot be moved safely: it is marked stale, and asked for again if shown.
 */
function followUnread(queryClient: QueryClient, viewerId: string, before: boolean | undefined, after: boolean) {
  const key = messageKeys.unreadConversations(viewerId);
  if (queryClient.getQueryData<number>(key) === undefined) return;
  if (before === undefined) {
    void queryClient.invalidateQueries({ queryKey: key, exact: true });
    return;
  }
  const delta = (after ? 1 : 0) - (before ? 1 : 0);
  if (delta !== 0) queryClient.setQueryData<number>(key, (count) => Math.max(0, (count ?? 0) + delta));
}

/**
 * The conversation as the server now tells it: the chat's copy is replaced, and the list's entry is
 * replaced (moved to the top when it has new activity), the unread counts following its read flag.
 */
export function putConversation(
  queryClient: QueryClient,
  viewerId: string,
  conversation: Conversation,
  options: { moveToTop: boolean },
) {
  const before = knownUnread(queryClient, viewerId, conversation._id);
  queryClient.setQueryData<Conversation>(messageKeys.conversation(viewerId, conversation._id), conversation);
  putListEntry(queryClient, viewerId, conversation, options);
  followUnread(queryClient, viewerId, before, !conversation.read);
}

function putListEntry(
  queryClient: QueryClient,
  viewerId: string,
  conversation: Conversation,
  options: { moveToTop: boolean },
) {
  queryClient.setQueryData<InfiniteData<ConversationList>>(messageKeys.conversations(viewerId), (data) => {
    if (!data || data.pages.length === 0) return data;
    const old = data.pages.flatMap((page) => page.items).find((item) => item._id === conversation._id);
    const delta = (conversation.read ? 0 : 1) - (old && !old.read ? 1 : 0);
    const pages = data.pages.map((page, index) => {
      const items =
        options.moveToTop || !old
          ? page.items.filter((item) => item._id !== conversation._id)
          : page.items.map((item) => (item._id === conversation._id ? conversation : item));
      return {
        ...page,
        items: index === 0 && (options.moveToTop || !old) ? [conversation, ...items] : items,
        unread: Math.max(0, page.unread + delta),
      };
    });
    return { ...data, pages };
  });
}

/** Someone read a conversation: the viewer (another tab of theirs) or the other person (a read receipt). */
export function markRead(queryClient: QueryClient, viewerId: string, conversationId: string, readerId: string) {
  const patch = (conversation: Conversation): Conversation =>
    readerId === viewerId ? { ...conversation, read: true } : { ...conversation, otherRead: true };
  const before = knownUnread(queryClient, viewerId, conversationId);
  const single = queryClient.getQueryData<Conversation>(messageKeys.conversation(viewerId, conversationId));
  if (single) queryClient.setQueryData(messageKeys.conversation(viewerId, conversationId), patch(single));
  const list = queryClient.getQueryData<InfiniteData<ConversationList>>(messageKeys.conversations(viewerId));
  const old = list?.pages.flatMap((page) => page.items).find((item) => item._id === conversationId);
  if (old) {
    queryClient.setQueryData(messageKeys.conversation(viewerId, conversationId), patch(old));
    putListEntry(queryClient, viewerId, patch(old), { moveToTop: false });
  }
  if (readerId === viewerId) followUnread(queryClient, viewerId, before, false);
}

export function setUnreadConversations(queryClient: QueryClient, viewerId: string, unread: number) {
  queryClient.setQueryData<number>(messageKeys.unreadConversations(viewerId), unread);
}
