import {
  ACTIVE_ORDER_STATUSES,
  LIVE_BID_STATUSES,
  statusesAllowing,
  targetOf,
  type BidAction,
  type BidStatus,
} from '@inkwell/domain/bids/bid.process';
import { BID_DUE_AT_MIN_HOURS } from '@inkwell/domain/bids/bid.rules';
import type { GigStatus } from '@inkwell/domain/gigs/gig.process';
import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import type { PaymentState } from '@inkwell/domain/payments/payment.schema';
import { and, desc, eq, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { preparedOnce } from '../../../db/prepared.ts';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import { bidFiles, bids } from '../../../db/schema/order-life.ts';
import type { Keyset } from '../../../lib/keyset-cursor.ts';
import { fileCardsAs } from '../../files/index.ts';
import { gigSummariesAs } from '../../gigs/index.ts';
import { paymentStateSql } from '../../ledger/index.ts';
import { reviewFlagsOf } from '../../reviews/index.ts';
import { userCardsAs } from '../../users/index.ts';

export type BidRow = typeof bids.$inferSelect;
export type NewBidRow = typeof bids.$inferInsert;

/** The columns a transition may set beside the status (the graph of bid.process.ts sets the status). */
export type BidTransitionColumns = Partial<
  Pick<
    NewBidRow,
    'paidAt' | 'dueAt' | 'deliveredAt' | 'completedAt' | 'declineReason' | 'revisionsIncluded' | 'originalText'
  >
>;

/** What a transition asks beside the state the graph allows: each is one more condition of its UPDATE. */
export interface BidMoveGuard {
  /**
   * Uses one of the order's revisions: only while one is left
   * (revisionsUsed < revisionsIncluded), counted in the same update.
   */
  useRevision?: boolean;
  /**
   * Only if the order was delivered at or before this time (the acceptance timer: nothing delivered since its cut-off).
   */
  deliveredBefore?: Date;
  /** Only if the order was approved at or before this time (the payment timer). */
  approvedBefore?: Date;
}

/** The other features' read models, aliased as their tables so the statement reads as a plain join. */
const gigs = gigSummariesAs('gigs');
const files = fileCardsAs('files');
const bidder = userCardsAs('bidder');
const seller = userCardsAs('seller');

/** A bid with what every answer shows: its gig's title and cover, both people's names, review flags. */
const viewColumns = {
  bid: bids,
  gig: {
    id: gigs.id,
    title: gigs.title,
    cover: gigs.cover,
    status: gigs.status,
    purpose: gigs.purpose,
    deletedAt: gigs.deletedAt,
  },
  /** The brief's files in their order (none on bids without a brief). */
  briefFiles: sql<
    FileDto[]
  >`(SELECT coalesce(json_agg(json_build_object('_id', ${files.id}, 'name', ${files.name}, 'size', ${files.sizeBytes},
  'contentType', ${files.contentType}) ORDER BY ${bidFiles.position}), '[]'::json) FROM ${bidFiles} JOIN ${files}
  ON ${files.id} = ${bidFiles.fileId} WHERE ${bidFiles.bidId} = ${bids.id})`,
  bidder: { username: bidder.username, img: bidder.img, fullName: bidder.fullName },
  sellerUsername: seller.username,
  ...reviewFlagsOf(bids.id),
  /** Exact texts of the timestamps (microseconds), for the keyset cursors. */
  createdAtKey: sql<string>`${bids.createdAt}::text`,
  completedAtKey: sql<string | null>`${bids.completedAt}::text`,
  /** The bid's payment, read from the ledger. */
  paymentState: paymentStateSql(bids.id, bids.status),
};

export interface BidViewRow {
  bid: BidRow;
  gig: { id: string; title: string; cover: string; status: GigStatus; purpose: GigPurpose; deletedAt: Date | null };
  briefFiles: FileDto[];
  bidder: { username: string; img: string; fullName: string };
  sellerUsername: string;
  hasUserReview: boolean;
  hasGigReview: boolean;
  createdAtKey: string;
  completedAtKey: string | null;
  paymentState: PaymentState;
}

export interface BidListFilter {
  bidderId?: string;
  sellerId?: string;
  statuses: readonly BidStatus[];
  /** Newest bids first, or (for completed orders) the most recently completed first. */
  order: 'created' | 'completed';
  limit: number;
  after?: Keyset;
}

/**
 * The only module that writes the bids table. The gig-side effects of a bid's transitions (lock,
 * status, sales) are the gigs feature's (gigs/index.ts), called inside the transition's transaction.
 */
export function bidsRepository(db: Executor) {
  const selectView = () =>
    db
      .select(viewColumns)
      .from(bids)
      .innerJoin(gigs, eq(gigs.id, bids.gigId))
      .innerJoin(bidder, eq(bidder.id, bids.bidderId))
      .innerJoin(seller, eq(seller.id, bids.sellerId));

  return {
    async insert(row: NewBidRow): Promise<BidRow> {
      const [inserted] = await db.insert(bids).values(row).returning();
      return inserted!;
    },

    /** The brief's files, in the order the buyer gave them. */
    async attachFiles(bidId: string, fileIds: readonly string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db.insert(bidFiles).values(fileIds.map((fileId, position) => ({ bidId, fileId, position })));
    },

    /** Whether the viewer may read this file through a bid's brief: the gig's seller, or an operator. */
    async fileOfBidReadableBy(fileId: string, viewer: { id: string; isOperator: boolean }): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(bidFiles)
        .innerJoin(bids, eq(bids.id, bidFiles.bidId))
        .where(
          and(
            eq(bidFiles.fileId, fileId),
            viewer.isOperator ? undefined : or(eq(bids.sellerId, viewer.id), eq(bids.bidderId, viewer.id)),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async findById(id: string): Promise<BidRow | undefined> {
      const [row] = await db.select().from(bids).where(eq(bids.id, id)).limit(1);
      return row;
    },

    async findViewById(id: string): Promise<BidViewRow | undefined> {
      const [row] = await selectView().where(eq(bids.id, id)).limit(1);
      return row;
    },

    /** The buyer's latest bid on the gig (earlier ones have ended). */
    async findLatestViewByGigAndBidder(gigId: string, bidderId: string): Promise<BidViewRow | undefined> {
      const [row] = await selectView()
        .where(and(eq(bids.gigId, gigId), eq(bids.bidderId, bidderId)))
        .orderBy(desc(bids.createdAt), desc(bids.id))
        .limit(1);
      return row;
    },

    /**
     * The buyer has a bid on the gig that has not ended (LIVE_BID_STATUSES: at most one, by a partial unique index).
     */
    async hasLiveBid(gigId: string, bidderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bids.id })
        .from(bids)
        .where(and(eq(bids.gigId, gigId), eq(bids.bidderId, bidderId), inArray(bids.status, [...LIVE_BID_STATUSES])))
        .limit(1);
      return row !== undefined;
    },

    /** One page (plus one row, to tell whether another page follows). */
    async listViews(filter: BidListFilter): Promise<BidViewRow[]> {
      const sortColumn = filter.order === 'completed' ? bids.completedAt : bids.createdAt;
      const conditions: (SQL | undefined)[] = [
        filter.bidderId ? eq(bids.bidderId, filter.bidderId) : undefined,
        filter.sellerId ? eq(bids.sellerId, filter.sellerId) : undefined,
        inArray(bids.status, [...filter.statuses]),
        filter.after
          ? sql`(${sortColumn}, ${bids.id}) < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
          : undefined,
      ];
      return selectView()
        .where(and(...conditions))
        .orderBy(desc(sortColumn), desc(bids.id))
        .limit(filter.limit + 1);
    },

    /** Every bid ever placed on the gig, whatever its state. */
    /** By a statement prepared once (the gig page asks on every view). */
    async countByGig(gigId: string): Promise<number> {
      const statement = preparedOnce(db, 'bids.countByGig', () =>
        db
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(bids)
          .where(eq(bids.gigId, sql.placeholder('gigId')))
          .prepare('bids_count_by_gig'),
      );
      const [row] = await statement.execute({ gigId });
      return row?.count ?? 0;
    },

    /**
     * Any transition of bid.process.ts as one conditional update: the bid moves only from a state
     * the graph allows for the action (and only while the guard's conditions hold). Undefined when
     * it was in another state: the caller answers 409 and rolls back.
     */
    async transition(
      id: string,
      action: BidAction,
      at: Date,
      columns: BidTransitionColumns = {},
      guard: BidMoveGuard = {},
    ): Promise<BidRow | undefined> {
      const counted = guard.useRevision ? { revisionsUsed: sql`${bids.revisionsUsed} + 1` } : {};
      const [row] = await db
        .update(bids)
        .set({ ...columns, ...counted, status: targetOf(action), updatedAt: at })
        .where(
          and(
            eq(bids.id, id),
            inArray(bids.status, statusesAllowing(action)),
            guard.useRevision ? sql`${bids.revisionsUsed} < ${bids.revisionsIncluded}` : undefined,
            guard.deliveredBefore ? lte(bids.deliveredAt, guard.deliveredBefore) : undefined,
            guard.approvedBefore ? lte(bids.approvedAt, guard.approvedBefore) : undefined,
          ),
        )
        .returning();
      return row;
    },

    /** pending -> approved, only if the bid is still pending; the order includes the gig's revisions. */
    async approve(id: string, at: Date, revisionsIncluded: number): Promise<BidRow | undefined> {
      const [row] = await db
        .update(bids)
        .set({ status: targetOf('approve'), approvedAt: at, revisionsIncluded, updatedAt: at })
        .where(and(eq(bids.id, id), inArray(bids.status, statusesAllowing('approve'))))
        .returning();
      return row;
    },

    /**
     * The other pending bids of a gig whose bid was approved become cancelled; answers them (their bidders are told).
     */
    async cancelOtherPending(
      gigId: string,
      approvedId: string,
      at: Date,
    ): Promise<{ id: string; bidderId: string; amountCents: number }[]> {
      return db
        .update(bids)
        .set({ status: targetOf('cancel'), updatedAt: at })
        .where(and(eq(bids.gigId, gigId), ne(bids.id, approvedId), inArray(bids.status, statusesAllowing('cancel'))))
        .returning({ id: bids.id, bidderId: bids.bidderId, amountCents: bids.amountCents });
    },

    /**
     * approved -> in_progress when the buyer's payment succeeded,
     * only from that state; due `days` later, or at the instant the bid named.
     */
    async pay(id: string, at: Date): Promise<BidRow | undefined> {
      const [row] = await db
        .update(bids)
        .set({
          status: targetOf('pay'),
          paidAt: at,
          // dueDateAfterPayment, or for a named instant dueAtAfterPayment (never sooner than the minimum).
          dueAt: sql`CASE WHEN ${bids.requestedDueAt} IS NULL
            THEN ${at.toISOString()}::timestamptz + ${bids.days} * interval '1 day'
            ELSE GREATEST(${bids.requestedDueAt},
              ${at.toISOString()}::timestamptz + ${BID_DUE_AT_MIN_HOURS} * interval '1 hour') END`,
          updatedAt: at,
        })
        .where(and(eq(bids.id, id), inArray(bids.status, statusesAllowing('pay'))))
        .returning();
      return row;
    },

    /** The due instant of an order under way (in progress or delivered) moves; false when it is not under way. */
    async moveDueAt(id: string, dueAt: Date, at: Date): Promise<boolean> {
      const moved = await db
        .update(bids)
        .set({ dueAt, updatedAt: at })
        .where(and(eq(bids.id, id), inArray(bids.status, ['in_progress', 'delivered'])))
        .returning({ id: bids.id });
      return moved.length > 0;
    },

    /** The gig's bids that are a chosen order not finished (approved or in progress). */
    async countActiveOrdersOfGig(gigId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(bids)
        .where(and(eq(bids.gigId, gigId), inArray(bids.status, [...ACTIVE_ORDER_STATUSES])));
      return row?.count ?? 0;
    },

    /**
     * The person's orders under way (approved, paid, delivered or
     * disputed), as the seller or, with `asBuyer`, either side.
     */
    async findActiveOrdersOfPerson(
      userId: string,
      { asBuyer }: { asBuyer: boolean },
    ): Promise<{ id: string; status: BidStatus }[]> {
      const side = asBuyer ? or(eq(bids.sellerId, userId), eq(bids.bidderId, userId)) : eq(bids.sellerId, userId);
      return db
        .select({ id: bids.id, status: bids.status })
        .from(bids)
        .where(and(side, inArray(bids.status, [...ACTIVE_ORDER_STATUSES])))
        .orderBy(desc(bids.id));
    },

    /** A deleted account's pending bids: those it placed are withdrawn, those on its gigs cancelled. */
    async settlePendingOfPerson(userId: string, at: Date): Promise<void> {
      await db
        .update(bids)
        .set({ status: targetOf('withdraw'), updatedAt: at })
        .where(and(eq(bids.bidderId, userId), inArray(bids.status, statusesAllowing('withdraw'))));
      await db
        .update(bids)
        .set({ status: targetOf('cancel'), updatedAt: at })
        .where(and(eq(bids.sellerId, userId), inArray(bids.status, statusesAllowing('cancel'))));
    },

    /** docs/product.md#gigs: the pending bids of a deleted gig become cancelled. */
    async cancelPendingOfGig(gigId: string, at: Date): Promise<number> {
      const cancelled = await db
        .update(bids)
        .set({ status: targetOf('cancel'), updatedAt: at })
        .where(and(eq(bids.gigId, gigId), inArray(bids.status, statusesAllowing('cancel'))))
        .returning({ id: bids.id });
      return cancelled.length;
    },
  };
}
