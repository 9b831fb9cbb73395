import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** The conversations feature's table: one conversation between two people. */

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
