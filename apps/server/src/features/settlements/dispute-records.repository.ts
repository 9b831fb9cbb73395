import type { FileDto } from '@inkwell/domain/files/file.schema';
import type { Message } from '@inkwell/domain/messages/message.schema';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bids } from '../../db/schema/bids.ts';
import { conversations, messageFiles, messages } from '../../db/schema/conversations.ts';
import { files } from '../../db/schema/files.ts';
import { orderDeliveries, orderDeliveryFiles, orderDisputes } from '../../db/schema/orders.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import { toFileDto } from '../files/index.ts';

/**
 * What an operator deciding a dispute reads of the order's two people (read only): the messages
 * between them with their files, as the messages feature answers them, and whether a private file
 * is one of the order's deliveries or of those messages.
 */

const between = (a: string, b: string) =>
  or(and(eq(conversations.sellerId, a), eq(conversations.buyerId, b)), and(eq(conversations.sellerId, b), eq(conversations.buyerId, a)));

export interface MessagePageRow {
  message: Message;
  createdAtKey: string;
}

export function disputeRecordsRepository(db: Executor) {
  return {
    /** One page (plus one row) of the messages between two people, the newest first, each with its files in order. */
    async messagesBetween(a: string, b: string, limit: number, after?: Keyset): Promise<MessagePageRow[]> {
      const rows = await db
        .select({ message: messages, createdAtKey: sql<string>`${messages.createdAt}::text` })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(between(a, b), after ? sql`(${messages.createdAt}, ${messages.id}) < (${after.at}::timestamptz, ${after.id}::uuid)` : undefined))
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .limit(limit + 1);
      const ids = rows.map((row) => row.message.id);
      const attached = ids.length
        ? await db
            .select({ messageId: messageFiles.messageId, file: files })
            .from(messageFiles)
            .innerJoin(files, eq(files.id, messageFiles.fileId))
            .where(inArray(messageFiles.messageId, ids))
            .orderBy(asc(messageFiles.messageId), asc(messageFiles.position))
        : [];
      const byMessage = new Map<string, FileDto[]>();
      for (const { messageId, file } of attached) byMessage.set(messageId, [...(byMessage.get(messageId) ?? []), toFileDto(file)]);
      return rows.map(({ message, createdAtKey }) => ({
        createdAtKey,
        message: {
          _id: message.id,
          conversationId: message.conversationId,
          userId: message.userId,
          desc: message.desc,
          files: byMessage.get(message.id) ?? [],
          createdAt: message.createdAt.toISOString(),
        },
      }));
    },

    /** Whether the file was delivered in an order with a dispute, or is carried by a message between the two people of such an order. */
    async fileOfDispute(fileId: string): Promise<boolean> {
      const [delivered] = await db
        .select({ one: sql<number>`1` })
        .from(orderDeliveryFiles)
        .innerJoin(orderDeliveries, eq(orderDeliveries.id, orderDeliveryFiles.deliveryId))
        .innerJoin(orderDisputes, eq(orderDisputes.bidId, orderDeliveries.bidId))
        .where(eq(orderDeliveryFiles.fileId, fileId))
        .limit(1);
      if (delivered) return true;
      const [sent] = await db
        .select({ one: sql<number>`1` })
        .from(messageFiles)
        .innerJoin(messages, eq(messages.id, messageFiles.messageId))
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .innerJoin(
          bids,
          or(
            and(eq(bids.sellerId, conversations.sellerId), eq(bids.bidderId, conversations.buyerId)),
            and(eq(bids.sellerId, conversations.buyerId), eq(bids.bidderId, conversations.sellerId)),
          ),
        )
        .innerJoin(orderDisputes, eq(orderDisputes.bidId, bids.id))
        .where(eq(messageFiles.fileId, fileId))
        .limit(1);
      return sent !== undefined;
    },
  };
}
