import { MESSAGE_MESSAGES, MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE, MessageForm, type Message, type MessageList } from '@inkwell/domain/messages/message.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { parseInput } from '../../lib/validation.ts';
import { CONVERSATION_ID_PATTERN, lockConversation, memberView, recordMessage, toConversation } from '../conversations/index.ts';
import type { OutgoingEvent } from '../events/index.ts';
import { notify, readConversationNotifications } from '../notifications/index.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { toMessage } from './message.mapper.ts';
import { messagesRepository, type MessageViewRow } from './messages.repository.ts';

/** Messages of a conversation: only its two people read or write them (404 for anyone else). */

const keysetOf = (row: MessageViewRow) => ({ at: row.createdAtKey, id: row.message.id });

/** GET /messages/{conversationId}: the newest page first; nextCursor asks for older messages. */
export async function listMessages(db: Database, viewer: UserRow | null, conversationId: string, query: PageQuery): Promise<MessageList> {
  const user = requireUser(viewer);
  await memberView(db, conversationId, user.id);
  const after = query.cursor ? decodeKeyset(query.cursor, 'messages') : undefined;
  const rows = await messagesRepository(db).listOfConversation(conversationId, query.limit, after);
  return pageFrom(rows, query.limit, 'messages', keysetOf, (row) => toMessage(row.message));
}

const fieldCode = (_field: string, message: string) => (message === MESSAGE_MESSAGES.tooLong ? 'MESSAGE_TOO_LONG' : 'MESSAGE_EMPTY');

/** 429 when the writer is over a limit, with Retry-After in seconds. */
async function checkSendingLimit(db: Parameters<typeof messagesRepository>[0], userId: string) {
  const recent = await messagesRepository(db).recentCounts(userId);
  const wait = recent.minute >= MESSAGES_PER_MINUTE ? recent.minuteFreesIn : recent.hour >= MESSAGES_PER_HOUR ? recent.hourFreesIn : null;
  if (wait !== null) throw new DomainError('TOO_MANY_MESSAGES', undefined, { headers: { 'retry-after': String(Math.max(1, Math.ceil(wait))) } });
}

/**
 * POST /messages { conversationId, desc }, checked in order: 401, 404 (not one of the caller's
 * conversations), 400 (the trimmed text empty or over the limit), 429 (sending limit). In one
 * transaction, under the conversation's row lock: the message is stored, the conversation gets its
 * text and time, is read by the writer and unread by the other; the other is notified and both
 * people's streams get message.created.
 */
export async function sendMessage(db: Database, viewer: UserRow | null, body: unknown): Promise<Message> {
  const user = requireUser(viewer);
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const conversationId = typeof input.conversationId === 'string' && CONVERSATION_ID_PATTERN.test(input.conversationId) ? input.conversationId : '';
  await memberView(db, conversationId, user.id);
  const { desc } = parseInput(MessageForm, { desc: input.desc }, fieldCode);
  return db.transaction(async (tx) => {
    const conversation = (await lockConversation(tx, conversationId))!;
    await checkSendingLimit(tx, user.id);
    const message = await messagesRepository(tx).insert({ id: newId(), conversationId, userId: user.id, desc });
    const view = await recordMessage(tx, conversationId, user.id, desc, message.createdAt);
    const recipientId = conversation.sellerId === user.id ? conversation.buyerId : conversation.sellerId;
    const dto = toMessage(message);
    const created: OutgoingEvent[] = [user.id, recipientId].map((userId) => ({
      userId,
      type: 'message.created',
      data: { message: dto, conversation: toConversation(view, userId) },
    }));
    const writerRead = await readConversationNotifications(tx, user.id, conversationId, message.createdAt);
    await notify(tx, [{ userId: recipientId, type: 'message_received', actorId: user.id, conversationId, text: desc }], [...created, ...writerRead]);
    return dto;
  });
}
