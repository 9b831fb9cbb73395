import type { ChargebackOutcome, ChargebackStage } from '@inkwell/domain/payments/chargeback.schema';
import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { chargebacks } from '../../../db/schema/order-life.ts';
import { newId } from '../../../lib/ids.ts';

export type ChargebackRow = typeof chargebacks.$inferSelect;

/**
 * The only module that touches the chargebacks table (decision 058). It sits in the payment step, below
 * the disputes that record and decide chargebacks, because a refund asks it whether the card network has
 * already given the order's money back (refunds.ts).
 */
export function chargebacksRepository(db: Executor) {
  return {
    async insert(
      row: {
        bidId: string;
        paymentId: string;
        gatewayDisputeId: string | null;
        reason: string;
        stage: ChargebackStage;
        amountCents: number;
        heldCents: number;
        recordedBy: string | null;
      },
      at: Date,
    ): Promise<ChargebackRow> {
      const [inserted] = await db
        .insert(chargebacks)
        .values({ id: newId(at.getTime()), ...row, createdAt: at })
        .returning();
      return inserted!;
    },

    async ofBid(bidId: string): Promise<ChargebackRow | undefined> {
      const [row] = await db.select().from(chargebacks).where(eq(chargebacks.bidId, bidId));
      return row;
    },

    async ofGatewayDispute(gatewayDisputeId: string): Promise<ChargebackRow | undefined> {
      const [row] = await db.select().from(chargebacks).where(eq(chargebacks.gatewayDisputeId, gatewayDisputeId));
      return row;
    },

    /** Records the decision once (only while undecided); undefined when it was decided already. */
    async decide(
      bidId: string,
      outcome: ChargebackOutcome,
      resolvedBy: string,
      at: Date,
    ): Promise<ChargebackRow | undefined> {
      const [row] = await db
        .update(chargebacks)
        .set({ outcome, resolvedBy, resolvedAt: at })
        .where(and(eq(chargebacks.bidId, bidId), isNull(chargebacks.resolvedAt)))
        .returning();
      return row;
    },

    /** How many chargebacks there have been. */
    async count(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(chargebacks);
      return row?.n ?? 0;
    },

    /** The chargebacks holding a seller's share until an operator decides, the oldest first (an index's order). */
    async listHeld(limit: number): Promise<ChargebackRow[]> {
      return db
        .select()
        .from(chargebacks)
        .where(and(isNull(chargebacks.resolvedAt), gt(chargebacks.heldCents, 0)))
        .orderBy(asc(chargebacks.createdAt), asc(chargebacks.id))
        .limit(limit);
    },
  };
}
