import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { bids, orderDeliveries, orderDeliveryFiles, orderEvents, payments } from '../../../db/schema/order-life.ts';
import { fileCardsAs } from '../../files/index.ts';
import { gigTitlesOf } from '../../gigs/index.ts';
import { usernamesOf } from '../../users/index.ts';

/** The files feature's read model, aliased as its table so the statement reads as a plain join. */
const files = fileCardsAs('files');

/**
 * The order-life module's part of GET /users/me/export (the users feature's accountExportParts,
 * registered by app.ts), read only: the person's bids, their orders' events and deliveries, and
 * their payments. The other side appears by username only.
 */
function ordersExportRepository(db: Executor) {
  return {
    /** Bids the person placed or received, orders included; the other side by username. */
    bidsOf: async (userId: string) => {
      const rows = await db
        .select({
          id: bids.id,
          gigId: bids.gigId,
          role: sql<'buyer' | 'seller'>`CASE WHEN ${bids.bidderId} = ${userId} THEN 'buyer' ELSE 'seller' END`,
          otherId: sql<string>`CASE WHEN ${bids.bidderId} = ${userId} THEN ${bids.sellerId} ELSE ${bids.bidderId} END`,
          amountCents: bids.amountCents,
          days: bids.days,
          proposal: bids.message,
          status: bids.status,
          declineReason: bids.declineReason,
          createdAt: bids.createdAt,
          approvedAt: bids.approvedAt,
          paidAt: bids.paidAt,
          dueAt: bids.dueAt,
          deliveredAt: bids.deliveredAt,
          completedAt: bids.completedAt,
        })
        .from(bids)
        .where(or(eq(bids.bidderId, userId), eq(bids.sellerId, userId)))
        .orderBy(asc(bids.createdAt));
      const [titles, names] = await Promise.all([
        gigTitlesOf(db, [...new Set(rows.map((row) => row.gigId))]),
        usernamesOf(
          db,
          rows.map((row) => row.otherId),
        ),
      ]);
      return rows.map(({ otherId, ...row }) => ({
        id: row.id,
        gigId: row.gigId,
        gigTitle: titles.get(row.gigId),
        role: row.role,
        otherParty: names.get(otherId),
        amountCents: row.amountCents,
        days: row.days,
        proposal: row.proposal,
        status: row.status,
        declineReason: row.declineReason,
        createdAt: row.createdAt,
        approvedAt: row.approvedAt,
        paidAt: row.paidAt,
        dueAt: row.dueAt,
        deliveredAt: row.deliveredAt,
        completedAt: row.completedAt,
      }));
    },

    orderEventsOf: (bidIds: string[]) =>
      bidIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              bidId: orderEvents.bidId,
              type: orderEvents.type,
              actor: orderEvents.actor,
              note: orderEvents.note,
              amountCents: orderEvents.amountCents,
              createdAt: orderEvents.createdAt,
            })
            .from(orderEvents)
            .where(inArray(orderEvents.bidId, bidIds))
            .orderBy(asc(orderEvents.createdAt)),

    /** Deliveries with their files' names and sizes (the files themselves are downloaded from the order page). */
    deliveriesOf: (bidIds: string[]) =>
      bidIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: orderDeliveries.id,
              bidId: orderDeliveries.bidId,
              message: orderDeliveries.message,
              createdAt: orderDeliveries.createdAt,
              fileName: files.name,
              fileSize: files.sizeBytes,
              fileType: files.contentType,
            })
            .from(orderDeliveries)
            .leftJoin(orderDeliveryFiles, eq(orderDeliveryFiles.deliveryId, orderDeliveries.id))
            .leftJoin(files, eq(files.id, orderDeliveryFiles.fileId))
            .where(inArray(orderDeliveries.bidId, bidIds))
            .orderBy(asc(orderDeliveries.createdAt), asc(orderDeliveryFiles.position)),

    /** Payments of the person's orders; the card only of payments they made. */
    paymentsOf: (userId: string) =>
      db
        .select({
          id: payments.id,
          bidId: payments.bidId,
          role: sql<'buyer' | 'seller'>`CASE WHEN ${payments.buyerId} = ${userId} THEN 'buyer' ELSE 'seller' END`,
          amountCents: payments.amountCents,
          currency: payments.currency,
          gateway: payments.gateway,
          status: payments.status,
          createdAt: payments.createdAt,
          succeededAt: payments.succeededAt,
          cardBrand: sql<string | null>`CASE WHEN ${payments.buyerId} = ${userId} THEN ${payments.cardBrand} END`,
          cardLast4: sql<string | null>`CASE WHEN ${payments.buyerId} = ${userId} THEN ${payments.cardLast4} END`,
        })
        .from(payments)
        .where(or(eq(payments.buyerId, userId), eq(payments.sellerId, userId)))
        .orderBy(asc(payments.createdAt)),
  };
}

/** The bids, orders and payments sections of a person's export. */
export async function ordersExportPart(db: Executor, userId: string) {
  const data = ordersExportRepository(db);
  const [bids, payments] = await Promise.all([data.bidsOf(userId), data.paymentsOf(userId)]);
  const orderIds = bids.filter((bid) => bid.approvedAt !== null).map((bid) => bid.id);
  const [events, deliveries] = await Promise.all([data.orderEventsOf(orderIds), data.deliveriesOf(orderIds)]);
  const orders = orderIds.map((id) => ({
    bidId: id,
    events: events.filter((event) => event.bidId === id),
    deliveries: deliveries.filter((delivery) => delivery.bidId === id),
  }));
  return { bids, orders, payments };
}
