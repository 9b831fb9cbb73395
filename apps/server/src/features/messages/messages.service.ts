import { previewOf } from '@inkwell/domain/notifications/notification.rules';
import {
  MESSAGES_PER_HOUR,
  MESSAGES_PER_MINUTE,
  MessageForm,
  type Message,
  type MessageList,
  type OperatorMessageList,
} from '@inkwell/domain/messages/message.schema';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { newId } from '../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../lib/keyset-cursor.ts';
import { parseInput, type FieldCodeOf } from '../../lib/validation.ts';
import { attachableFiles, type FileReader } from '../files/index.ts';
import { CONVERSATION_ID_PATTERN, lockMemberView, memberView, toConversation } from '../conversations/index.ts';
import { deliver, publish, type OutgoingEvent } from '../events/index.ts';
import { messageNotificationEvents } from '../notifications/index.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { messageFilesRepository } from './message-files.repository.ts';
import { toMessage, toOperatorMessage } from './message.mapper.ts';
import { messagesRepository, type MessageViewRow, type SentRow } from './messages.repository.ts';

/** Messages of a conversation: only its two people read or write them (404 for anyone else). */

const keysetOf = (row: MessageViewRow) => ({ at: row.createdAtKey, id: row.message.id });

/** GET /messages/{conversationId}: the newest page first; nextCursor asks for older messages. */
export async function listMessages(
  db: Database,
  viewer: UserRow | null,
  conversationId: string,
  query: PageQuery,
): Promise<MessageList> {
  const user = requireUser(viewer);
  await memberView(db, conversationId, user.id);
  return conversationPage(db, conversationId, query);
}

/**
 * One page of a conversation's messages with their files, the newest
 * first, for a caller that has already checked who may read it.
 */
async function pageOfConversation<T>(
  db: Database,
  conversationId: string,
  query: PageQuery,
  map: (row: MessageViewRow['message'], files?: FileDto[]) => T,
): Promise<{ items: T[]; nextCursor: string | null }> {
  const after = query.cursor ? decodeKeyset(query.cursor, 'messages') : undefined;
  const rows = await messagesRepository(db).listOfConversation(conversationId, query.limit, after);
  const files = await messageFilesRepository(db).filesOf(rows.slice(0, query.limit).map((row) => row.message.id));
  return pageFrom(rows, query.limit, 'messages', keysetOf, (row) => map(row.message, files.get(row.message.id)));
}

/**
 * A page of messages as one of the conversation's two people reads it (GET /messages/{id} above): masked texts only.
 */
export const conversationPage = (db: Database, conversationId: string, query: PageQuery): Promise<MessageList> =>
  pageOfConversation(db, conversationId, query, toMessage);

/** A page of messages as an operator reads it (a dispute, a report): the masked text and the original beside it. */
export const operatorConversationPage = (
  db: Database,
  conversationId: string,
  query: PageQuery,
): Promise<OperatorMessageList> => pageOfConversation(db, conversationId, query, toOperatorMessage);

/**
 * The code of the first field in error, from its problem's code (never its English sentence): the
 * text's own (too long, else empty), or VALIDATION_FAILED for the files (too many, not a list of ids).
 */
const fieldCode: FieldCodeOf = (field, _message, problem) =>
  field.startsWith('files') ? 'VALIDATION_FAILED' : problem?.code === 'too_long' ? 'MESSAGE_TOO_LONG' : 'MESSAGE_EMPTY';

/** The file reader of app.ts: the two people of a conversation whose message carries the file read it. */
export const messageFileReader: FileReader = (db, fileId, viewer) =>
  messageFilesRepository(db).sharedWith(fileId, viewer);

/** 429 when the writer was over a limit (the send then stored nothing), with Retry-After in seconds. */
function sendingLimitError(recent: SentRow['recent']): DomainError {
  const wait = recent.minute >= MESSAGES_PER_MINUTE ? recent.minuteFreesIn : recent.hourFreesIn;
  return new DomainError('TOO_MANY_MESSAGES', undefined, {
    headers: { 'retry-after': String(Math.max(1, Math.ceil(wait))) },
  });
}

/** The input's first error (400), thrown only once the caller is known to be in the conversation (404 comes first). */
function parseMessage(input: Record<string, unknown>): { form: MessageForm } | { error: unknown } {
  try {
    return { form: parseInput(MessageForm, { desc: input.desc, files: input.files ?? undefined }, fieldCode) };
  } catch (error) {
    return { error };
  }
}

/**
 * POST /messages { conversationId, desc, files? }, checked in order: 401, 404 (not one of the
 * caller's conversations), 400 (the trimmed text empty or over the limit, more than MESSAGE_FILES_MAX
 * files, then FILE_NOT_ATTACHABLE for a file that is not one the writer uploaded), 429 (sending
 * limit). In one transaction, under the conversation's row lock: the message and its files are
 * stored, the conversation gets its text and time, is read by the writer and unread by the other;
 * the other is notified and both people's streams get message.created with the files. The whole
 * send is three statements (the conversation's lock, the send with the event locks, the events:
 * each round trip waits a turn of the event loop behind the other requests), and once committed its
 * events go straight to the streams of this process (decision 014).
 */
export async function sendMessage(db: Database, viewer: UserRow | null, body: unknown): Promise<Message> {
  const user = requireUser(viewer);
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const conversationId =
    typeof input.conversationId === 'string' && CONVERSATION_ID_PATTERN.test(input.conversationId)
      ? input.conversationId
      : '';
  const parsed = parseMessage(input);
  const { dto, stored } = await db.transaction(async (tx) => {
    const view = await lockMemberView(tx, conversationId, user.id);
    if ('error' in parsed) throw parsed.error;
    const { desc: written, files: fileIds } = parsed.form;
    // The one place a message's text is masked (decisions 037, 054): everything below (the stored text,
    // the conversation's last message, the notification, both streams' events) carries only `desc`.
    const { values, originalText } = maskTexts('POST /api/messages', { desc: written });
    const { desc } = values;
    const files = await attachableFiles(tx, user.id, fileIds);
    const { conversation } = view;
    const recipientId = conversation.sellerId === user.id ? conversation.buyerId : conversation.sellerId;
    const at = new Date();
    const sent = await messagesRepository(tx).sendInLockedConversation({
      id: newId(),
      conversationId,
      writerId: user.id,
      recipientId,
      desc,
      originalDesc: originalText ? written : null,
      fileIds: files.map((file) => file._id),
      notificationId: newId(at.getTime()),
      notificationAt: at,
      preview: previewOf(desc),
      limits: { perMinute: MESSAGES_PER_MINUTE, perHour: MESSAGES_PER_HOUR },
    });
    if (!sent.message || !sent.conversation || !sent.notification) throw sendingLimitError(sent.recent);
    const message = toMessage(sent.message, files);
    const updated = { ...view, conversation: { ...conversation, ...sent.conversation } };
    const created: OutgoingEvent[] = [user.id, recipientId].map((userId) => ({
      userId,
      type: 'message.created',
      data: { message, conversation: toConversation(updated, userId) },
    }));
    const notified = messageNotificationEvents({
      writerId: user.id,
      writerReadIds: sent.writerReadIds,
      recipientId,
      conversationId,
      actor: { id: user.id, username: user.username, fullName: user.fullName, img: user.img },
      notification: sent.notification,
    });
    return { dto: message, stored: await publish(tx, [...created, ...notified], { locked: true }) };
  });
  deliver(db, stored);
  return dto;
}
