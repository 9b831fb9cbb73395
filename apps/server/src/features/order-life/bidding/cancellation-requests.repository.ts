import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orderCancellations } from '../../../db/schema/order-life.ts';

/**
 * The one write of order_cancellations below settlement/ (which opens, accepts and withdraws
 * requests): moveBid closes an order's open request when its move makes cancellation impossible
 * (endsCancellationRequests of bid.process.ts). It sits here because steps below settlement/ end
 * orders too: the buyer's acceptance and the acceptance timer in delivery/.
 */
export async function closeOpenCancellation(tx: Executor, bidId: string, at: Date): Promise<void> {
  await tx
    .update(orderCancellations)
    .set({ status: 'closed', closedAt: at })
    .where(and(eq(orderCancellations.bidId, bidId), eq(orderCancellations.status, 'open')));
}
