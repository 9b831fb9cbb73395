import type { Message } from '@inkwell/domain/messages/message.schema';
import type { MessageRow } from './messages.repository.ts';

export function toMessage(row: MessageRow): Message {
  return { _id: row.id, conversationId: row.conversationId, userId: row.userId, desc: row.desc, createdAt: row.createdAt.toISOString() };
}
