import type { FileDto } from '@inkwell/domain/files/file.schema';
import type { Message, OperatorMessage } from '@inkwell/domain/messages/message.schema';
import type { MessageRow } from './messages.repository.ts';

/** A message as the API answers it, with the files it carries (messageFilesRepository.filesOf gives them). */
export function toMessage(row: MessageRow, files: FileDto[] = []): Message {
  return {
    _id: row.id,
    conversationId: row.conversationId,
    userId: row.userId,
    desc: row.desc,
    files,
    createdAt: row.createdAt.toISOString(),
    masked: row.originalDesc !== null,
  };
}

/** A message as an operator reads it: also the text as written when contact details were hidden from it. */
export function toOperatorMessage(row: MessageRow, files: FileDto[] = []): OperatorMessage {
  return { ...toMessage(row, files), originalDesc: row.originalDesc };
}
