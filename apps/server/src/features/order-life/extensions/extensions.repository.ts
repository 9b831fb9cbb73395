import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { orderExtensions } from '../../../db/schema/order-life.ts';
import { newId } from '../../../lib/ids.ts';

export type ExtensionRow = typeof orderExtensions.$inferSelect;

/** The only writer of order_extensions: a request opens, then the buyer's answer ends it once. */
export function extensionsRepository(db: Executor) {
  return {
    async open(
      values: {
        bidId: string;
        dueAt: Date;
        previousDueAt: Date;
        reason: string;
        originalText: Record<string, unknown> | null;
      },
      at: Date,
    ): Promise<ExtensionRow> {
      const [row] = await db
        .insert(orderExtensions)
        .values({ id: newId(at.getTime()), ...values, status: 'open', createdAt: at })
        .returning();
      return row!;
    },

    async openOf(bidId: string): Promise<ExtensionRow | undefined> {
      const [row] = await db
        .select()
        .from(orderExtensions)
        .where(and(eq(orderExtensions.bidId, bidId), eq(orderExtensions.status, 'open')))
        .limit(1);
      return row;
    },

    /** open -> accepted or declined, once: undefined when it was answered already. */
    async answer(id: string, status: 'accepted' | 'declined', at: Date): Promise<ExtensionRow | undefined> {
      const [row] = await db
        .update(orderExtensions)
        .set({ status, answeredAt: at })
        .where(and(eq(orderExtensions.id, id), eq(orderExtensions.status, 'open')))
        .returning();
      return row;
    },
  };
}
