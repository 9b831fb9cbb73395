import { asc, eq } from 'drizzle-orm';
import type { OrderEventType } from '@inkwell/domain/orders/order.schema';
import type { Executor } from '../../../db/client.ts';
import { orderEvents } from '../../../db/schema/order-life.ts';
import { newId } from '../../../lib/ids.ts';

export type OrderEventRow = typeof orderEvents.$inferSelect;

export interface OrderEventInput {
  bidId: string;
  type: OrderEventType;
  actor: 'buyer' | 'seller' | 'operator' | 'system';
  /** The person who acted; null for the system. */
  actorId: string | null;
  note?: string;
  /** The note as written, when contact masking changed it (lib/mask-texts.ts); operators read it. */
  originalText?: Record<string, unknown> | null;
  amountCents?: number | null;
  /** The due instant an extension asked for (its lines only). */
  dueAt?: Date | null;
}

/** The only module that writes an order's timeline; lines are inserted in the step's transaction, never changed. */
export function orderEventsRepository(db: Executor) {
  return {
    async record(event: OrderEventInput, at: Date): Promise<void> {
      await db.insert(orderEvents).values({
        id: newId(at.getTime()),
        bidId: event.bidId,
        type: event.type,
        actor: event.actor,
        actorId: event.actorId,
        note: event.note ?? '',
        originalText: event.originalText ?? null,
        amountCents: event.amountCents ?? null,
        dueAt: event.dueAt ?? null,
        createdAt: at,
      });
    },

    /** The order's timeline, oldest first. */
    async listOf(bidId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.bidId, bidId))
        .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    },
  };
}

/**
 * One step of an order's timeline, written in the caller's
 * transaction (the disputes feature writes its steps here too).
 */
export function recordOrderEvent(tx: Executor, event: OrderEventInput, at: Date): Promise<void> {
  return orderEventsRepository(tx).record(event, at);
}
