import fs from 'node:fs/promises';
import { drain, judge, rejudge, type Row, type TargetKind } from './lib-load.ts';
import { MIXES, writeCookies, writeMixData, type MixData } from './lib-mix-data.ts';
import { cookiesOf, invalidateEverything, prepareBuyers, startWrites, type Buyer } from './lib-mix-writes.ts';
import { runInfo, type RunInfo } from './lib-report.ts';
import { startApp, tempDataDir, type BenchServer } from './lib-servers.ts';
import { firstSecond, measureWrk, type WrkResult } from './lib-wrk.ts';

/**
 * One database's pass of bench:mix: rows A on an app started with READ_CACHE_MB=0, then a fresh
 * app with its read cache: its first second (C), the hot mix without and with writes (B), the first
 * second after a wide invalidation (C), and its RSS (D). Every row but the first-second ones sits
 * between two ceiling figures and is judged against their mean.
 */

export interface MixOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  signedInShare: number;
  writesPerSecond: number;
}

export interface MixRow extends Row {
  p90Ms: number;
  maxMs: number;
  unanswered: number;
  durationS: number;
}

export interface Pass {
  database: 'pglite' | 'postgres';
  info: RunInfo;
  app: string;
  data: string;
  counts?: MixData['counts'];
  buyers: string[];
  rows: MixRow[];
  ceilings: number[];
  writes?: { total: number; failures: number; statuses: Record<string, number>; p50Ms: number; maxMs: number };
  rss: { process: string; mb: number | null; targetMb: number; pass: boolean }[];
  /** The write before the second first-second row, which empties every cached answer. */
  wideWrite?: string;
}

export const RSS_TARGET_MB = 250;

/** Rows A: [name, mix, target]. */
const COLD_READS: [string, string, TargetKind][] = [
  ['browse, first and later pages', 'browse', 'list'],
  ['category', 'category', 'list'],
  ['gig', 'gig', 'list'],
  ['profile', 'profile', 'list'],
  ['seller facts', 'seller-facts', 'list'],
  ['search, new random title words', 'search', 'search-new'],
  ['HTML of /gig/{id}', 'html-gig', 'html'],
  ['HTML of /gigs, /gigs?cat=', 'html-gigs', 'html'],
  ['HTML of /', 'html-home', 'html'],
];

export interface PassSetup {
  database: Pass['database'];
  env: Record<string, string>;
  data: string;
  /** The database to list the gigs from (PostgreSQL), else the API. */
  databaseUrl?: string;
  ceiling: BenchServer;
  options: MixOptions;
  print: (row: MixRow) => void;
}

export async function runPass(setup: PassSetup): Promise<Pass> {
  const { database, ceiling, options, print } = setup;
  const dataDir = await tempDataDir(`mix-${database}`);
  const env = { DATA_DIR: dataDir, ...setup.env };
  let folder: string | null = null;
  const pass: Pass = {
    database,
    info: runInfo(),
    app: '',
    data: setup.data,
    buyers: [],
    rows: [],
    ceilings: [],
    rss: [],
  };
  const load = {
    connections: options.connections,
    durationS: options.durationS,
    warmupS: options.warmupS,
    signedInShare: options.signedInShare,
  };

  const measureCeiling = async (warmupS: number) => {
    const result = await measureWrk(
      ceiling.url,
      folder!,
      'ceiling',
      { ...load, warmupS, signedInShare: 0 },
      ceiling.pid,
      () => `${ceiling.url}/`,
    );
    pass.ceilings.push(result.requestsPerSecond);
    return { result, row: toRow(database, 'ceiling (bare Fastify)', 'ceiling', result, null, options.connections) };
  };
  /** The row, then the ceiling again: judged against the mean of the figures before and after it. */
  const measureRow = async (
    app: BenchServer,
    name: string,
    mix: string,
    kind: TargetKind,
    during?: () => () => Promise<void>,
  ) => {
    const before = pass.ceilings.at(-1)!;
    const stop = during?.();
    let result: WrkResult;
    try {
      result = await measureWrk(app.url, folder!, mix, load, app.pid, () => drainUrl(app));
    } finally {
      await stop?.();
    }
    // The app answers what wrk left in flight before the ceiling is measured beside it.
    await drain(drainUrl(app));
    const after = (await measureCeiling(0)).result.requestsPerSecond;
    const row = toRow(database, name, kind, result, (before + after) / 2, options.connections);
    pass.rows.push(row);
    print(row);
    return row;
  };

  try {
    // A: every read to the database.
    const uncached = await startApp({ ...env, READ_CACHE_MB: '0' });
    pass.app = uncached.how;
    let buyers: Buyer[];
    let data: MixData;
    try {
      data = await writeMixData(uncached.url, setup.databaseUrl);
      folder = data.folder;
      pass.counts = data.counts;
      buyers = await prepareBuyers(uncached.url, database === 'pglite', data.firstGigs);
      pass.buyers = buyers.map((buyer) => buyer.username);
      await writeCookies(data, cookiesOf(buyers));
      // A fresh process runs its first seconds at a fraction of its speed (JIT): the hot mix first.
      await measureWrk(
        uncached.url,
        folder,
        'hot',
        { ...load, durationS: options.warmupS * 2, warmupS: 0 },
        undefined,
        () => drainUrl(uncached),
      );
      const first = await measureCeiling(options.warmupS);
      pass.rows.push(first.row);
      print(first.row);
      for (const [name, mix, kind] of COLD_READS) await measureRow(uncached, `cache off: ${name}`, mix, kind);
      pass.rss.push(rssRow('cache off, after rows A', await uncached.rssMb()));
    } finally {
      await uncached.stop();
    }

    // C, B, C, D: the app as it runs, read cache on.
    const cached = await startApp(env);
    try {
      const started = await firstSecond(cached.url, folder, 'pages-and-lists', { ...load, durationS: 1 }, cached.pid);
      pushCold(
        pass,
        print,
        toRow(database, 'cold: first second after a start', 'cold', started, null, options.connections),
      );
      const hot = await measureRow(cached, `cache on: hot mix (${MIXES.hot!.length} kinds), no writes`, 'hot', 'hot');
      // The writes run during the row's warm-up and measured run, not during the ceiling after it.
      const duringWrites = () => {
        const writes = startWrites(cached.url, buyers, data.firstGigs, options.writesPerSecond);
        return async () => {
          const counts = await writes.stop();
          const sorted = counts.latenciesMs.sort((a, b) => a - b);
          const at = (q: number) =>
            Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
          pass.writes = {
            total: counts.total,
            failures: counts.failures,
            statuses: counts.statuses,
            p50Ms: at(0.5),
            maxMs: at(1),
          };
        };
      };
      const withWrites = await measureRow(
        cached,
        `cache on: hot mix, ${options.writesPerSecond} writes/s`,
        'hot',
        'hot-writes',
        duringWrites,
      );
      holdToHalf(withWrites, hot, pass.writes);
      // One write that empties every cached answer and session: the next second's reads recompute them.
      pass.wideWrite = await invalidateEverything(cached.url, buyers[0]!);
      const invalidated = await firstSecond(
        cached.url,
        folder,
        'pages-and-lists',
        { ...load, durationS: 1 },
        cached.pid,
      );
      pushCold(
        pass,
        print,
        toRow(database, 'cold: first second after a wide invalidation', 'cold', invalidated, null, options.connections),
      );
      pass.rss.push(rssRow('cache on, after rows B and C', await cached.rssMb()));
    } finally {
      await cached.stop();
    }
    return pass;
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
    if (folder) await fs.rm(folder, { recursive: true, force: true });
  }
}

/**
 * Waits for the requests the last wrk left in flight: a search of a word no title has, new each
 * time, goes through the database's queue whether the cache is on or off.
 */
let drains = 0;
const drainUrl = (app: BenchServer) => `${app.url}/api/gigs?limit=1&search=drain${++drains}x`;

function toRow(
  database: string,
  name: string,
  kind: TargetKind,
  result: WrkResult,
  ceilingRps: number | null,
  connections: number,
): MixRow {
  const row = judge({ database, name, path: '', kind, connections }, result, null);
  const judged = ceilingRps === null ? row : rejudge(row, ceilingRps);
  return {
    ...judged,
    p90Ms: result.p90Ms,
    maxMs: result.maxMs,
    unanswered: result.unanswered,
    durationS: result.durationS,
  };
}

function pushCold(pass: Pass, print: (row: MixRow) => void, row: MixRow) {
  pass.rows.push(row);
  print(row);
}

/** B's second row: at least half the req/s of the same mix without writes, and every write answered 2xx. */
function holdToHalf(row: MixRow, without: MixRow, writes: Pass['writes']) {
  if (row.requestsPerSecond < without.requestsPerSecond * 0.5)
    row.why.push(
      `below 50 % of no writes (${Math.round((row.requestsPerSecond / without.requestsPerSecond) * 100)} %)`,
    );
  if (writes && writes.failures > 0) row.why.push(`${writes.failures} of ${writes.total} writes failed`);
  row.pass = row.why.length === 0;
}

const rssRow = (process: string, mb: number | null) => ({
  process,
  mb,
  targetMb: RSS_TARGET_MB,
  pass: mb !== null && mb <= RSS_TARGET_MB,
});
