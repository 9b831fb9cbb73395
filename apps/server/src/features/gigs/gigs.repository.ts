import { and, desc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bids, gigLikes, gigs, uploads, users } from '../../db/schema.ts';
import { gigSearch, type GigSearch } from './gig-search.ts';

export type GigRow = typeof gigs.$inferSelect;
export type NewGigRow = typeof gigs.$inferInsert;

/** Where a page of the list starts: after this sort key and id (see gig-cursor.ts). */
export type GigKeyset = { sort: 'sales'; sales: number; id: string } | { sort: 'createdAt'; createdAt: string; id: string } | { sort: 'rank'; rank: number; id: string };

export interface GigListFilter {
  cat?: string;
  search?: string;
  minCents?: number;
  maxCents?: number;
  userId?: string;
  sort: 'sales' | 'createdAt';
  limit: number;
  after?: GigKeyset;
  /** Signed-in viewer, for `liked`. */
  viewerId: string | null;
  /** A signed-in buyer: leave out gigs where this user has an approved or in-progress bid. */
  hideOrderedBy: string | null;
}

const ACTIVE_ORDER = sql`('approved','in_progress')`;

/** A gig with what every answer shows: the seller's card, likes, the document's name and type. */
function viewColumns(viewerId: string | null) {
  return {
    gig: gigs,
    seller: {
      id: users.id,
      username: users.username,
      img: users.img,
      country: users.country,
      languages: users.languages,
      createdAt: users.createdAt,
    },
    /** Over every gig of the seller, deleted ones included: ratings are history. */
    sellerStars: sql<number>`(SELECT coalesce(sum(s.total_stars), 0) FROM gigs s WHERE s.user_id = ${gigs.userId})`.mapWith(Number),
    sellerRatings: sql<number>`(SELECT coalesce(sum(s.star_number), 0) FROM gigs s WHERE s.user_id = ${gigs.userId})`.mapWith(Number),
    likes: sql<number>`(SELECT count(*) FROM ${gigLikes} WHERE ${gigLikes.gigId} = ${gigs.id})`.mapWith(Number),
    liked: viewerId
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${gigLikes} WHERE ${gigLikes.gigId} = ${gigs.id} AND ${gigLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    document: { name: uploads.originalName, mimeType: uploads.mimeType, size: uploads.sizeBytes, storageKey: uploads.storageKey },
    /** Exact text of created_at (microseconds), for the keyset cursor. */
    createdAtKey: sql<string>`${gigs.createdAt}::text`,
  };
}

export interface GigViewRow {
  gig: GigRow;
  seller: { id: string; username: string; img: string; country: string; languages: string[]; createdAt: Date };
  sellerStars: number;
  sellerRatings: number;
  likes: number;
  liked: boolean;
  document: { name: string; mimeType: string; size: number; storageKey: string } | null;
  createdAtKey: string;
}
export type GigListRow = GigViewRow & { rank: number | null };

function keysetCondition(after: GigKeyset, search: GigSearch | null): SQL {
  if (after.sort === 'rank' && search) return sql`(${search.rank}, ${gigs.id}) < (${after.rank}::bigint, ${after.id}::uuid)`;
  if (after.sort === 'createdAt') return sql`(${gigs.createdAt}, ${gigs.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  if (after.sort === 'sales') return sql`(${gigs.sales}, ${gigs.id}) < (${after.sales}::integer, ${after.id}::uuid)`;
  return sql`false`;
}

/** The only module that touches the gigs and gig_likes tables (and the bids of a gig being deleted). */
export function gigsRepository(db: Executor) {
  const selectView = (viewerId: string | null) =>
    db.select(viewColumns(viewerId)).from(gigs).innerJoin(users, eq(users.id, gigs.userId)).leftJoin(uploads, eq(uploads.id, gigs.documentId));

  /** The query of one page of the list (not run): one row more than asked tells whether a page follows. */
  const listQuery = (filter: GigListFilter) => {
    const search = filter.search ? gigSearch(filter.search) : null;
    const conditions: (SQL | undefined)[] = [
      isNull(gigs.deletedAt),
      filter.cat ? eq(gigs.cat, filter.cat) : undefined,
      filter.userId ? eq(gigs.userId, filter.userId) : undefined,
      filter.minCents !== undefined ? gte(gigs.totalPriceCents, filter.minCents) : undefined,
      filter.maxCents !== undefined ? lte(gigs.totalPriceCents, filter.maxCents) : undefined,
      search?.matches,
      filter.hideOrderedBy
        ? sql`NOT EXISTS (SELECT 1 FROM ${bids} WHERE ${bids.gigId} = ${gigs.id} AND ${bids.bidderId} = ${filter.hideOrderedBy} AND ${bids.status} IN ${ACTIVE_ORDER})`
        : undefined,
      filter.after ? keysetCondition(filter.after, search) : undefined,
    ];
    const order = search
      ? [desc(search.rank), desc(gigs.id)]
      : filter.sort === 'createdAt'
        ? [desc(gigs.createdAt), desc(gigs.id)]
        : [desc(gigs.sales), desc(gigs.id)];
    return db
      .select({ ...viewColumns(filter.viewerId), rank: search ? sql<number>`${search.rank}`.mapWith(Number) : sql<null>`NULL::bigint` })
      .from(gigs)
      .innerJoin(users, eq(users.id, gigs.userId))
      .leftJoin(uploads, eq(uploads.id, gigs.documentId))
      .where(and(...conditions))
      .orderBy(...order)
      .limit(filter.limit + 1);
  };

  return {
    async insert(row: NewGigRow): Promise<GigRow> {
      const [inserted] = await db.insert(gigs).values(row).returning();
      return inserted!;
    },

    /** A gig that is not deleted, or undefined. */
    async findById(id: string): Promise<GigRow | undefined> {
      const [row] = await db.select().from(gigs).where(and(eq(gigs.id, id), isNull(gigs.deletedAt))).limit(1);
      return row;
    },

    /** Locks the gig row until the transaction ends (delete and edit against bid changes). */
    async findByIdForUpdate(id: string): Promise<GigRow | undefined> {
      const [row] = await db.select().from(gigs).where(and(eq(gigs.id, id), isNull(gigs.deletedAt))).limit(1).for('update');
      return row;
    },

    async findViewById(id: string, viewerId: string | null): Promise<GigViewRow | undefined> {
      const [row] = await selectView(viewerId)
        .where(and(eq(gigs.id, id), isNull(gigs.deletedAt)))
        .limit(1);
      return row;
    },

    listQuery,

    async list(filter: GigListFilter): Promise<GigListRow[]> {
      return listQuery(filter);
    },

    async update(id: string, changes: Partial<NewGigRow>): Promise<GigRow | undefined> {
      const [row] = await db
        .update(gigs)
        .set({ ...changes, updatedAt: new Date() })
        .where(and(eq(gigs.id, id), isNull(gigs.deletedAt)))
        .returning();
      return row;
    },

    async markDeleted(id: string): Promise<void> {
      await db.update(gigs).set({ deletedAt: new Date(), updatedAt: new Date() }).where(eq(gigs.id, id));
    },

    async countActiveOrders(gigId: string): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(bids)
        .where(and(eq(bids.gigId, gigId), sql`${bids.status} IN ${ACTIVE_ORDER}`));
      return row?.count ?? 0;
    },

    /** DECISIONS.md: the pending bids of a deleted gig become cancelled. */
    async cancelPendingBids(gigId: string): Promise<number> {
      const cancelled = await db
        .update(bids)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(bids.gigId, gigId), eq(bids.status, 'pending')))
        .returning({ id: bids.id });
      return cancelled.length;
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
        .where(isNull(gigs.deletedAt))
        .orderBy(desc(gigs.id))
        .offset(offset)
        .limit(limit);
    },

    async countPublic(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(gigs)
        .where(isNull(gigs.deletedAt));
      return row?.count ?? 0;
    },
  };
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but typed differently. */
function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
