import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import {
  hoursAfter,
  ORDER_ACCEPTANCE_HOURS_CAP,
  type AcceptanceWindowSettings,
} from '@inkwell/domain/orders/order.rules';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import {
  bidFiles,
  bids,
  chargebacks,
  orderCancellations,
  orderDeliveries,
  orderDeliveryFiles,
  orderDisputes,
  orderExtensions,
} from '../../../db/schema/order-life.ts';
import { newId } from '../../../lib/ids.ts';
import { fileCardsAs, type FileCardRow } from '../../files/index.ts';
import { gigSummariesAs } from '../../gigs/index.ts';
import { reviewFlagsOf } from '../../reviews/index.ts';
import { userCardsAs } from '../../users/index.ts';

export type OrderBidRow = typeof bids.$inferSelect;
export type FileRow = FileCardRow;
export type CancellationRow = typeof orderCancellations.$inferSelect;
export type DisputeRow = typeof orderDisputes.$inferSelect;
export type ExtensionRow = typeof orderExtensions.$inferSelect;

/** The other features' read models, aliased as their tables so the statements read as plain joins. */
const gigs = gigSummariesAs('gigs');
const files = fileCardsAs('files');
const buyer = userCardsAs('buyer');
const seller = userCardsAs('seller');

/** An order's header: the bid, its gig, both people, and whether each review is written. */
const headerColumns = {
  bid: bids,
  gig: { id: gigs.id, title: gigs.title, cover: gigs.cover, purpose: gigs.purpose, deletedAt: gigs.deletedAt },
  buyer: { id: buyer.id, username: buyer.username, img: buyer.img },
  seller: { id: seller.id, username: seller.username, img: seller.img },
  ...reviewFlagsOf(bids.id),
  /** Whether operators read the order: it has a dispute or a chargeback (decision 058) for them to decide. */
  hasDispute: sql<boolean>`(EXISTS (SELECT 1 FROM ${orderDisputes} WHERE ${orderDisputes.bidId} = ${bids.id})
    OR EXISTS (SELECT 1 FROM ${chargebacks} WHERE ${chargebacks.bidId} = ${bids.id}))`,
};

export interface OrderHeaderRow {
  bid: OrderBidRow;
  gig: { id: string; title: string; cover: string; purpose: GigPurpose; deletedAt: Date | null };
  buyer: { id: string; username: string; img: string };
  seller: { id: string; username: string; img: string };
  hasUserReview: boolean;
  hasGigReview: boolean;
  hasDispute: boolean;
}

export interface DeliveryWithFiles {
  id: string;
  message: string;
  createdAt: Date;
  files: FileRow[];
}

/**
 * The delivery step's reads of an order (the bid row is bidding's, the cancellation and dispute
 * rows settlement's: read here, never written) and its writes of deliveries.
 */
export function ordersRepository(db: Executor) {
  return {
    async findHeader(bidId: string): Promise<OrderHeaderRow | undefined> {
      const [row] = await db
        .select(headerColumns)
        .from(bids)
        .innerJoin(gigs, eq(gigs.id, bids.gigId))
        .innerJoin(buyer, eq(buyer.id, bids.bidderId))
        .innerJoin(seller, eq(seller.id, bids.sellerId))
        .where(eq(bids.id, bidId))
        .limit(1);
      return row as OrderHeaderRow | undefined;
    },

    /** The files of the bid's brief, in the order the buyer gave them. */
    briefFilesOf(bidId: string): Promise<FileRow[]> {
      return db
        .select({ id: files.id, name: files.name, sizeBytes: files.sizeBytes, contentType: files.contentType })
        .from(bidFiles)
        .innerJoin(files, eq(files.id, bidFiles.fileId))
        .where(eq(bidFiles.bidId, bidId))
        .orderBy(asc(bidFiles.position));
    },

    /** The deliveries of an order, oldest first, each with its files in the order they were sent (one query). */
    async deliveriesOf(bidId: string): Promise<DeliveryWithFiles[]> {
      const rows = await db
        .select({
          delivery: orderDeliveries,
          file: { id: files.id, name: files.name, sizeBytes: files.sizeBytes, contentType: files.contentType },
        })
        .from(orderDeliveries)
        .leftJoin(orderDeliveryFiles, eq(orderDeliveryFiles.deliveryId, orderDeliveries.id))
        .leftJoin(files, eq(files.id, orderDeliveryFiles.fileId))
        .where(eq(orderDeliveries.bidId, bidId))
        .orderBy(asc(orderDeliveries.createdAt), asc(orderDeliveries.id), asc(orderDeliveryFiles.position));
      const deliveries = new Map<string, DeliveryWithFiles>();
      for (const { delivery, file } of rows) {
        const entry = deliveries.get(delivery.id) ?? {
          id: delivery.id,
          message: delivery.message,
          createdAt: delivery.createdAt,
          files: [],
        };
        if (file) entry.files.push(file);
        deliveries.set(delivery.id, entry);
      }
      return [...deliveries.values()];
    },

    async openCancellationOf(bidId: string): Promise<CancellationRow | undefined> {
      const [row] = await db
        .select()
        .from(orderCancellations)
        .where(and(eq(orderCancellations.bidId, bidId), eq(orderCancellations.status, 'open')))
        .limit(1);
      return row;
    },

    /** The seller's open request to move the due instant (the extensions step writes them). */
    async openExtensionOf(bidId: string): Promise<ExtensionRow | undefined> {
      const [row] = await db
        .select()
        .from(orderExtensions)
        .where(and(eq(orderExtensions.bidId, bidId), eq(orderExtensions.status, 'open')))
        .limit(1);
      return row;
    },

    async disputeOf(bidId: string): Promise<DisputeRow | undefined> {
      const [row] = await db.select().from(orderDisputes).where(eq(orderDisputes.bidId, bidId)).limit(1);
      return row;
    },

    async insertDelivery(
      bidId: string,
      text: { message: string; originalText: Record<string, unknown> | null },
      fileIds: string[],
      at: Date,
    ): Promise<string> {
      const id = newId(at.getTime());
      await db.insert(orderDeliveries).values({ id, bidId, ...text, createdAt: at });
      await db
        .insert(orderDeliveryFiles)
        .values(fileIds.map((fileId, position) => ({ deliveryId: id, fileId, position })));
      return id;
    },

    /**
     * Delivered orders whose acceptance window is over at `now`: the acceptance timer's candidates, the
     * oldest delivery first. The window is acceptanceHoursFor(work_pages, settings) in SQL (the floor,
     * plus the per-10-pages hours for every whole 10 pages, capped, never below the floor); the first
     * condition, every window's least, lets the (status, delivered_at) index find them.
     */
    async acceptanceOver(
      now: Date,
      settings: AcceptanceWindowSettings,
      limit: number,
    ): Promise<{ id: string; gigId: string; workPages: number }[]> {
      const floor = settings.acceptanceHours;
      const window = sql`GREATEST(${floor}::float8, LEAST(${ORDER_ACCEPTANCE_HOURS_CAP}::float8,
        ${floor}::float8 + (${bids.workPages} / 10) * ${settings.acceptanceHoursPer10Pages}::float8))`;
      return db
        .select({ id: bids.id, gigId: bids.gigId, workPages: bids.workPages })
        .from(bids)
        .where(
          and(
            eq(bids.status, 'delivered'),
            lte(bids.deliveredAt, hoursAfter(now, -floor)),
            sql`${bids.deliveredAt} + ${window} * interval '1 hour' <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(asc(bids.deliveredAt))
        .limit(limit);
    },

    /** Whether a delivery of an order of `userId` (as its buyer or its seller) carries the file. */
    async fileDeliveredTo(fileId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(orderDeliveryFiles)
        .innerJoin(orderDeliveries, eq(orderDeliveries.id, orderDeliveryFiles.deliveryId))
        .innerJoin(bids, eq(bids.id, orderDeliveries.bidId))
        .where(
          and(
            eq(orderDeliveryFiles.fileId, fileId),
            sql`(${bids.bidderId} = ${userId} OR ${bids.sellerId} = ${userId})`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
