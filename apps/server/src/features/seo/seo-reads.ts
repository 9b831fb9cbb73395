import { Gig, GigList, GigListQuery, gigSortOf } from '@inkwell/domain/gigs/gig.schema';
import type { FastifyInstance } from 'fastify';
import { getGig, listGigs } from '../gigs/index.ts';

/**
 * The gig reads of one page, each made once, as a visitor: the head (seo-pages.ts) and the first
 * screen (seo-body.ts) of /gig/{id} and /gigs ask for the same gig or list, and each read is
 * several milliseconds of the embedded database's CPU.
 */
export interface PageReads {
  gig(id: string): Promise<Gig>;
  list(query: GigListQuery): Promise<GigList>;
}

export function pageReads(app: FastifyInstance): PageReads {
  const gigs = new Map<string, Promise<Gig>>();
  const lists = new Map<string, Promise<GigList>>();
  return {
    gig: (id) => once(gigs, id, () => getGig(app.db, id, null)),
    list: (query) => once(lists, listKey(query), () => listGigs(app.db, query, null)),
  };
}

/** One key for the queries that read the same list: the sort they get, whatever they said, and their other fields in one order. */
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

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });

/**
 * The answer of `GET /api/gigs/single/{id}` or `GET /api/gigs?...` from the page's reads, with the
 * body the route would send (its response schema's output), or undefined for any other URL, a query
 * the route would refuse, or a read that failed: the route itself answers those (its problem
 * details included).
 */
export async function readThroughPage(reads: PageReads, url: string): Promise<Response | undefined> {
  const { pathname, searchParams } = new URL(url, 'http://page');
  try {
    const single = /^\/api\/gigs\/single\/([^/]+)$/.exec(pathname);
    if (single) return json(Gig.encode(await reads.gig(decodeURIComponent(single[1]!))));
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
