import { and, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bids, orderDeliveries, orderDeliveryFiles, orderDisputes } from '../../../db/schema/order-life.ts';
import { conversations } from '../../../db/schema/conversations.ts';
import { messageFiles, messages } from '../../../db/schema/messages.ts';

/**
 * Whether an operator deciding a dispute may read a private file (read only): one of the disputed
 * order's deliveries, or one carried by a message between that order's two people. (The messages
 * themselves come from the messages feature's conversationPage.)
 */

export function disputeRecordsRepository(db: Executor) {
  return {
    /**
     * Whether the file was delivered in an order with a dispute, or is
     * carried by a message between the two people of such an order.
     */
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
