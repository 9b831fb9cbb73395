import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { conversations } from './conversations.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** The messages feature's tables: the messages of a conversation and their files. */

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    desc: text('desc').notNull(),
    /**
     * The message as its sender wrote it, kept only when contact
     * masking changed `desc`: the sender and operators see it.
     */
    originalDesc: text('original_desc'),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_desc_length', sql`char_length(${t.desc}) BETWEEN 1 AND 5000`),
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    /** Counts a person's recent messages for the sending limit. */
    index('messages_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** The private files a message carries (the brief, drafts, sources); readable by the conversation's two people. */
export const messageFiles = pgTable(
  'message_files',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.fileId] }), index('message_files_file_idx').on(t.fileId)],
);
