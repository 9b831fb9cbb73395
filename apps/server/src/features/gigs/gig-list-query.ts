import { and, eq, gte, isNull, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES } from '@inkwell/domain/bids/bid.process';
import type { Executor } from '../../db/client.ts';
import { bids } from '../../db/schema/bids.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { users } from '../../db/schema/users.ts';
import { sqlList } from '../../db/sql-literals.ts';
import { gigSearch, type GigSearch } from './gig-search.ts';
import { viewColumns, type GigKeyset, type GigListFilter } from './gig-view.ts';

/**
 * One page of GET /gigs in two steps: an inner query finds the ids of the page with nothing but
 * the filters, the sort index and the cursor; the outer query adds what every answer shows (seller,
 * likes, document) to those few rows only.
 *
 * A search ranks at most SEARCH_CANDIDATES matching gigs, read through the GIN indexes (bitmap
 * scans only, see runSearch in gigs.repository.ts), so that a word found in half of a million
 * gigs answers as fast as a rare one; like PostgreSQL's own gin_fuzzy_search_limit, which matches
 * are kept past that bound is up to the table order (docs/decisions/011-gig-search.md).
 */
export const SEARCH_CANDIDATES = 5_000;

/** DESC NULLS LAST as the sort indexes are built (a bare DESC would not match them). */
const descending = (column: SQLWrapper) => sql`${column} DESC NULLS LAST`;

/** The sort key and id columns a page is ordered by, in the table or in a search's candidates. */
interface OrderColumns {
  id: SQLWrapper;
  sales: SQLWrapper;
  createdAt: SQLWrapper;
  rank: SQLWrapper;
}

/** Rows after the cursor, in the order the cursor was made for (the service refuses a cursor of another order). */
function keysetCondition(after: GigKeyset, columns: OrderColumns): SQL {
  if (after.sort === 'createdAt') return sql`(${columns.createdAt}, ${columns.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  if (after.sort === 'sales') return sql`(${columns.sales}, ${columns.id}) < (${after.sales}::integer, ${after.id}::uuid)`;
  return sql`(${columns.rank}, ${columns.id}) < (${after.rank}::bigint, ${after.id}::uuid)`;
}

function orderBy(sort: GigListFilter['sort'], columns: OrderColumns): SQL[] {
  const key = sort === 'relevance' ? columns.rank : sort === 'createdAt' ? columns.createdAt : columns.sales;
  return [descending(key), descending(columns.id)];
}

function filterConditions(filter: GigListFilter, search: GigSearch | null): (SQL | undefined)[] {
  return [
    isNull(gigs.deletedAt),
    filter.cat ? eq(gigs.cat, filter.cat) : undefined,
    filter.userId ? eq(gigs.userId, filter.userId) : undefined,
    filter.minCents !== undefined ? gte(gigs.totalPriceCents, filter.minCents) : undefined,
    filter.maxCents !== undefined ? lte(gigs.totalPriceCents, filter.maxCents) : undefined,
    search?.matches,
    filter.hideOrderedBy
      ? sql`NOT EXISTS (SELECT 1 FROM ${bids} WHERE ${bids.gigId} = ${gigs.id} AND ${bids.bidderId} = ${filter.hideOrderedBy} AND ${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)})`
      : undefined,
  ];
}

const TABLE_COLUMNS: OrderColumns = { id: gigs.id, sales: gigs.sales, createdAt: gigs.createdAt, rank: sql`NULL::bigint` };

/**
 * The ids (and rank) of one page, one row more than asked to tell whether another page follows.
 * A search orders its candidates by rank, sales or date, as asked; the rank is computed only when
 * the page is ordered by it.
 */
function pageIds(db: Executor, filter: GigListFilter) {
  const search = filter.search ? gigSearch(filter.search) : null;
  const conditions = filterConditions(filter, search);
  if (!search) {
    return db
      .select({ id: gigs.id, rank: sql<number | null>`NULL::bigint`.as('rank') })
      .from(gigs)
      .where(and(...conditions, filter.after ? keysetCondition(filter.after, TABLE_COLUMNS) : undefined))
      .orderBy(...orderBy(filter.sort, TABLE_COLUMNS))
      .limit(filter.limit + 1)
      .as('page');
  }
  const rank = filter.sort === 'relevance' ? search.rank : sql`NULL::bigint`;
  const candidates = db
    .select({ id: gigs.id, rank: sql<number | null>`${rank}`.as('rank'), sales: gigs.sales, createdAt: gigs.createdAt })
    .from(gigs)
    .where(and(...conditions))
    .limit(SEARCH_CANDIDATES)
    .as('candidates');
  const columns: OrderColumns = { id: candidates.id, sales: candidates.sales, createdAt: candidates.createdAt, rank: sql`${candidates.rank}` };
  return db
    .select({ id: candidates.id, rank: candidates.rank })
    .from(candidates)
    .where(filter.after ? keysetCondition(filter.after, columns) : undefined)
    .orderBy(...orderBy(filter.sort, columns))
    .limit(filter.limit + 1)
    .as('page');
}

/** The query of one page of the list (not run yet, so that tests and the bench can EXPLAIN it). */
export function listQuery(db: Executor, filter: GigListFilter) {
  const page = pageIds(db, filter);
  return db
    .select({ ...viewColumns(filter.viewerId), rank: sql<number | null>`${page.rank}`.mapWith(Number) })
    .from(page)
    .innerJoin(gigs, eq(gigs.id, page.id))
    .innerJoin(users, eq(users.id, gigs.userId))
    .leftJoin(uploads, eq(uploads.id, gigs.documentId))
    .orderBy(...orderBy(filter.sort, { ...TABLE_COLUMNS, rank: sql`${page.rank}` }));
}

/**
 * Runs a search with sequential scans and plain index walks priced out, inside a transaction
 * (SET LOCAL): the candidates are then always read through the GIN bitmaps and stop at
 * SEARCH_CANDIDATES. Left to itself, the planner may walk the whole table or a sort index for a
 * rare word whose frequency it overestimates (seconds at a million gigs, see the bench).
 */
export function withSearchPlan<T>(db: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    await tx.execute(sql`SET LOCAL work_mem = '16MB'`);
    return run(tx);
  });
}
