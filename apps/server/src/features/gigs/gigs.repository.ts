import { gigStatusesAllowing, nextGigStatus, type GigAction } from '@inkwell/domain/gigs/gig.process';
import { and, desc, eq, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { gigLikes, gigs } from '../../db/schema/gigs.ts';
import { preparedOnce } from '../../db/prepared.ts';
import { rowsOf } from '../../db/rows.ts';
import { runListQuery, runProbe } from './gig-list-prepared.ts';
import { listQuery, pageQuery, PROBE_MATCHES, withSearchPlan, type ListMode } from './gig-list-query.ts';
import {
  gigDocuments,
  gigDocumentsJoin,
  sellerCards,
  sellerCardsJoin,
  sellerRatings,
  sellerRatingsJoin,
  viewColumns,
  type GigListFilter,
  type GigListRow,
  type GigRow,
  type GigViewRow,
  type NewGigRow,
} from './gig-view.ts';

/** The facts of a locked gig that the changes of its bids check. */
export interface LockedGig {
  id: string;
  userId: string;
  status: GigRow['status'];
  /** What the work is for: the operators' rules per country are checked against it. */
  purpose: GigRow['purpose'];
  deliveryTime: number;
  /** Revisions an order of this gig includes; copied onto the bid when it is approved. */
  revisions: number;
  deletedAt: Date | null;
  /** Set while the owner is not a seller: it takes no bid, like a deleted gig. */
  hiddenAt: Date | null;
}

export type { GigKeyset, GigListFilter, GigListRow, GigRow, GigViewRow, NewGigRow } from './gig-view.ts';

/** What a gig's order moves it to by each action of gig.process.ts (one target per action). */
const targetOf = (action: GigAction) => nextGigStatus(gigStatusesAllowing(action)[0]!, action)!;

/**
 * The only module that writes the gigs and gig_likes tables (with the list query of
 * gig-list-query.ts and the account changes of gig-accounts.repository.ts). Reads leave deleted
 * gigs out, and hidden ones (their owner stopped selling): hidden for everyone, owner included.
 */
export function gigsRepository(db: Executor) {
  const selectView = (viewerId: string | Placeholder | null) =>
    db
      .select(viewColumns(viewerId))
      .from(gigs)
      .innerJoinLateral(sellerRatings, sellerRatingsJoin)
      .innerJoin(sellerCards, sellerCardsJoin)
      .leftJoin(gigDocuments, gigDocumentsJoin);

  /** How a search is answered (gig-list-query.ts): a bounded look at the table's first blocks. */
  async function searchMode(filter: GigListFilter): Promise<ListMode> {
    if (!filter.search) return 'browse';
    return (await runProbe(db, filter)) >= PROBE_MATCHES ? 'common' : 'rare';
  }

  return {
    async insert(row: NewGigRow): Promise<GigRow> {
      const [inserted] = await db.insert(gigs).values(row).returning();
      return inserted!;
    },

    /** A gig that is not deleted, or undefined; by a statement prepared once. */
    async findById(id: string): Promise<GigRow | undefined> {
      const statement = preparedOnce(db, 'gigs.byId', () =>
        db
          .select()
          .from(gigs)
          .where(and(eq(gigs.id, sql.placeholder('id')), isNull(gigs.deletedAt), isNull(gigs.hiddenAt)))
          .limit(1)
          .prepare('gigs_by_id'),
      );
      const [row] = await statement.execute({ id });
      return row;
    },

    /** Locks the gig row until the transaction ends (a delete against a bid being approved). */
    async findByIdForUpdate(id: string): Promise<GigRow | undefined> {
      const [row] = await db
        .select()
        .from(gigs)
        .where(and(eq(gigs.id, id), isNull(gigs.deletedAt), isNull(gigs.hiddenAt)))
        .limit(1)
        .for('update');
      return row;
    },

    /**
     * A gig as the API shows it (not deleted nor hidden), by a statement prepared once (a visitor's and a reader's).
     */
    async findViewById(id: string, viewerId: string | null): Promise<GigViewRow | undefined> {
      const reader = viewerId === null ? 'visitor' : 'reader';
      const statement = preparedOnce(db, `gigs.viewById:${reader}`, () =>
        selectView(viewerId === null ? null : sql.placeholder('viewerId'))
          .where(and(eq(gigs.id, sql.placeholder('id')), isNull(gigs.deletedAt), isNull(gigs.hiddenAt)))
          .limit(1)
          .prepare(`gigs_view_by_id_${reader}`),
      );
      const [row] = await statement.execute({ id, viewerId });
      return row;
    },

    /** One page of GET /gigs, unrun (tests and the bench EXPLAIN it). */
    listQuery: (filter: GigListFilter, mode?: ListMode) => listQuery(db, filter, mode),

    searchMode,

    /**
     * One page: a browse or a common word in one statement; a rare word's ids in a transaction that
     * prices out plain scans, then its gigs by id.
     */
    async list(filter: GigListFilter): Promise<GigListRow[]> {
      const mode = await searchMode(filter);
      if (mode !== 'rare') return runListQuery(db, filter, mode);
      const page = await withSearchPlan(db, (tx) => pageQuery(tx, filter, mode));
      if (page.length === 0) return [];
      const views = new Map(
        (
          await selectView(filter.viewerId).where(
            inArray(
              gigs.id,
              page.map((row) => row.id),
            ),
          )
        ).map((row) => [row.gig.id, row]),
      );
      return page.flatMap(({ id, rank }) => {
        const view = views.get(id);
        return view ? [{ ...view, rank }] : [];
      });
    },

    async update(id: string, changes: Partial<NewGigRow>): Promise<GigRow | undefined> {
      const [row] = await db
        .update(gigs)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(gigs.id, id), isNull(gigs.deletedAt), isNull(gigs.hiddenAt)))
        .returning();
      return row;
    },

    async markDeleted(id: string): Promise<void> {
      await db.update(gigs).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(gigs.id, id));
    },

    /**
     * Locks the gig row (deleted or not) until the transaction ends. Every change to a gig's bids
     * takes this lock first (placing, approving, completing, paying, and deleting the gig), so the
     * changes of one gig happen one after the other and always lock in the same order: gig, then bids.
     */
    async lock(gigId: string): Promise<LockedGig | undefined> {
      const [row] = await db
        .select({
          id: gigs.id,
          userId: gigs.userId,
          status: gigs.status,
          purpose: gigs.purpose,
          deliveryTime: gigs.deliveryTime,
          revisions: gigs.revisions,
          deletedAt: gigs.deletedAt,
          hiddenAt: gigs.hiddenAt,
        })
        .from(gigs)
        .where(eq(gigs.id, gigId))
        .limit(1)
        .for('update');
      return row;
    },

    /** available -> in_progress (approve_bid), only if the gig is available and not deleted. */
    async startOrder(gigId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(gigs)
        .set({ status: targetOf('approve_bid'), updatedAt: at })
        .where(
          and(
            eq(gigs.id, gigId),
            inArray(gigs.status, gigStatusesAllowing('approve_bid')),
            isNull(gigs.deletedAt),
            isNull(gigs.hiddenAt),
          ),
        )
        .returning({ id: gigs.id });
      return rows.length === 1;
    },

    /**
     * in_progress -> available (end_order), with one more sale when
     * the order was completed; only if the gig is in progress.
     */
    async endOrder(gigId: string, at: Date, sale: boolean): Promise<boolean> {
      const rows = await db
        .update(gigs)
        .set({ status: targetOf('end_order'), ...(sale ? { sales: sql`${gigs.sales} + 1` } : {}), updatedAt: at })
        .where(and(eq(gigs.id, gigId), inArray(gigs.status, gigStatusesAllowing('end_order'))))
        .returning({ id: gigs.id });
      return rows.length === 1;
    },

    /** One more rating on the gig, in one statement (concurrent reviews of two orders both count). */
    async addStars(gigId: string, stars: number): Promise<void> {
      await db
        .update(gigs)
        .set({ totalStars: sql`${gigs.totalStars} + ${stars}`, starNumber: sql`${gigs.starNumber} + 1` })
        .where(eq(gigs.id, gigId));
    },

    /**
     * Likes or unlikes in one statement: a like that was there is removed, else one is added.
     * Two toggles racing on one user and gig cannot create a duplicate (primary key + DO NOTHING).
     */
    async toggleLike(gigId: string, userId: string): Promise<boolean> {
      const result = await db.execute(sql`
        WITH removed AS (
          DELETE FROM ${gigLikes} WHERE gig_id = ${gigId} AND user_id = ${userId} RETURNING 1
        ), added AS (
          INSERT INTO ${gigLikes} (gig_id, user_id)
          SELECT ${gigId}, ${userId} WHERE NOT EXISTS (SELECT 1 FROM removed)
          ON CONFLICT DO NOTHING RETURNING 1
        )
        SELECT NOT EXISTS (SELECT 1 FROM removed) AS liked`);
      return Boolean(rowsOf<{ liked: boolean }>(result)[0]?.liked);
    },

    async countLikes(gigId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(gigLikes)
        .where(eq(gigLikes.gigId, gigId));
      return row?.count ?? 0;
    },

    /** Public gigs for the sitemap, newest first, `limit` from `offset`. */
    async listForSitemap(offset: number, limit: number): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: gigs.id, updatedAt: gigs.updatedAt })
        .from(gigs)
        .where(and(isNull(gigs.deletedAt), isNull(gigs.hiddenAt)))
        .orderBy(desc(gigs.id))
        .offset(offset)
        .limit(limit);
    },

    async countPublic(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(gigs)
        .where(and(isNull(gigs.deletedAt), isNull(gigs.hiddenAt)));
      return row?.count ?? 0;
    },
  };
}
