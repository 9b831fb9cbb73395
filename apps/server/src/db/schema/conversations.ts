import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/** Conversations between two people and their messages. */

export const conversations = pgTable(
  'conversations',
  {
    /** `min(a,b) + "_" + max(a,b)` of the two user ids (docs/product.md#ids). */
    id: text('id').primaryKey(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readBySeller: boolean('read_by_seller').notNull().default(true),
    readByBuyer: boolean('read_by_buyer').notNull().default(true),
    lastMessage: text('last_message').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('conversations_two_people', sql`${t.sellerId} <> ${t.buyerId}`),
    index('conversations_seller_updated_idx').on(t.sellerId, t.updatedAt.desc()),
    index('conversations_buyer_updated_idx').on(t.buyerId, t.updatedAt.desc()),
    /** A person's list leaves out conversations nobody has written in yet (every message sets last_message). */
    index('conversations_seller_listed_idx')
      .on(t.sellerId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.lastMessage} <> ''`),
    index('conversations_buyer_listed_idx')
      .on(t.buyerId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.lastMessage} <> ''`),
  ],
);

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
    /** The message as its sender wrote it, kept only when contact masking changed `desc` (issue 17): the sender and operators see it. */
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
