import { brotliDecompressSync } from 'node:zlib';
import { CATEGORY_IDS } from '@inkwell/domain/categories';
import type { FastifyInstance } from 'fastify';

/**
 * The most-read answers, computed before the server listens (decision 027, "No cold stall after a
 * start"): a fresh process otherwise met its first visitors with an empty cache and a cold JIT, and
 * every one of fifty connections waited behind renders of tens of milliseconds (p99 over the first
 * second 0.6-0.9 s). In the order a visitor's first pages read them: the first list pages, each
 * category's first page, the home page and the list pages, then the gigs of those list pages (their
 * answers and their pages). One at a time, as a visitor would ask (no session, gzip and brotli, the
 * default language), and kept as any visitor's read is; it stops when `budgetMs` is spent, so a
 * slow database delays the start by that at most. Returns how many answers it asked for.
 */

const HEADERS = { 'accept-encoding': 'gzip, br', accept: 'application/json, text/html;q=0.9, */*;q=0.8' };
const LIST = '/api/gigs?limit=24';
/** List pages followed by their cursor, after the first. */
const NEXT_PAGES = 4;

interface GigPage {
  items: { _id: string }[];
  nextCursor: string | null;
}

export async function warmReadCache(app: FastifyInstance, budgetMs = 5_000): Promise<number> {
  if (!app.readCache.cache.enabled) return 0;
  const deadline = Date.now() + budgetMs;
  let asked = 0;
  const read = async (url: string): Promise<GigPage | null> => {
    if (Date.now() > deadline) return null;
    asked += 1;
    const answer = await app.inject({ method: 'GET', url, headers: HEADERS });
    if (answer.statusCode !== 200 || !answer.headers['content-type']?.toString().startsWith('application/json'))
      return null;
    const body =
      answer.headers['content-encoding'] === 'br' ? brotliDecompressSync(answer.rawPayload) : answer.rawPayload;
    return JSON.parse(body.toString()) as GigPage;
  };
  let page = await read(LIST);
  const gigs = [...(page?.items ?? [])];
  for (let n = 0; n < NEXT_PAGES && page?.nextCursor; n++) {
    page = await read(`${LIST}&cursor=${encodeURIComponent(page.nextCursor)}`);
    gigs.push(...(page?.items ?? []));
  }
  for (const cat of CATEGORY_IDS) await read(`${LIST}&cat=${cat}`);
  for (const url of ['/', '/gigs', ...CATEGORY_IDS.map((cat) => `/gigs?cat=${cat}`)]) await read(url);
  for (const gig of gigs) {
    await read(`/api/gigs/single/${gig._id}`);
    await read(`/gig/${gig._id}`);
  }
  return asked;
}
