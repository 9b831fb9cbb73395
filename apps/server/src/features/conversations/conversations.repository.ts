import { and, desc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bids } from '../../db/schema/order-life.ts';
import { conversations } from '../../db/schema/conversations.ts';
import { userCardsAs } from '../users/index.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type NewConversationRow = typeof conversations.$inferInsert;

const seller = userCardsAs('seller');
const buyer = userCardsAs('buyer');
const person = (table: typeof seller | typeof buyer) => ({
  id: table.id,
  username: table.username,
  fullName: table.fullName,
  img: table.img,
  isSeller: table.isSeller,
});

/** A conversation with both people, so that either side's view can be made from one row. */
const viewColumns = {
  conversation: conversations,
  seller: person(seller),
  buyer: person(buyer),
  /** Exact text of updated_at (microseconds), for the keyset cursor. */
  updatedAtKey: sql<string>`${conversations.updatedAt}::text`,
};

export interface ConversationPersonRow {
  id: string;
  username: string;
  fullName: string;
  img: string;
  isSeller: boolean;
}

export interface ConversationViewRow {
  conversation: ConversationRow;
  seller: ConversationPersonRow;
  buyer: ConversationPersonRow;
  updatedAtKey: string;
}

const memberOf = (userId: string): SQL => or(eq(conversations.sellerId, userId), eq(conversations.buyerId, userId))!;
const unreadBy = (userId: string): SQL =>
  sql`((${conversations.sellerId} = ${userId} AND NOT ${conversations.readBySeller})
    OR (${conversations.buyerId} = ${userId} AND NOT ${conversations.readByBuyer}))`;

/** Every message sets last_message (never empty), so '' means nobody has written yet. */
const hasMessages: SQL = sql`${conversations.lastMessage} <> ''`;

/**
 * A new message's mark on its conversation, as one data-modifying part (a CTE's body) of the
 * sender's single statement (the messages feature's sendInLockedConversation): the conversation
 * takes the message's text and the time of the row `message` (the CTE that stored it, with a
 * created_at column), read by the writer and unread by the other. Returns last_message,
 * updated_at, read_by_seller and read_by_buyer; nothing when `message` is empty.
 */
export function recordMessageAfter(
  input: { conversationId: string; text: string; writerId: string },
  message: SQL,
): SQL {
  return sql`
    UPDATE ${conversations}
    SET last_message = ${input.text}::text, updated_at = ${message}.created_at,
        read_by_seller = seller_id = ${input.writerId}, read_by_buyer = buyer_id = ${input.writerId}
    FROM ${message} WHERE ${conversations.id} = ${input.conversationId}
    RETURNING last_message, ${conversations.updatedAt} AS updated_at, read_by_seller, read_by_buyer`;
}

/**
 * Whether `userId` is one of the two people of the conversation whose id is the SQL expression
 * `conversationId` (a message's conversation_id), as a condition of another feature's query.
 */
export function isConversationMember(conversationId: SQLWrapper, userId: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${conversations} WHERE ${conversations.id} = ${conversationId}
    AND ${memberOf(userId)})`;
}

/**
 * Whether the conversation whose id is the SQL expression `conversationId` is between two people that
 * `people` accepts, given its seller's and buyer's ids as SQL (a condition of another feature's query).
 */
export function conversationBetween(
  conversationId: SQLWrapper,
  people: (sellerId: SQLWrapper, buyerId: SQLWrapper) => SQL,
): SQL {
  return sql`EXISTS (SELECT 1 FROM ${conversations} WHERE ${conversations.id} = ${conversationId}
    AND ${people(conversations.sellerId, conversations.buyerId)})`;
}

/**
 * A conversation's two people, the conversations feature's read model for the messages feature's
 * statements over a person's conversations; PostgreSQL flattens the subquery into the join.
 */
export function conversationPeopleAs<Name extends string>(name: Name) {
  return new QueryBuilder()
    .select({ id: conversations.id, sellerId: conversations.sellerId, buyerId: conversations.buyerId })
    .from(conversations)
    .as(name);
}

/** How many conversations the person has not read yet, as SQL for the stats feature's one statement. */
export const unreadConversationsCount = (userId: SQL): SQL =>
  sql`SELECT count(*) FROM ${conversations} WHERE (${conversations.sellerId} = ${userId} AND
              NOT ${conversations.readBySeller})
              OR (${conversations.buyerId} = ${userId} AND NOT ${conversations.readByBuyer})`;

/** The only module that writes the conversations table. */
export function conversationsRepository(db: Executor) {
  const selectView = () =>
    db
      .select(viewColumns)
      .from(conversations)
      .innerJoin(seller, eq(seller.id, conversations.sellerId))
      .innerJoin(buyer, eq(buyer.id, conversations.buyerId));

  return {
    async findViewById(id: string): Promise<ConversationViewRow | undefined> {
      const [row] = await selectView().where(eq(conversations.id, id)).limit(1);
      return row;
    },

    /** Locks the conversation row until the transaction ends: its messages and flags change one at a time. */
    async lock(id: string): Promise<ConversationRow | undefined> {
      const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).limit(1).for('update');
      return row;
    },

    /** The conversation with both people, its row locked until the transaction ends (a new message's transaction). */
    async lockView(id: string): Promise<ConversationViewRow | undefined> {
      const [row] = await selectView().where(eq(conversations.id, id)).limit(1).for('update', { of: conversations });
      return row;
    },

    /** Creates the conversation unless it exists (two people starting it at once); true when this call created it. */
    async insertIfMissing(row: NewConversationRow): Promise<boolean> {
      const inserted = await db
        .insert(conversations)
        .values(row)
        .onConflictDoNothing({ target: conversations.id })
        .returning({ id: conversations.id });
      return inserted.length === 1;
    },

    /**
     * One page (plus one row) of a person's conversations with at least one message, the most
     * recently active first (the partial indexes conversations_*_listed_idx hold exactly these).
     */
    listOfUser(userId: string, limit: number, after?: { at: string; id: string }) {
      return selectView()
        .where(
          and(
            memberOf(userId),
            hasMessages,
            after
              ? sql`(${conversations.updatedAt}, ${conversations.id}) < (${after.at}::timestamptz, ${after.id})`
              : undefined,
          ),
        )
        .orderBy(desc(conversations.updatedAt), desc(conversations.id))
        .limit(limit + 1);
    },

    async idsOfMember(userId: string): Promise<string[]> {
      const rows = await db.select({ id: conversations.id }).from(conversations).where(memberOf(userId));
      return rows.map((row) => row.id);
    },

    async countUnread(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(conversations)
        .where(and(memberOf(userId), unreadBy(userId)));
      return row?.count ?? 0;
    },

    /** The person's read flag set; false when it already was. */
    async markRead(id: string, userId: string): Promise<boolean> {
      const rows = await db
        .update(conversations)
        .set({
          readBySeller: sql`CASE WHEN ${conversations.sellerId} = ${userId} THEN true
            ELSE ${conversations.readBySeller} END`,
          readByBuyer: sql`CASE WHEN ${conversations.buyerId} = ${userId} THEN true
            ELSE ${conversations.readByBuyer} END`,
        })
        .where(and(eq(conversations.id, id), unreadBy(userId)))
        .returning({ id: conversations.id });
      return rows.length === 1;
    },

    /** A seller may write first to a buyer who has bid on one of the seller's gigs. */
    async hasBidOnGigOf(bidderId: string, sellerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.bidderId, bidderId), eq(bids.sellerId, sellerId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
