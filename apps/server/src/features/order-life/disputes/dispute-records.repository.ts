import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bids, orderDeliveries, orderDeliveryFiles, orderDisputes } from '../../../db/schema/order-life.ts';
import { fileSentBetween } from '../../messages/index.ts';

/** Whether an order between the two people (either one the buyer) has a dispute, as a condition. */
const disputedOrderBetween = (a: SQLWrapper, b: SQLWrapper) => {
  const between = or(and(eq(bids.sellerId, a), eq(bids.bidderId, b)), and(eq(bids.sellerId, b), eq(bids.bidderId, a)));
  return sql`EXISTS (SELECT 1 FROM ${bids} JOIN ${orderDisputes} ON ${orderDisputes.bidId} = ${bids.id}
    WHERE ${between})`;
};

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
      return fileSentBetween(db, fileId, disputedOrderBetween);
    },
  };
}
