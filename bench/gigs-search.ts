import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Executor } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { listQuery, pageQuery, withSearchPlan } from '../apps/server/src/features/gigs/gig-list-query.ts';
import { gigsRepository, type GigListFilter } from '../apps/server/src/features/gigs/gigs.repository.ts';
import { fillGigs } from './fill-gigs.ts';

/**
 * The gig list and search on a big table: fills the database with BENCH_GIGS generated gigs
 * (default 1,000,000, 50 per seller; kept between runs; bench/fill-gigs.ts), then runs each kind of list query through
 * the real repository with EXPLAIN ANALYZE and prints the plan's shape and the time PostgreSQL
 * took. Run it against a throwaway PostgreSQL database:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/inkwell_bench npm run bench:gigs
 * Without DATABASE_URL it uses an embedded PGlite (set BENCH_GIGS lower: it is single-threaded WASM).
 * Results: bench/results/gigs-search-<database>.local.json; the numbers measured here are in
 * docs/decisions/011-gig-search.md and 028-search-sort-and-speed.md
 * (per request: p50/p99 over BENCH_RUNS runs, one connection).
 */
const target = Number(process.env.BENCH_GIGS ?? 1_000_000);
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-bench-gigs-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO_DATA: 'false' });
const database = await openDatabase(config);
await database.migrate();
const db = database.db;

await fillGigs(db, target);

/** A buyer with approved and in-progress bids on 30 of the best-selling gigs (kept between runs). */
async function benchBuyer(): Promise<string> {
  const [existing] = rowsOf<{ id: string }>(await db.execute(sql`SELECT id FROM users WHERE username = 'bench-buyer'`));
  if (existing) return existing.id;
  const [buyer] = rowsOf<{ id: string }>(
    await db.execute(sql`INSERT INTO users (id, username, email, password_hash, country)
      VALUES (gen_random_uuid(), 'bench-buyer', 'bench-buyer@bench.example', 'not-a-hash', 'GB') RETURNING id`),
  );
  await db.execute(sql`INSERT INTO bids (id, gig_id, bidder_id, seller_id, amount_cents, days, message, status)
    SELECT gen_random_uuid(), g.id, ${buyer!.id}, g.user_id, g.total_price_cents, 1, repeat('p', 120),
           CASE WHEN g.n % 2 = 0 THEN 'approved' ELSE 'in_progress' END
    FROM (SELECT id, user_id, total_price_cents, row_number() OVER () AS n FROM gigs ORDER BY sales DESC, id DESC
    LIMIT 30) g`);
  return buyer!.id;
}
const buyerId = await benchBuyer();

/**
 * EXPLAIN ANALYZE of one page, run exactly as the repository runs it (a
 * rare search in withSearchPlan); not counting the common-word check.
 */
async function explain(filter: GigListFilter): Promise<{ ms: number; plan: string[]; mode: string }> {
  const mode = await gigsRepository(db).searchMode(filter);
  // A rare search runs its page's ids under withSearchPlan (then reads those gigs by id).
  const query = (executor: Executor) =>
    mode === 'rare' ? pageQuery(executor, filter, mode) : listQuery(executor, filter, mode);
  const run = (executor: Executor) => executor.execute(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${query(executor)}`);
  const result = mode === 'rare' ? await withSearchPlan(db, run) : await run(db);
  const lines = rowsOf<Record<string, string>>(result).map((row) => Object.values(row)[0]!);
  const ms = Number(/Execution Time: ([\d.]+) ms/.exec(lines.join('\n'))?.[1] ?? NaN);
  return { ms, plan: lines, mode };
}

const base: GigListFilter = { sort: 'sales', limit: 24, viewerId: null, hideOrderedBy: null };
const firstPage = await gigsRepository(db).list(base);
const tenthPageCursor = (await gigsRepository(db).list({ ...base, limit: 240 })).at(-1)!;
const cases: [string, Partial<GigListFilter>][] = [
  ['browse, best selling, first page', {}],
  [
    'browse, best selling, after 240 gigs',
    { after: { sort: 'sales', sales: tenthPageCursor.gig.sales, id: tenthPageCursor.gig.id } },
  ],
  ['browse, newest', { sort: 'createdAt' }],
  ['category, best selling', { cat: 'thesis-writing' }],
  ['budget $50-$100, best selling', { minCents: 5000, maxCents: 10000 }],
  ["one seller's gigs", { userId: firstPage[0]!.gig.userId }],
  ['signed-in buyer with ordered gigs left out', { hideOrderedBy: buyerId, viewerId: buyerId }],
  ['search, rare word "palaeography"', { search: 'palaeography', sort: 'relevance' }],
  ['search, rare word with a typo "palaeografy"', { search: 'palaeografy', sort: 'relevance' }],
  ['search, two words "ethnomusicology history"', { search: 'ethnomusicology history', sort: 'relevance' }],
  ['search, common word "dissertation"', { search: 'dissertation', sort: 'relevance' }],
  ['search, common word "essay"', { search: 'essay', sort: 'relevance' }],
  ['search, common word with a typo "disertation"', { search: 'disertation', sort: 'relevance' }],
  ['search, French "mémoire"', { search: 'mémoire', sort: 'relevance' }],
  [
    'search + category + budget',
    { search: 'thesis', cat: 'thesis-writing', minCents: 5000, maxCents: 20000, sort: 'relevance' },
  ],
  ['search "essay", newest', { search: 'essay', sort: 'createdAt' }],
  ['search "dissertation", best selling', { search: 'dissertation', sort: 'sales' }],
  ['search "palaeography", newest', { search: 'palaeography', sort: 'createdAt' }],
];

/** Per-request time through the real repository on one connection (runs one after the other): p50 and p99 in ms. */
async function perRequest(filter: GigListFilter, runs: number): Promise<{ p50: number; p99: number }> {
  const repository = gigsRepository(db);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await repository.list(filter);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
  return { p50: at(0.5), p99: at(0.99) };
}
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const only = process.env.BENCH_ONLY;

const results = [];
for (const [name, filter] of cases) {
  if (only && !name.includes(only)) continue;
  await explain({ ...base, ...filter }); // warm the cache
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await explain({ ...base, ...filter }));
  const best = runs.sort((a, b) => a.ms - b.ms)[0]!;
  const indexes = [...new Set(best.plan.join('\n').match(/(?:using|on) (gigs_\w+|bids_\w+)/g) ?? [])];
  const loop = await perRequest({ ...base, ...filter }, RUNS);
  const row = {
    query: name,
    database: database.kind,
    gigs: target,
    medianMs: runs[1]!.ms,
    bestMs: best.ms,
    requestP50Ms: loop.p50,
    requestP99Ms: loop.p99,
    mode: best.mode,
    indexes,
    seqScanOnGigs: /Seq Scan on gigs\b/.test(best.plan.join('\n')),
  };
  results.push(row);
  console.log(JSON.stringify(row));
  if (process.env.BENCH_PLANS) console.log(best.plan.join('\n'));
}

await fs.mkdir(path.join(import.meta.dirname, 'results'), { recursive: true });
await fs.writeFile(
  path.join(import.meta.dirname, 'results', `gigs-search-${database.kind}.local.json`),
  JSON.stringify(results, null, 2),
);
await database.close();
await fs.rm(dataDir, { recursive: true, force: true });
