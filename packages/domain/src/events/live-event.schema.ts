import { z } from 'zod';
import { Conversation } from '../conversations/conversation.schema.ts';
import { Message } from '../messages/message.schema.ts';
import { Notification } from '../notifications/notification.schema.ts';

/**
 * The live events of GET /api/events, a Server-Sent Events stream for the signed-in user. Each
 * event is `id: <number>`, `event: <type>`, `data: <JSON>`; EventSource sends the last id back as
 * Last-Event-ID when it reconnects, and the server replays what was missed. The web parses `data`
 * with the schema of the event's type.
 */

export const ReadyEventData = z.object({
  unreadNotifications: z.number().int(),
  unreadConversations: z.number().int(),
});

/** A message was sent in one of the caller's conversations (by the other person, or by the caller in another tab). */
export const MessageCreatedEventData = z.object({
  message: Message,
  /** The conversation as the receiver of this event sees it (their read flag, the other person). */
  conversation: Conversation,
});

/** Someone read a conversation: a read receipt for the other person, a sync for the reader's other tabs. */
export const ConversationReadEventData = z.object({
  conversationId: z.string(),
  /** Who read it. */
  userId: z.string(),
  readAt: z.string(),
});

export const NotificationCreatedEventData = z.object({
  notification: Notification,
  /** The caller's unread notifications after this one. */
  unread: z.number().int(),
});

export const NotificationReadEventData = z.object({
  /** The notifications marked read (empty when all is true). */
  ids: z.array(z.string()),
  all: z.boolean(),
  unread: z.number().int(),
});

/** The stream could not replay everything missed (the client was away too long): refetch what is shown. */
export const ResyncEventData = z.object({});

export const LIVE_EVENT_DATA = {
  ready: ReadyEventData,
  'message.created': MessageCreatedEventData,
  'conversation.read': ConversationReadEventData,
  'notification.created': NotificationCreatedEventData,
  'notification.read': NotificationReadEventData,
  resync: ResyncEventData,
} as const;

export type LiveEventType = keyof typeof LIVE_EVENT_DATA;
export const LIVE_EVENT_TYPES = Object.keys(LIVE_EVENT_DATA) as LiveEventType[];
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof LIVE_EVENT_DATA)[T]>;

/** The server's heartbeat comment, so that proxies keep the stream open. */
export const EVENTS_HEARTBEAT_MS = 25_000;
/** The reconnection delay the server asks EventSource to use. */
export const EVENTS_RETRY_MS = 2_000;
