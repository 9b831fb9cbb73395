import type { DisputeOutcome } from '@inkwell/domain/orders/order.schema';
import { and, asc, count, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { PAID_OPEN_STATUSES } from '@inkwell/domain/bids/bid.process';
import type { Executor } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { bids, orderCancellations, orderDeliveries, orderDisputes } from '../../../db/schema/order-life.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { newId } from '../../../lib/ids.ts';
import type { Keyset } from '../../../lib/keyset-cursor.ts';
import { gigSummariesAs } from '../../gigs/index.ts';
import { userCardsAs } from '../../users/index.ts';

export type CancellationRow = typeof orderCancellations.$inferSelect;
export type DisputeRow = typeof orderDisputes.$inferSelect;
type Side = 'buyer' | 'seller';

/** The gigs feature's read model, aliased as its table so the statement reads as a plain join. */
const gigs = gigSummariesAs('gigs');
const buyer = userCardsAs('buyer');
const seller = userCardsAs('seller');

/** The states in which a cancellation request can still be accepted (cancel_paid's). */
const CANCELLABLE = PAID_OPEN_STATUSES.filter((status) => status !== 'disputed');

export interface OpenDisputeRow {
  dispute: DisputeRow;
  bid: { id: string; amountCents: number };
  gigTitle: string;
  buyerUsername: string;
  sellerUsername: string;
  createdAtKey: string;
}

/**
 * The module that opens, accepts and withdraws cancellation requests and writes disputes (the
 * delivery step reads them for GET /orders/{bidId}; moveBid closes the open request of an order its
 * move ends, bidding/cancellation-requests.repository.ts); it also reads the approved, unpaid
 * orders for the payment timer.
 */
export function settlementsRepository(db: Executor) {
  return {
    /** A new open request; 409 ORDER_CANCELLATION_OPEN when one is open already (the partial unique index). */
    async openCancellation(
      bidId: string,
      requestedBy: Side,
      text: { reason: string; originalText: Record<string, unknown> | null },
      at: Date,
    ): Promise<void> {
      try {
        await db
          .insert(orderCancellations)
          .values({ id: newId(at.getTime()), bidId, requestedBy, ...text, status: 'open', createdAt: at });
      } catch (error) {
        if (isUniqueViolation(error, 'order_cancellations_one_open_key'))
          throw new DomainError('ORDER_CANCELLATION_OPEN');
        throw error;
      }
    },

    async openCancellationOf(bidId: string): Promise<CancellationRow | undefined> {
      const [row] = await db
        .select()
        .from(orderCancellations)
        .where(and(eq(orderCancellations.bidId, bidId), eq(orderCancellations.status, 'open')));
      return row;
    },

    /**
     * Ends the open request (only while open: a conditional update), by `requestedBy`'s side when
     * given. Answers it, or undefined when there was none to end.
     */
    async endCancellation(
      bidId: string,
      status: 'withdrawn' | 'accepted' | 'closed',
      at: Date,
      requestedBy?: Side,
    ): Promise<CancellationRow | undefined> {
      const [row] = await db
        .update(orderCancellations)
        .set({ status, closedAt: at })
        .where(
          and(
            eq(orderCancellations.bidId, bidId),
            eq(orderCancellations.status, 'open'),
            requestedBy ? eq(orderCancellations.requestedBy, requestedBy) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /**
     * Requests still open on orders that ended (or were disputed) another way become closed; answers how
     * many. The move that ends an order closes its request itself; this catches rows written before it did.
     */
    async closeStaleCancellations(at: Date): Promise<number> {
      const rows = await db
        .update(orderCancellations)
        .set({ status: 'closed', closedAt: at })
        .where(
          and(
            eq(orderCancellations.status, 'open'),
            inArray(
              orderCancellations.bidId,
              db
                .select({ id: bids.id })
                .from(bids)
                .where(notInArray(bids.status, [...CANCELLABLE])),
            ),
          ),
        )
        .returning({ id: orderCancellations.id });
      return rows.length;
    },

    /** How many times the order was delivered (order_deliveries is the delivery step's; read here). */
    async countDeliveries(bidId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(orderDeliveries).where(eq(orderDeliveries.bidId, bidId));
      return row?.n ?? 0;
    },

    async openDispute(
      bidId: string,
      openedBy: Side,
      text: { reason: string; originalText: Record<string, unknown> | null },
      at: Date,
    ): Promise<void> {
      await db.insert(orderDisputes).values({ id: newId(at.getTime()), bidId, openedBy, ...text, createdAt: at });
    },

    async disputeOf(bidId: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.bidId, bidId));
      return row;
    },

    /** Records the decision once (only while undecided); undefined when it was decided already. */
    async decideDispute(
      bidId: string,
      outcome: DisputeOutcome,
      refundCents: number | null,
      resolvedBy: string,
      at: Date,
    ): Promise<DisputeRow | undefined> {
      const [row] = await db
        .update(orderDisputes)
        .set({ outcome, refundCents, resolvedBy, resolvedAt: at })
        .where(and(eq(orderDisputes.bidId, bidId), isNull(orderDisputes.resolvedAt)))
        .returning();
      return row;
    },

    /** One page (plus one row) of undecided disputes, the oldest first. */
    async listOpenDisputes(limit: number, after?: Keyset): Promise<OpenDisputeRow[]> {
      return db
        .select({
          dispute: orderDisputes,
          bid: { id: bids.id, amountCents: bids.amountCents },
          gigTitle: gigs.title,
          buyerUsername: buyer.username,
          sellerUsername: seller.username,
          createdAtKey: sql<string>`${orderDisputes.createdAt}::text`,
        })
        .from(orderDisputes)
        .innerJoin(bids, eq(bids.id, orderDisputes.bidId))
        .innerJoin(gigs, eq(gigs.id, bids.gigId))
        .innerJoin(buyer, eq(buyer.id, bids.bidderId))
        .innerJoin(seller, eq(seller.id, bids.sellerId))
        .where(
          and(
            isNull(orderDisputes.resolvedAt),
            after
              ? sql`(${orderDisputes.createdAt}, ${orderDisputes.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(asc(orderDisputes.createdAt), asc(orderDisputes.id))
        .limit(limit + 1);
    },

    /** Approved orders still unpaid since `approvedBefore`: the payment timer's candidates, the oldest first. */
    async unpaidApprovedBefore(approvedBefore: Date, limit: number): Promise<{ id: string; gigId: string }[]> {
      return db
        .select({ id: bids.id, gigId: bids.gigId })
        .from(bids)
        .where(and(eq(bids.status, 'approved'), lte(bids.approvedAt, approvedBefore)))
        .orderBy(asc(bids.approvedAt))
        .limit(limit);
    },

    /** Whether some order with a dispute is between these two people (either way round). */
    async disputeBetween(a: string, b: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orderDisputes)
        .innerJoin(bids, eq(bids.id, orderDisputes.bidId))
        .where(or(and(eq(bids.bidderId, a), eq(bids.sellerId, b)), and(eq(bids.bidderId, b), eq(bids.sellerId, a))))
        .limit(1);
      return row !== undefined;
    },
  };
}
