import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { refunds } from '../../../db/schema/order-life.ts';
import type { GatewayRefund } from '../../../lib/payments/payment-gateway.ts';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;

/** The only module that writes the refunds table: the app's record of money going back to a buyer. */
export function refundsRepository(db: Executor) {
  return {
    async insert(row: NewRefundRow): Promise<RefundRow> {
      const [inserted] = await db.insert(refunds).values(row).returning();
      return inserted!;
    },

    async findByBid(bidId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.bidId, bidId));
      return row;
    },

    /** What the gateway answered; only a pending refund changes (a conditional update). */
    async recordAnswer(id: string, answer: GatewayRefund, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({
          status: answer.status,
          gatewayRefundId: answer.id,
          attempts: sql`${refunds.attempts} + 1`,
          lastError: null,
          updatedAt: at,
        })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },

    /**
     * A pending refund the card network has settled (the order was charged back): succeeded without a
     * gateway refund, so it is never asked of the gateway again. Only a pending refund changes.
     */
    async recordSettledByCardNetwork(id: string, at: Date): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ status: 'succeeded', lastError: null, updatedAt: at })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },

    /** The gateway could not be asked or refused: the refund stays pending and is asked again. */
    async recordFailure(id: string, error: string, at: Date): Promise<void> {
      await db
        .update(refunds)
        .set({ attempts: sql`${refunds.attempts} + 1`, lastError: error.slice(0, 1000), updatedAt: at })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
    },

    /** Pending refunds of the gateway in use, the least recently tried first: the sweeper sends them again. */
    async listPending(gateway: 'demo' | 'stripe', limit: number): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(and(eq(refunds.gateway, gateway), eq(refunds.status, 'pending')))
        .orderBy(sql`${refunds.updatedAt} ASC`)
        .limit(limit);
    },
  };
}
