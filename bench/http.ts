import fs from 'node:fs/promises';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { fillGigs } from './fill-gigs.ts';
import { captureAnswer, preflight, prepareRows, WORDS, type RowSpec } from './lib-http-rows.ts';
import { judge, markdownTable, measure, rejudge, type LoadOptions, type Row } from './lib-load.ts';
import { describeRun, runInfo, writeNoteSection, writeResult, type RunInfo } from './lib-report.ts';
import { startApp, startCeiling, startReplica, tempDataDir, type BenchServer } from './lib-servers.ts';

/**
 * Public reads over HTTP against the bare framework's ceiling, in one run (decision 029):
 *   npm run bench:http                                                       (PGlite, demo data)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/inkwell_bench npm run bench:http   (and PostgreSQL, 1,000,000 gigs)
 * The ceiling (bare Fastify, one JSON route) and the app (the compiled production server when
 * `npm run build` made it, else tsx) are separate Node processes; autocannon runs here, at
 * BENCH_CONNECTIONS connections (50) for BENCH_DURATION seconds (10) after BENCH_WARMUP (2), with a
 * browser's accept-encoding. Each pass measures the ceiling before its first row and again after
 * each row, and judges a row against the mean of the two figures around it, so a ratio compares
 * figures taken seconds apart, under the same machine load. With DATABASE_URL, the database is
 * first filled to BENCH_GIGS generated gigs (1,000,000; bench/fill-gigs.ts, kept between runs), and
 * the common-word search runs once more on one connection against an app process started with
 * READ_CACHE_MB=0 (no read cache). BENCH_PASSES=postgres skips the PGlite pass.
 * Prints a table with each row's target; writes bench/results/http.local.json and the table into
 * bench/results/029-http-reads.md (decision 029's log). Exits 1 when a row misses its target or has a failed answer.
 */

const options: LoadOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationS: Number(process.env.BENCH_DURATION ?? 10),
  warmupS: Number(process.env.BENCH_WARMUP ?? 2),
};
const gigsTarget = Number(process.env.BENCH_GIGS ?? 1_000_000);
const databaseUrl = process.env.DATABASE_URL;
const passes = (process.env.BENCH_PASSES ?? 'pglite,postgres').split(',').map((pass) => pass.trim());
const RSS_TARGET_MB = 250;

interface Pass {
  database: 'pglite' | 'postgres';
  info: RunInfo;
  app: string;
  gigs: string;
  buyer: string;
  rows: Row[];
  /** The ceiling's figures in the order measured: before the first row, then after each judged row. */
  ceilings: Row[];
  /** What the ceiling did during the pass, for the note. */
  ceilingSpread?: string;
  preflights: { name: string; summary: string }[];
  rss?: { afterLoadMb: number | null; targetMb: number; pass: boolean };
}

const info = runInfo();
console.log(`bench:http — ${describeRun(info)}`);
console.log(
  `${options.connections} connections, ${options.warmupS} s warm-up ` +
    `+ ${options.durationS} s per row, accept-encoding: gzip, br\n`,
);

const ceiling = await startCeiling();
console.log(`ceiling: ${ceiling.how}, pid ${ceiling.pid}`);

const printRow = (row: Row) =>
  console.log(
    `  ${row.name.padEnd(40)} ${String(row.requestsPerSecond).padStart(7)} req/s  ` +
      `p50 ${String(row.p50Ms).padStart(4)} ms  p99 ${String(row.p99Ms).padStart(5)} ms` +
      (`  ${row.ratio === null ? '' : `${(row.ratio * 100).toFixed(1)} % of ${row.ceilingRps}`} ` +
        ` CPU ${row.cpuMsPerRequest ?? '?'} ms/req, load ${row.loadCpuMsPerRequest ?? '?'}  ` +
        `${row.kind === 'ceiling' ? '' : row.pass ? 'pass' : `FAIL: ${row.why.join('; ')}`}`),
  );

async function measureCeiling(pass: Pass, when: string, warmupS = options.warmupS): Promise<Row> {
  const meta = {
    database: pass.database,
    name: `ceiling (bare Fastify), ${when}`,
    path: '/',
    kind: 'ceiling' as const,
    connections: options.connections,
  };
  const row = judge(meta, await measure(`${ceiling.url}/`, { ...options, warmupS }, ceiling.pid), null);
  pass.ceilings.push(row);
  return row;
}

/**
 * The ceiling again after a measured row (the ceiling process is warm: no warm-up): the row is
 * judged against the mean of the ceiling just before it and this one, seconds apart, so a host
 * whose speed changes during a pass moves both sides of the ratio alike.
 */
async function judgedBetweenCeilings(pass: Pass, row: Row): Promise<Row> {
  const before = pass.ceilings.at(-1)!.requestsPerSecond;
  const after = (await measureCeiling(pass, 'after the rows', 0)).requestsPerSecond;
  return rejudge(row, (before + after) / 2);
}

/**
 * The pass's rows between ceiling figures: one before the first row, one after each judged row.
 * The table keeps the first and the last; each row shows the ceiling it was judged against.
 */
async function betweenCeilings(pass: Pass, rows: () => Promise<void>): Promise<void> {
  const before = await measureCeiling(pass, 'before the rows');
  printRow(before);
  await rows();
  const after = pass.ceilings.at(-1)!;
  if (after !== before) printRow(after);
  pass.rows = [before, ...pass.rows, ...(after !== before ? [after] : [])];
  const figures = pass.ceilings.map((row) => row.requestsPerSecond);
  const steps = figures.slice(1).map((figure, i) => Math.abs(figure - figures[i]!) / ((figure + figures[i]!) / 2));
  pass.ceilingSpread =
    `${figures.length} measurements from ${Math.min(...figures).toLocaleString('en-GB')} ` +
    `to ${Math.max(...figures).toLocaleString('en-GB')} req/s; two successive ones ` +
    `differed by at most ${Math.round(Math.max(0, ...steps) * 100)} %`;
  console.log(`  ceiling: ${pass.ceilingSpread}`);
}

/** Each row: one browser-like request first (status, encoding, size), then the load unless that failed. */
async function measureRows(
  server: BenchServer,
  database: string,
  specs: RowSpec[],
  pass: Pass,
  connections = options.connections,
) {
  // A fresh process runs its first seconds of load at about a third of its speed (JIT, first
  // garbage collections): every row's address is loaded once before the first measured row.
  const warmup = { ...options, connections, durationS: options.warmupS, warmupS: 0 };
  for (const spec of options.warmupS > 0 ? specs : [])
    await measure(`${server.url}${spec.path}`, { ...warmup, headers: spec.headers });
  for (const spec of specs) {
    const first = await preflight(`${server.url}${spec.path}`, spec.headers);
    pass.preflights.push({ name: spec.name, summary: first.summary });
    const ok = first.status >= 200 && first.status < 300;
    const load = ok
      ? await measure(`${server.url}${spec.path}`, { ...options, connections, headers: spec.headers }, server.pid)
      : {
          requestsPerSecond: 0,
          p50Ms: 0,
          p99Ms: 0,
          requests: 0,
          failures: 1,
          statusCodes: { [first.status]: 1 },
          cpuMsPerRequest: null,
          loadCpuMsPerRequest: null,
        };
    const measured = judge(
      { database, name: spec.name, path: spec.path, kind: spec.kind, connections },
      load,
      null,
      ok ? [] : [`first answer ${first.summary}`],
    );
    // The one-connection row is judged by its latency alone.
    const row = spec.kind === 'uncached' ? measured : await judgedBetweenCeilings(pass, measured);
    pass.rows.push(row);
    printRow(row);
  }
}

/**
 * Diagnostic rows, no target: bare Fastify answering the first browse page's bytes and headers, then
 * the HTML of /'s, as the app sent them after its rows (so in the brotli the app serves by then),
 * measured like a row: what the answer's size and header list alone allow on this host.
 */
async function measureReplicas(server: BenchServer, database: string, rows: RowSpec[], pass: Pass) {
  const copied = [
    { label: "the first browse page's", spec: rows[0]! },
    { label: "the HTML of /'s", spec: rows.find((row) => row.name === 'HTML of /') },
  ];
  for (const { label, spec } of copied) {
    if (!spec) continue;
    const replica = await startReplica(await captureAnswer(`${server.url}${spec.path}`));
    try {
      if (options.warmupS > 0) await measure(`${replica.url}/`, { ...options, durationS: options.warmupS, warmupS: 0 });
      const name = `bare Fastify, ${label} bytes and headers`;
      const measured = judge(
        { database, name, path: spec.path, kind: 'ceiling', connections: options.connections },
        await measure(`${replica.url}/`, options, replica.pid),
        null,
      );
      const row = await judgedBetweenCeilings(pass, measured);
      pass.rows.push(row);
      printRow(row);
    } finally {
      await replica.stop();
    }
  }
}

async function pglitePass(): Promise<Pass> {
  const dataDir = await tempDataDir('http');
  try {
    const app = await startApp({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
    const pass: Pass = {
      database: 'pglite',
      info: runInfo(),
      app: app.how,
      gigs: 'demo data',
      buyer: '',
      rows: [],
      preflights: [],
      ceilings: [],
    };
    console.log(`\nPGlite, demo data — app: ${app.how}, pid ${app.pid}`);
    try {
      const { rows, buyer } = await prepareRows(app.url, 'pglite');
      pass.buyer = buyer;
      await betweenCeilings(pass, async () => {
        await measureRows(app, 'pglite', rows, pass);
        await measureReplicas(app, 'pglite', rows, pass);
      });
      const afterLoadMb = await app.rssMb();
      pass.rss = { afterLoadMb, targetMb: RSS_TARGET_MB, pass: afterLoadMb !== null && afterLoadMb <= RSS_TARGET_MB };
      console.log(
        `  app RSS after the load: ${afterLoadMb ?? '?'} MB (target ` +
          `<= ${RSS_TARGET_MB} MB): ${pass.rss.pass ? 'pass' : 'FAIL'}`,
      );
    } finally {
      await app.stop();
    }
    return pass;
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresPass(url: string): Promise<Pass> {
  const database = await openPostgres(url);
  let gigs: number;
  try {
    await database.migrate();
    console.log(
      `\nPostgreSQL: filling to ${gigsTarget.toLocaleString('en-GB')} gigs (bench/fill-gigs.ts; kept between runs)`,
    );
    gigs = (await fillGigs(database.db, gigsTarget, (line) => console.log(`  ${line}`))).after;
  } finally {
    await database.close();
  }
  const dataDir = await tempDataDir('http-pg');
  const env = { DATABASE_URL: url, DATA_DIR: dataDir, SEED_DEMO_DATA: 'false', REGISTRATIONS_PER_HOUR: '100000' };
  try {
    const app = await startApp(env);
    const pass: Pass = {
      database: 'postgres',
      info: runInfo(),
      app: app.how,
      gigs: `${gigs.toLocaleString('en-GB')} gigs`,
      buyer: '',
      rows: [],
      preflights: [],
      ceilings: [],
    };
    console.log(`PostgreSQL, ${pass.gigs} — app: ${app.how}, pid ${app.pid}`);
    await betweenCeilings(pass, async () => {
      try {
        const { rows, buyer } = await prepareRows(app.url, 'postgres');
        pass.buyer = buyer;
        await measureRows(app, 'postgres', rows, pass);
        await measureReplicas(app, 'postgres', rows, pass);
      } finally {
        await app.stop();
      }
      // The common word once more, on one connection, against a process without the read cache.
      const uncached = await startApp({ ...env, READ_CACHE_MB: '0' });
      try {
        const word = WORDS.postgres.common;
        const spec: RowSpec = {
          name: `search "${word}", uncached, 1 conn.`,
          path: `/api/gigs?limit=24&search=${word}`,
          kind: 'uncached',
        };
        await measureRows(uncached, 'postgres', [spec], pass, 1);
      } finally {
        await uncached.stop();
      }
    });
    return pass;
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const done: Pass[] = [];
try {
  if (passes.includes('pglite')) done.push(await pglitePass());
  if (databaseUrl && passes.includes('postgres')) done.push(await postgresPass(databaseUrl));
  else if (!databaseUrl)
    console.log('\n(no DATABASE_URL: the PostgreSQL pass and the uncached million-gig search are skipped)');
} finally {
  await ceiling.stop();
}

const rows = done.flatMap((pass) => pass.rows);
console.log(`\n${markdownTable(rows)}`);
for (const pass of done.filter((p) => p.rss))
  console.log(
    `${pass.database} app RSS after the load ` +
      `run: ${pass.rss!.afterLoadMb ?? '?'} MB ` +
      `(target <= ${pass.rss!.targetMb} MB)`,
  );

const file = await writeResult('http', { ...info, options, passes: done });
for (const pass of done) {
  const ceilingText =
    `\n\nEach row is judged against the mean of the ceiling measured just before and ` +
    `just after it (its "ceiling req/s"). The ceiling: ${pass.ceilingSpread ?? '?'}.`;
  const rss = pass.rss
    ? `\n\nRSS of the app process after the load run: **${pass.rss.afterLoadMb ?? '?'} ` +
      `MB** (target <= ${pass.rss.targetMb} MB: ${pass.rss.pass ? 'pass' : 'FAIL'}).`
    : '';
  const firstAnswers = pass.preflights.map((p) => `- ${p.name}: ${p.summary}`).join('\n');
  await writeNoteSection(
    `bench-http-${pass.database}`,
    `Run ${describeRun(pass.info)}; ` +
      `${pass.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
      `${pass.gigs}; app: ${pass.app.replaceAll('`', "'")}; ` +
      (`signed in as ${pass.buyer}; ${options.connections} connections, ` +
        `${options.warmupS} s warm-up + ${options.durationS} s per row.\n\n`) +
      (`${markdownTable(pass.rows)}${ceilingText}${rss}\n\nFirst ` +
        `answer of each row (what a browser gets):\n\n${firstAnswers}`),
  );
}
console.log(`\nresults: ${file}; table written into bench/results/029-http-reads.md`);

const failed = rows.filter((row) => !row.pass);
const rssFailed = done.filter((pass) => pass.rss && !pass.rss.pass);
if (failed.length > 0 || rssFailed.length > 0) {
  console.error(
    `below target: ${[
      ...failed.map((row) => `${row.database} ${row.name}`),
      ...rssFailed.map((pass) => `${pass.database} RSS`),
    ].join(', ')}`,
  );
  process.exitCode = 1;
}
