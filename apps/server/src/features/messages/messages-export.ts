import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { messages } from '../../db/schema/messages.ts';
import { conversationIdsOfMember } from '../conversations/index.ts';
import { usernamesOf } from '../users/index.ts';

/**
 * The messages' part of a person's data export (the users feature's accountExportParts): every
 * message of their conversations, those they wrote and those they received, the writer by username.
 */
export async function messagesExportPart(db: Executor, userId: string) {
  const conversationIds = await conversationIdsOfMember(db, userId);
  if (conversationIds.length === 0) return { messages: [] };
  const rows = await db
    .select({
      id: messages.id,
      conversationId: messages.conversationId,
      userId: messages.userId,
      text: messages.desc,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inArray(messages.conversationId, conversationIds))
    .orderBy(asc(messages.createdAt));
  const names = await usernamesOf(
    db,
    rows.map((row) => row.userId),
  );
  return {
    messages: rows.map((row) => ({
      id: row.id,
      conversationId: row.conversationId,
      from: names.get(row.userId),
      mine: row.userId === userId,
      text: row.text,
      createdAt: row.createdAt,
    })),
  };
}
