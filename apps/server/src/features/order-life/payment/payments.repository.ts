import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { payments } from '../../../db/schema/order-life.ts';
import type { GatewayIntent } from '../../../lib/payments/payment-gateway.ts';
import { OPEN_PAYMENT_INTENT_STATUSES } from '@inkwell/domain/payments/payment.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/** The only module that writes the payments table: the app's record of each payment intent of a bid. */
export function paymentsRepository(db: Executor) {
  return {
    async findById(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    async findByIntent(gateway: 'demo' | 'stripe', intentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.intentId, intentId)));
      return row;
    },

    /** The bid's payment under way (requires_payment_method or processing), at most one by the unique index. */
    async findOpenByBid(bidId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bidId, bidId), inArray(payments.status, [...OPEN_PAYMENT_INTENT_STATUSES])));
      return row;
    },

    async findSucceededByBid(bidId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.bidId, bidId), eq(payments.status, 'succeeded')));
      return row;
    },

    /** How many of the bid's intents were given up: the next intent is attempt n + 1 (its idempotency key). */
    async countCanceledByBid(bidId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.bidId, bidId), eq(payments.status, 'canceled')));
      return row?.n ?? 0;
    },

    /** Stores the intent's record once: a second insert of the same intent does nothing. */
    async insertOnce(row: NewPaymentRow): Promise<void> {
      await db
        .insert(payments)
        .values(row)
        .onConflictDoNothing({ target: [payments.gateway, payments.intentId] });
    },

    /**
     * -> succeeded, once; answers the row only to the one caller that moved it. Also from canceled:
     * the gateway is the truth about money, and an intent it says succeeded was paid.
     */
    async markSucceeded(
      id: string,
      intent: GatewayIntent,
      at: Date,
      feeBasisPoints: number,
    ): Promise<PaymentRow | undefined> {
      const [row] = await db
        .update(payments)
        .set({
          status: 'succeeded',
          succeededAt: at,
          updatedAt: at,
          cardBrand: intent.card?.brand ?? null,
          cardLast4: intent.card?.last4 ?? null,
          feeBasisPoints,
        })
        .where(and(eq(payments.id, id), ne(payments.status, 'succeeded')))
        .returning();
      return row;
    },

    /** Follows an open intent's status (processing, or back to requires_payment_method after a failure). */
    async followOpenStatus(
      id: string,
      status: 'requires_payment_method' | 'processing',
      intent: GatewayIntent,
      at: Date,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ status, updatedAt: at, cardBrand: intent.card?.brand ?? null, cardLast4: intent.card?.last4 ?? null })
        .where(
          and(
            eq(payments.id, id),
            inArray(payments.status, [...OPEN_PAYMENT_INTENT_STATUSES]),
            ne(payments.status, status),
          ),
        );
    },

    async markCanceled(id: string, at: Date): Promise<void> {
      await db
        .update(payments)
        .set({ status: 'canceled', updatedAt: at })
        .where(and(eq(payments.id, id), inArray(payments.status, [...OPEN_PAYMENT_INTENT_STATUSES])));
    },

    /** Payments still processing, oldest first: the sweeper asks their gateway again. */
    async listProcessing(gateway: 'demo' | 'stripe', limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway), eq(payments.status, 'processing')))
        .orderBy(sql`${payments.updatedAt} ASC`)
        .limit(limit);
    },
  };
}
