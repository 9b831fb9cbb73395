import type { AssignmentStatus, OfferStatus } from '@inkwell/domain/assignments/assignment.schema';
import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import { and, asc, desc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assignmentFiles, assignmentOffers, assignments } from '../../db/schema/assignments.ts';
import type { Keyset } from '../../lib/keyset-cursor.ts';
import { fileCardsAs, type FileCardRow } from '../files/index.ts';
import { userCardsAs } from '../users/index.ts';

export type AssignmentRow = typeof assignments.$inferSelect;
export type OfferRow = typeof assignmentOffers.$inferSelect;

export interface AssignmentViewRow {
  assignment: AssignmentRow;
  poster: { username: string; country: string };
  /** Exact text of created_at (microseconds), for the keyset cursor. */
  createdAtKey: string;
}

export interface OfferViewRow {
  offer: OfferRow;
  seller: { id: string; username: string; country: string };
}

export interface AssignmentListFilter {
  status?: AssignmentStatus;
  /** Only those whose deadline is after this instant (open ones the sweeper has not closed yet). */
  deadlineAfter?: Date;
  posterId?: string;
  purpose?: GigPurpose;
  workType?: string;
  level?: string;
  /** Words the title or the brief's subject hold (case-insensitive). */
  search?: string;
  limit: number;
  after?: Keyset;
}

const poster = userCardsAs('poster');
const seller = userCardsAs('offer_seller');

/** `%text%` for ILIKE, with its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The only module that writes the assignments feature's tables. */
export function assignmentsRepository(db: Executor) {
  const selectView = () =>
    db
      .select({
        assignment: assignments,
        poster: { username: poster.username, country: poster.country },
        createdAtKey: sql<string>`${assignments.createdAt}::text`,
      })
      .from(assignments)
      .innerJoin(poster, eq(poster.id, assignments.posterId));

  return {
    async insert(row: typeof assignments.$inferInsert): Promise<AssignmentRow> {
      const [inserted] = await db.insert(assignments).values(row).returning();
      return inserted!;
    },

    async attachFiles(assignmentId: string, fileIds: readonly string[]): Promise<void> {
      if (fileIds.length === 0) return;
      await db.insert(assignmentFiles).values(fileIds.map((fileId, position) => ({ assignmentId, fileId, position })));
    },

    /** The assignment's row, locked until the transaction ends: every change to it or its offers takes it first. */
    async lock(id: string): Promise<AssignmentRow | undefined> {
      const [row] = await db.select().from(assignments).where(eq(assignments.id, id)).for('update').limit(1);
      return row;
    },

    async findView(id: string): Promise<AssignmentViewRow | undefined> {
      const [row] = await selectView().where(eq(assignments.id, id)).limit(1);
      return row;
    },

    /** One page, newest first (created_at, then id, both descending). */
    async list(filter: AssignmentListFilter): Promise<AssignmentViewRow[]> {
      const conditions: (SQL | undefined)[] = [
        filter.status ? eq(assignments.status, filter.status) : undefined,
        filter.deadlineAfter ? gt(assignments.deadline, filter.deadlineAfter) : undefined,
        filter.posterId ? eq(assignments.posterId, filter.posterId) : undefined,
        filter.purpose ? eq(assignments.purpose, filter.purpose) : undefined,
        filter.workType ? sql`(${assignments.brief} ->> 'workType') = ${filter.workType}` : undefined,
        filter.level ? sql`(${assignments.brief} ->> 'level') = ${filter.level}` : undefined,
        filter.search
          ? or(
              sql`${assignments.title} ILIKE ${containing(filter.search)}`,
              sql`(${assignments.brief} ->> 'subject') ILIKE ${containing(filter.search)}`,
            )
          : undefined,
        filter.after
          ? sql`(${assignments.createdAt}, ${assignments.id})
              < (${filter.after.at}::timestamptz, ${filter.after.id}::uuid)`
          : undefined,
      ];
      return selectView()
        .where(and(...conditions))
        .orderBy(desc(assignments.createdAt), desc(assignments.id))
        .limit(filter.limit + 1);
    },

    /** The files of these assignments' briefs, in each one's order. */
    async filesOf(ids: readonly string[]): Promise<Map<string, FileCardRow[]>> {
      const byAssignment = new Map<string, FileCardRow[]>();
      if (ids.length === 0) return byAssignment;
      const card = fileCardsAs('card');
      const rows = await db
        .select({
          assignmentId: assignmentFiles.assignmentId,
          card: { id: card.id, name: card.name, sizeBytes: card.sizeBytes, contentType: card.contentType },
        })
        .from(assignmentFiles)
        .innerJoin(card, eq(card.id, assignmentFiles.fileId))
        .where(inArray(assignmentFiles.assignmentId, [...ids]))
        .orderBy(asc(assignmentFiles.position));
      for (const row of rows)
        byAssignment.set(row.assignmentId, [...(byAssignment.get(row.assignmentId) ?? []), row.card]);
      return byAssignment;
    },

    /** Open -> closed, only while open; false when it was not open any more. */
    async close(id: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(assignments)
        .set({ status: 'closed', closedAt: at, updatedAt: at })
        .where(and(eq(assignments.id, id), eq(assignments.status, 'open')))
        .returning({ id: assignments.id });
      return rows.length === 1;
    },

    /** Open assignments whose deadline has passed, oldest deadline first. */
    async openPastDeadline(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: assignments.id })
        .from(assignments)
        .where(and(eq(assignments.status, 'open'), lt(assignments.deadline, now)))
        .orderBy(asc(assignments.deadline))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    async insertOffer(row: typeof assignmentOffers.$inferInsert): Promise<OfferRow> {
      const [inserted] = await db.insert(assignmentOffers).values(row).returning();
      return inserted!;
    },

    async findOffer(assignmentId: string, offerId: string): Promise<OfferRow | undefined> {
      const [row] = await db
        .select()
        .from(assignmentOffers)
        .where(and(eq(assignmentOffers.id, offerId), eq(assignmentOffers.assignmentId, assignmentId)))
        .limit(1);
      return row;
    },

    async hasLiveOffer(assignmentId: string, sellerId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(assignmentOffers)
        .where(
          and(
            eq(assignmentOffers.assignmentId, assignmentId),
            eq(assignmentOffers.sellerId, sellerId),
            inArray(assignmentOffers.status, ['pending', 'accepted']),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Which of these assignments the seller has offered on, whatever became of the offers. */
    async offeredOn(sellerId: string, ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: assignmentOffers.assignmentId })
        .from(assignmentOffers)
        .where(and(eq(assignmentOffers.sellerId, sellerId), inArray(assignmentOffers.assignmentId, [...ids])));
      return new Set(rows.map((row) => row.id));
    },

    /** Whether the seller has offered on it, whatever became of the offer. */
    async hasOffered(assignmentId: string, sellerId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(assignmentOffers)
        .where(and(eq(assignmentOffers.assignmentId, assignmentId), eq(assignmentOffers.sellerId, sellerId)))
        .limit(1);
      return row !== undefined;
    },

    /** Moves an offer from `from` to `to`; false when it was in another state. */
    async moveOffer(id: string, from: OfferStatus, to: OfferStatus, at: Date): Promise<boolean> {
      const rows = await db
        .update(assignmentOffers)
        .set({ status: to, updatedAt: at })
        .where(and(eq(assignmentOffers.id, id), eq(assignmentOffers.status, from)))
        .returning({ id: assignmentOffers.id });
      return rows.length === 1;
    },

    /** The offers on an assignment, oldest first; only one seller's when `sellerId` is given. */
    async offersOf(assignmentId: string, sellerId?: string): Promise<OfferViewRow[]> {
      return db
        .select({
          offer: assignmentOffers,
          seller: { id: seller.id, username: seller.username, country: seller.country },
        })
        .from(assignmentOffers)
        .innerJoin(seller, eq(seller.id, assignmentOffers.sellerId))
        .where(
          and(
            eq(assignmentOffers.assignmentId, assignmentId),
            sellerId ? eq(assignmentOffers.sellerId, sellerId) : undefined,
          ),
        )
        .orderBy(asc(assignmentOffers.createdAt), asc(assignmentOffers.id));
    },

    /** Whether the viewer may read this file through an assignment: its poster, a seller who offered, an operator. */
    async fileReadableBy(fileId: string, viewer: { id: string; isOperator: boolean }): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(assignmentFiles)
        .innerJoin(assignments, eq(assignments.id, assignmentFiles.assignmentId))
        .where(
          and(
            eq(assignmentFiles.fileId, fileId),
            viewer.isOperator
              ? undefined
              : or(
                  eq(assignments.posterId, viewer.id),
                  sql`EXISTS (SELECT 1 FROM ${assignmentOffers} WHERE ${assignmentOffers.assignmentId} =
                    ${assignments.id} AND ${assignmentOffers.sellerId} = ${viewer.id})`,
                ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}

/** A place that holds a private file (the orphan sweep's registry): an assignment's brief files. */
export const assignmentsHoldFile = (fileId: SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM ${assignmentFiles} WHERE ${assignmentFiles.fileId} = ${fileId})`;
