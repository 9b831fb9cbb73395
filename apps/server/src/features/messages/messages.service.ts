import { MESSAGE_MESSAGES, MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE, MessageForm, type Message, type MessageList } from '@inkwell/domain/messages/message.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { parseInput } from '../../lib/validation.ts';
import { attachableFiles, type FileReader } from '../files/index.ts';
import { CONVERSATION_ID_PATTERN, lockConversation, memberView, recordMessage, toConversation } from '../conversations/index.ts';
import type { OutgoingEvent } from '../events/index.ts';
import { notify, readConversationNotifications } from '../notifications/index.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { messageFilesRepository } from './message-files.repository.ts';
import { toMessage } from './message.mapper.ts';
import { messagesRepository, type MessageViewRow } from './messages.repository.ts';

/** Messages of a conversation: only its two people read or write them (404 for anyone else). */

const keysetOf = (row: MessageViewRow) => ({ at: row.createdAtKey, id: row.message.id });

/** GET /messages/{conversationId}: the newest page first; nextCursor asks for older messages. */
export async function listMessages(db: Database, viewer: UserRow | null, conversationId: string, query: PageQuery): Promise<MessageList> {
  const user = requireUser(viewer);
  await memberView(db, conversationId, user.id);
  return conversationPage(db, conversationId, query);
}

/**
 * One page of a conversation's messages with their files, the newest first, for a caller that has
 * already checked who may read it (GET /messages/{id} above, an operator deciding a dispute).
 */
export async function conversationPage(db: Database, conversationId: string, query: PageQuery): Promise<MessageList> {
  const after = query.cursor ? decodeKeyset(query.cursor, 'messages') : undefined;
  const rows = await messagesRepository(db).listOfConversation(conversationId, query.limit, after);
  const files = await messageFilesRepository(db).filesOf(rows.slice(0, query.limit).map((row) => row.message.id));
  return pageFrom(rows, query.limit, 'messages', keysetOf, (row) => toMessage(row.message, files.get(row.message.id)));
}

/** The code of the first field in error: the text's own, or VALIDATION_FAILED for the files (too many, not a list of ids). */
const fieldCode = (field: string, message: string) =>
  field.startsWith('files') ? 'VALIDATION_FAILED' : message === MESSAGE_MESSAGES.tooLong ? 'MESSAGE_TOO_LONG' : 'MESSAGE_EMPTY';

/** The file reader of app.ts: the two people of a conversation whose message carries the file read it. */
export const messageFileReader: FileReader = (db, fileId, viewer) => messageFilesRepository(db).sharedWith(fileId, viewer);

/** 429 when the writer is over a limit, with Retry-After in seconds. */
async function checkSendingLimit(db: Parameters<typeof messagesRepository>[0], userId: string) {
  const recent = await messagesRepository(db).recentCounts(userId);
  const wait = recent.minute >= MESSAGES_PER_MINUTE ? recent.minuteFreesIn : recent.hour >= MESSAGES_PER_HOUR ? recent.hourFreesIn : null;
  if (wait !== null) throw new DomainError('TOO_MANY_MESSAGES', undefined, { headers: { 'retry-after': String(Math.max(1, Math.ceil(wait))) } });
}

/**
 * POST /messages { conversationId, desc, files? }, checked in order: 401, 404 (not one of the
 * caller's conversations), 400 (the trimmed text empty or over the limit, more than MESSAGE_FILES_MAX
 * files, then FILE_NOT_ATTACHABLE for a file that is not one the writer uploaded), 429 (sending
 * limit). In one transaction, under the conversation's row lock: the message and its files are
 * stored, the conversation gets its text and time, is read by the writer and unread by the other;
 * the other is notified and both people's streams get message.created with the files.
 */
export async function sendMessage(db: Database, viewer: UserRow | null, body: unknown): Promise<Message> {
  const user = requireUser(viewer);
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const conversationId = typeof input.conversationId === 'string' && CONVERSATION_ID_PATTERN.test(input.conversationId) ? input.conversationId : '';
  await memberView(db, conversationId, user.id);
  const { desc, files: fileIds } = parseInput(MessageForm, { desc: input.desc, files: input.files ?? undefined }, fieldCode);
  const files = await attachableFiles(db, user.id, fileIds);
  return db.transaction(async (tx) => {
    const conversation = (await lockConversation(tx, conversationId))!;
    await checkSendingLimit(tx, user.id);
    const message = await messagesRepository(tx).insert({ id: newId(), conversationId, userId: user.id, desc });
    await messageFilesRepository(tx).attach(message.id, files.map((file) => file._id));
    const view = await recordMessage(tx, conversationId, user.id, desc, message.createdAt);
    const recipientId = conversation.sellerId === user.id ? conversation.buyerId : conversation.sellerId;
    const dto = toMessage(message, files);
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
