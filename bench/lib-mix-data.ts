import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, isNull } from 'drizzle-orm';
import { CATEGORY_IDS } from '@inkwell/domain/categories';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { gigs } from '../apps/server/src/db/schema/gigs.ts';

/**
 * What bench:mix's wrk draws from (bench/mix/mix.lua): lists of every gig, seller, category and list
 * page, title words for searches, taken from the running app's answers (PGlite: every gig, paging
 * the API) or from the database (PostgreSQL: the million gigs, one query); and one mix file per
 * row, a weighted set of address patterns. Written to a temporary folder the caller removes.
 */

interface GigPage {
  items: { _id: string; userId: string; title: string }[];
  nextCursor: string | null;
}

export interface MixData {
  folder: string;
  counts: { gigs: number; sellers: number; listPages: number; words: number };
  /** Gigs of the first list pages with their sellers: the writes like, bid on and message about them. */
  firstGigs: { id: string; sellerId: string }[];
}

async function getJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The same order on every run: mulberry32 of a fixed seed. */
function shuffled<T>(items: T[], seed = 0x1f2e3d): T[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

const MAX_LIST_PAGES = 20;

/** The first list pages as the web app's "more" button walks them: their query strings and gigs. */
async function listPages(url: string): Promise<{ queries: string[]; items: GigPage['items'] }> {
  const queries = ['limit=24'];
  const items: GigPage['items'] = [];
  let page = await getJson<GigPage>(`${url}/api/gigs?limit=24`);
  items.push(...page.items);
  while (page.nextCursor && queries.length < MAX_LIST_PAGES) {
    const query = `limit=24&cursor=${encodeURIComponent(page.nextCursor)}`;
    queries.push(query);
    page = await getJson<GigPage>(`${url}/api/gigs?${query}`);
    items.push(...page.items);
  }
  if (items.length === 0) throw new Error('the first page of gigs is empty: nothing to measure');
  return { queries, items };
}

/** Every gig through the API (demo data: a few dozen). */
async function everyGigByApi(url: string): Promise<{ id: string; sellerId: string }[]> {
  const found: { id: string; sellerId: string }[] = [];
  let cursor: string | null = null;
  do {
    const page: GigPage = await getJson<GigPage>(
      `${url}/api/gigs?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    found.push(...page.items.map((gig) => ({ id: gig._id, sellerId: gig.userId })));
    cursor = page.nextCursor;
  } while (cursor && found.length < 100_000);
  return found;
}

/** Every visible gig from the database (a million: one query). */
async function everyGigBySql(databaseUrl: string): Promise<{ id: string; sellerId: string }[]> {
  const database = await openPostgres(databaseUrl, { max: 1 });
  try {
    return await database.db
      .select({ id: gigs.id, sellerId: gigs.userId })
      .from(gigs)
      .where(and(isNull(gigs.deletedAt), isNull(gigs.hiddenAt)));
  } finally {
    await database.close();
  }
}

const STOP_WORDS = new Set([
  'with',
  'from',
  'your',
  'that',
  'this',
  'about',
  'into',
  'over',
  'under',
  'within',
  'than',
]);

/** Words of the titles (four letters or more), the material of the random searches. */
function titleWords(titles: string[]): string[] {
  const words = new Set<string>();
  for (const title of titles) {
    for (const word of title.toLowerCase().split(/[^a-z]+/))
      if (word.length >= 4 && !STOP_WORDS.has(word)) words.add(word);
  }
  return [...words].sort();
}

/** A row's mix: [weight, path prefix, list (or '-' for none, '@search' for random words), suffix]. */
export type Mix = [number, string, string, string][];

/** The reads of the issue's rows, each over every address of its kind. */
export const MIXES: Record<string, Mix> = {
  browse: [[1, '/api/gigs?', 'pages', '']],
  category: [[1, '/api/gigs?limit=24&cat=', 'categories', '']],
  gig: [[1, '/api/gigs/single/', 'gigs', '']],
  profile: [[1, '/api/users/', 'sellers', '']],
  'seller-facts': [[1, '/api/users/', 'sellers', '/seller-facts']],
  search: [[1, '/api/gigs?limit=24&search=', '@search', '']],
  'html-gig': [[1, '/gig/', 'gigs', '']],
  'html-gigs': [[1, '', 'gigs-pages', '']],
  'html-home': [[1, '/', '-', '']],
  /** What a visitor's session looks like: pages and the API reads behind them, a few searches. */
  hot: [
    [10, '/api/gigs?', 'pages', ''],
    [8, '/api/gigs?limit=24&cat=', 'categories', ''],
    [20, '/api/gigs/single/', 'gigs', ''],
    [8, '/api/users/', 'sellers', ''],
    [6, '/api/users/', 'sellers', '/seller-facts'],
    [4, '/api/gigs?limit=24&search=', '@search', ''],
    [12, '/gig/', 'gigs', ''],
    [6, '', 'gigs-pages', ''],
    [6, '/', '-', ''],
    [4, '/profile/', 'sellers', ''],
  ],
  /** The cold rows: the pages and the lists behind them. */
  'pages-and-lists': [
    [10, '/api/gigs?', 'pages', ''],
    [8, '/api/gigs?limit=24&cat=', 'categories', ''],
    [12, '/gig/', 'gigs', ''],
    [6, '', 'gigs-pages', ''],
    [6, '/', '-', ''],
  ],
  ceiling: [[1, '/', '-', '']],
};

/** One item a line, padded with spaces to one width: mix.lua reads an item where it lies. */
async function writeList(file: string, items: string[]): Promise<void> {
  if (items.length === 0 || items.some((item) => item === '' || /\s/.test(item)))
    throw new Error(`${file}: empty list, or an item empty or with a space`);
  const width = items.reduce((max, item) => Math.max(max, item.length), 0);
  await fs.writeFile(file, items.map((item) => item.padEnd(width)).join('\n') + '\n');
}

/** Lists and mixes for the app at `url`; with `databaseUrl`, the gigs come from the database. */
export async function writeMixData(url: string, databaseUrl?: string): Promise<MixData> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-bench-mix-'));
  const pages = await listPages(url);
  const every = shuffled(databaseUrl ? await everyGigBySql(databaseUrl) : await everyGigByApi(url));
  const sellers = shuffled([...new Set(every.map((gig) => gig.sellerId))]);
  const words = titleWords(pages.items.map((gig) => gig.title));
  const lists: Record<string, string[]> = {
    pages: pages.queries,
    categories: CATEGORY_IDS,
    gigs: every.map((gig) => gig.id),
    sellers,
    'gigs-pages': ['/gigs', ...CATEGORY_IDS.map((cat) => `/gigs?cat=${cat}`)],
    words,
  };
  for (const [name, items] of Object.entries(lists)) await writeList(path.join(folder, `${name}.txt`), items);
  for (const [name, mix] of Object.entries(MIXES)) {
    await fs.writeFile(path.join(folder, `${name}.mix`), mix.map((line) => line.join('\t')).join('\n') + '\n');
  }
  return {
    folder,
    counts: { gigs: every.length, sellers: sellers.length, listPages: pages.queries.length, words: words.length },
    firstGigs: pages.items.map((gig) => ({ id: gig._id, sellerId: gig.userId })),
  };
}

/** The session cookies of the signed-in readers, for wrk. */
export const writeCookies = (data: MixData, cookies: string[]) =>
  fs.writeFile(path.join(data.folder, 'cookies.txt'), cookies.join('\n') + '\n');
