import type { FileDto } from '@inkwell/domain/files/file.schema';
import { and, asc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messageFiles, messages } from '../../db/schema/messages.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { conversationBetween, isConversationMember } from '../conversations/index.ts';
import { fileCardsAs, toFileDto } from '../files/index.ts';

/** The messages' place that holds a private file (the files feature's fileReferences): a message's attachments. */
export const messagesHoldFile = (fileId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${messageFiles} WHERE ${messageFiles.fileId} = ${fileId})`;

/** The files feature's read model, aliased as its table so the statement reads as a plain join. */
const files = fileCardsAs('files');

/**
 * Whether a message carries the file in a conversation between two people that `people` accepts
 * (given the conversation's seller and buyer ids as SQL): one query, for another feature's rule.
 */
export async function fileSentBetween(
  db: Executor,
  fileId: string,
  people: (sellerId: SQLWrapper, buyerId: SQLWrapper) => SQL,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(messageFiles)
    .innerJoin(messages, eq(messages.id, messageFiles.messageId))
    .where(and(eq(messageFiles.fileId, fileId), conversationBetween(messages.conversationId, people)))
    .limit(1);
  return row !== undefined;
}

/** The only module that touches message_files: which private files each message carries, in order. */
export function messageFilesRepository(db: Executor) {
  return {
    /** Attaches the files to a new message, at positions 0, 1, 2... (in the message's transaction). */
    async attach(messageId: string, fileIds: readonly string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db.insert(messageFiles).values(fileIds.map((fileId, position) => ({ messageId, fileId, position })));
    },

    /** The files of several messages in one query: message id -> its files in order (absent: none). */
    async filesOf(messageIds: readonly string[]): Promise<Map<string, FileDto[]>> {
      const byMessage = new Map<string, FileDto[]>();
      if (messageIds.length === 0) return byMessage;
      const rows = await db
        .select({
          messageId: messageFiles.messageId,
          file: { id: files.id, name: files.name, sizeBytes: files.sizeBytes, contentType: files.contentType },
        })
        .from(messageFiles)
        .innerJoin(files, eq(files.id, messageFiles.fileId))
        .where(inArray(messageFiles.messageId, [...messageIds]))
        .orderBy(asc(messageFiles.messageId), asc(messageFiles.position));
      for (const row of rows) {
        const list = byMessage.get(row.messageId) ?? [];
        list.push(toFileDto(row.file));
        byMessage.set(row.messageId, list);
      }
      return byMessage;
    },

    /** Whether the viewer is one of the two people of a conversation where a message carries the file. */
    async sharedWith(fileId: string, viewer: UserRow): Promise<boolean> {
      const [row] = await db
        .select({ messageId: messageFiles.messageId })
        .from(messageFiles)
        .innerJoin(messages, eq(messages.id, messageFiles.messageId))
        .where(and(eq(messageFiles.fileId, fileId), isConversationMember(messages.conversationId, viewer.id)))
        .limit(1);
      return row !== undefined;
    },
  };
}
