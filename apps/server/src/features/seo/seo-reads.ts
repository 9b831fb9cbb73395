import { BidCount } from '@inkwell/domain/bids/bid.schema';
import { Gig, GigList, GigListQuery, gigSortOf } from '@inkwell/domain/gigs/gig.schema';
import { PageQuery } from '@inkwell/domain/pagination';
import { GigReviewList } from '@inkwell/domain/reviews/review.schema';
import type { FastifyInstance } from 'fastify';
import { countGigBids } from '../order-life/index.ts';
import { getGig, listGigs } from '../gigs/index.ts';
import { listGigReviewsOfGig } from '../reviews/index.ts';

/**
 * The gig reads of one page, each made once, as a visitor: the head (seo-pages.ts) and the first
 * screen (seo-body.ts) of /gig/{id} and /gigs ask for the same gig or list, and each read is
 * several milliseconds of the embedded database's CPU.
 */
export interface PageReads {
  gig(id: string): Promise<Gig>;
  list(query: GigListQuery): Promise<GigList>;
  /** The gig's bid count and the first page of its reviews, as the bids and reviews features answer their routes. */
  bidCount(gigId: string): Promise<BidCount>;
  reviews(gigId: string): Promise<GigReviewList>;
}

export function pageReads(app: FastifyInstance): PageReads {
  const gigs = new Map<string, Promise<Gig>>();
  const lists = new Map<string, Promise<GigList>>();
  return {
    gig: (id) => once(gigs, id, () => getGig(app.db, id, null)),
    list: (query) => once(lists, listKey(query), () => listGigs(app.db, query, null)),
    bidCount: (gigId) => countGigBids(app.db, gigId),
    reviews: (gigId) => listGigReviewsOfGig(app.db, gigId, PageQuery.parse({})),
  };
}

/**
 * One key for the queries that read the same list: the sort they
 * get, whatever they said, and their other fields in one order.
 */
function listKey(query: GigListQuery): string {
  const fields = Object.entries({ ...query, sort: gigSortOf(query) }).filter(([, value]) => value !== undefined);
  return JSON.stringify(fields.sort(([a], [b]) => (a < b ? -1 : 1)));
}

function once<T>(kept: Map<string, Promise<T>>, key: string, read: () => Promise<T>): Promise<T> {
  let answer = kept.get(key);
  if (!answer) {
    answer = read();
    kept.set(key, answer);
  }
  return answer;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * The answer of `GET /api/gigs/single/{id}`, `GET /api/gigs?...`, `GET /api/bids/gig/{id}/count` or
 * `GET /api/gig-reviews/gig/{id}` (its first page) from the page's reads, with the body the route would send (its
 * response schema's output), or undefined for any other URL, a query the route would refuse, or a read that failed: the
 * route itself answers those (its problem details included).
 */
export async function readThroughPage(reads: PageReads, url: string): Promise<Response | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  try {
    const single = /^\/api\/gigs\/single\/([^/]+)$/.exec(pathname);
    if (single) return json(Gig.encode(await reads.gig(decodeURIComponent(single[1]!))));
    // The routes' own limit on a gig id (longer ones are refused)
    // and no query (a later page of reviews): the route decides.
    const gigOf = (pattern: RegExp) => {
      const id = pattern.exec(pathname)?.[1];
      return id && !searchParams.size && decodeURIComponent(id).length <= 100 ? decodeURIComponent(id) : undefined;
    };
    const countOf = gigOf(/^\/api\/bids\/gig\/([^/]+)\/count$/);
    if (countOf) return json(BidCount.encode(await reads.bidCount(countOf)));
    const reviewsOf = gigOf(/^\/api\/gig-reviews\/gig\/([^/]+)$/);
    if (reviewsOf) return json(GigReviewList.encode(await reads.reviews(reviewsOf)));
    if (pathname !== '/api/gigs') return undefined;
    const entries = [...searchParams];
    // A repeated parameter is an array to the route's query parser: the route decides.
    if (new Set(entries.map(([name]) => name)).size !== entries.length) return undefined;
    const query = GigListQuery.safeParse(Object.fromEntries(entries));
    return query.success ? json(GigList.encode(await reads.list(query.data))) : undefined;
  } catch {
    return undefined;
  }
}
