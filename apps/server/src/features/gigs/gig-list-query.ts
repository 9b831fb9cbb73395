import { and, eq, gte, is, isNull, lte, Placeholder, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { ACTIVE_ORDER_STATUSES } from '@inkwell/domain/bids/bid.process';
import type { Executor } from '../../db/client.ts';
import { bids } from '../../db/schema/order-life.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { sqlList } from '../../db/sql-literals.ts';
import { gigSearch } from './gig-search.ts';
import {
  gigDocuments,
  gigDocumentsJoin,
  sellerCards,
  sellerCardsJoin,
  sellerRatings,
  sellerRatingsJoin,
  viewColumns,
  type GigKeyset,
  type GigListFilter,
} from './gig-view.ts';

/**
 * One page of GET /gigs in two steps: an inner query finds the ids of the page with nothing but
 * the filters, the sort index and the cursor; the outer query adds what every answer shows (seller,
 * likes, document) to those few rows only.
 *
 * A search is answered one of two ways (docs/decisions/028-search-sort-and-speed.md):
 * - a common word, one with at least PROBE_MATCHES matches in the first PROBE_BLOCKS blocks of
 *   the table (`commonSearchQuery`, a bounded scan): by relevance, its first COMMON_CANDIDATES
 *   matches are ranked;
 *   by sales or date, the sort index is walked with the words as a filter (a match every few rows,
 *   so a page needs a few hundred rows at most, and it is exact). Building the GIN bitmap of a word
 *   found in one gig of six, and the trigram bitmap, cost far more than either.
 * - any other search: every match, through the GIN indexes only (full text and title trigrams for
 *   typos; bitmap scans, see withSearchPlan), at most SEARCH_CANDIDATES of them in table order,
 *   like PostgreSQL's own gin_fuzzy_search_limit, ordered as asked.
 */
export const SEARCH_CANDIDATES = 5_000;
/** A word is common with PROBE_MATCHES matches in the table's first PROBE_BLOCKS blocks (about 1 gig in 40). */
export const PROBE_MATCHES = 100;
export const PROBE_BLOCKS = 300;
/** How many of a common word's gigs are ranked: its first matches, looked for in the first CANDIDATE_BLOCKS blocks. */
export const COMMON_CANDIDATES = 300;
export const CANDIDATE_BLOCKS = 4_000;
/** The table's first blocks (a TID range scan: bounded, and the same rows every time). */
const inHead = (blocks: number) => sql.raw(`"gigs".ctid < '(${blocks},0)'::tid`);

/** How a search is answered: `common` or `rare` (see above); `browse` without words. */
export type ListMode = 'browse' | 'common' | 'rare';

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
  if (after.sort === 'createdAt')
    return sql`(${columns.createdAt}, ${columns.id}) < (${after.createdAt}::timestamptz, ${after.id}::uuid)`;
  if (after.sort === 'sales')
    return sql`(${columns.sales}, ${columns.id}) < (${after.sales}::integer, ${after.id}::uuid)`;
  return sql`(${columns.rank}, ${columns.id}) < (${after.rank}::bigint, ${after.id}::uuid)`;
}

function orderBy(sort: GigListFilter['sort'], columns: OrderColumns): SQL[] {
  const key = sort === 'relevance' ? columns.rank : sort === 'createdAt' ? columns.createdAt : columns.sales;
  return [descending(key), descending(columns.id)];
}

function filterConditions(filter: GigListFilter, search: SQL | undefined): (SQL | undefined)[] {
  return [
    isNull(gigs.deletedAt),
    isNull(gigs.hiddenAt),
    filter.cat ? eq(gigs.cat, filter.cat) : undefined,
    filter.purpose ? eq(gigs.purpose, filter.purpose) : undefined,
    filter.userId ? eq(gigs.userId, filter.userId) : undefined,
    filter.minCents !== undefined ? gte(gigs.totalPriceCents, filter.minCents) : undefined,
    filter.maxCents !== undefined ? lte(gigs.totalPriceCents, filter.maxCents) : undefined,
    search,
    filter.hideOrderedBy
      ? sql`NOT EXISTS (SELECT 1 FROM ${bids} WHERE ${bids.gigId} = ${gigs.id}
        AND ${bids.bidderId} = ${filter.hideOrderedBy} AND ${bids.status} IN ${sqlList(ACTIVE_ORDER_STATUSES)})`
      : undefined,
  ];
}

/**
 * One row more than the page, to tell whether another page follows; in a prepared statement
 * (gig-list-prepared.ts) the limit is a placeholder and so is this.
 */
function rowsToRead(filter: GigListFilter): number | Placeholder {
  return is(filter.limit, Placeholder) ? sql.placeholder('limitPlusOne') : filter.limit + 1;
}

const TABLE_COLUMNS: OrderColumns = {
  id: gigs.id,
  sales: gigs.sales,
  createdAt: gigs.createdAt,
  rank: sql`NULL::bigint`,
};

/**
 * The ids (and rank) of one page, one row more than asked to tell whether another page follows.
 * The rank is computed only when the page is ordered by it.
 */
function pageIds(db: Executor, filter: GigListFilter, mode: ListMode) {
  const search = filter.search && mode !== 'browse' ? gigSearch(filter.search) : null;
  if (!search || (mode === 'common' && filter.sort !== 'relevance')) {
    const words = search?.words;
    return db
      .select({
        id: gigs.id,
        rank: sql<number | null>`NULL::bigint`.as('rank'),
        sales: gigs.sales,
        createdAt: gigs.createdAt,
      })
      .from(gigs)
      .where(
        and(
          ...filterConditions(filter, words),
          filter.after ? keysetCondition(filter.after, TABLE_COLUMNS) : undefined,
        ),
      )
      .orderBy(...orderBy(filter.sort, TABLE_COLUMNS))
      .limit(rowsToRead(filter))
      .as('page');
  }
  const common = mode === 'common';
  const rank = filter.sort === 'relevance' ? search.rank : sql`NULL::bigint`;
  const candidates = db
    .select({ id: gigs.id, rank: sql<number | null>`${rank}`.as('rank'), sales: gigs.sales, createdAt: gigs.createdAt })
    .from(gigs)
    .where(
      and(
        ...filterConditions(filter, common ? search.words : search.matches),
        common ? inHead(CANDIDATE_BLOCKS) : undefined,
      ),
    )
    .limit(common ? COMMON_CANDIDATES : SEARCH_CANDIDATES)
    .as('candidates');
  const columns: OrderColumns = {
    id: candidates.id,
    sales: candidates.sales,
    createdAt: candidates.createdAt,
    rank: sql`${candidates.rank}`,
  };
  return db
    .select({ id: candidates.id, rank: candidates.rank, sales: candidates.sales, createdAt: candidates.createdAt })
    .from(candidates)
    .where(filter.after ? keysetCondition(filter.after, columns) : undefined)
    .orderBy(...orderBy(filter.sort, columns))
    .limit(rowsToRead(filter))
    .as('page');
}

/** Whether a search's words are common: PROBE_MATCHES matches in the table's first PROBE_BLOCKS blocks. */
export function commonSearchQuery(db: Executor, filter: GigListFilter) {
  const words = gigSearch(filter.search ?? '').words;
  const head = db
    .select({ one: sql`1`.as('one') })
    .from(gigs)
    .where(and(...filterConditions(filter, words), inHead(PROBE_BLOCKS)))
    .limit(PROBE_MATCHES)
    .as('head');
  return db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(head);
}

/** The query of one page of the list (not run yet, so that tests and the bench can EXPLAIN it). */
export function listQuery(db: Executor, filter: GigListFilter, mode: ListMode = filter.search ? 'rare' : 'browse') {
  const page = pageIds(db, filter, mode);
  return db
    .select({ ...viewColumns(filter.viewerId), rank: sql<number | null>`${page.rank}`.mapWith(Number) })
    .from(page)
    .innerJoin(gigs, eq(gigs.id, page.id))
    .innerJoinLateral(sellerRatings, sellerRatingsJoin)
    .innerJoin(sellerCards, sellerCardsJoin)
    .leftJoin(gigDocuments, gigDocumentsJoin)
    .orderBy(...orderBy(filter.sort, { ...TABLE_COLUMNS, rank: sql`${page.rank}` }));
}

/**
 * The ids and ranks of one page alone, in order: a rare search finds them under withSearchPlan and
 * reads the gigs by id outside it, where the seller's ratings are index-only scans (the plan
 * settings of withSearchPlan would turn those into heap reads).
 */
export function pageQuery(db: Executor, filter: GigListFilter, mode: ListMode) {
  const page = pageIds(db, filter, mode);
  return db
    .select({ id: page.id, rank: sql<number | null>`${page.rank}`.mapWith(Number) })
    .from(page)
    .orderBy(
      ...orderBy(filter.sort, { id: page.id, sales: page.sales, createdAt: page.createdAt, rank: sql`${page.rank}` }),
    );
}

/**
 * Runs a rare search with sequential scans and plain index walks priced out, inside a transaction
 * (the settings are local to it, set in one statement): the candidates are then always read through
 * the GIN bitmaps and stop at SEARCH_CANDIDATES. Left to itself, the planner may walk the whole
 * table or a sort index for a rare word whose frequency it overestimates (seconds at a million gigs).
 */
export function withSearchPlan<T>(db: Executor, run: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('work_mem', '16MB', true)`,
    );
    return run(tx);
  });
}
