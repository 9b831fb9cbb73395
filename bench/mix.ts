import { openPostgres } from '../apps/server/src/db/client.ts';
import { countGigs } from './fill-gigs.ts';
import { markdownTable } from './lib-load.ts';
import { runPass, RSS_TARGET_MB, type MixOptions, type MixRow, type Pass } from './lib-mix-pass.ts';
import { describeRun, runInfo, writeNoteSection, writeResult } from './lib-report.ts';
import { repoRoot, startCeiling } from './lib-servers.ts';

/**
 * Reads that look like use, against the bare framework's ceiling (decision 045):
 *   npm run bench:mix                                                          (PGlite, demo data)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/inkwell_bench npm run bench:mix   (and PostgreSQL)
 * The load is wrk (one thread) with bench/mix/mix.lua: every request drawn by a Zipf law over every
 * address of its kind (every gig, seller, category and list page), searches of random title words,
 * BENCH_SIGNED_IN (0.2) of the requests with a signed-in buyer's cookie; BENCH_CONNECTIONS (50),
 * BENCH_WARMUP (2 s) then BENCH_DURATION (8 s) per row. Rows: A, each kind of read on an app
 * started with READ_CACHE_MB=0; B, the hot mix of them all on the app as it runs, without and then
 * with BENCH_WRITES_PER_SECOND (10) writes from the bench process (likes, bids, messages of several
 * buyers); C, the first second after a start and after a wide invalidation; D, the app's RSS.
 * The PostgreSQL pass needs the database filled by bench/fill-gigs.ts (it says so otherwise).
 * BENCH_PASSES=postgres skips the PGlite pass. Prints the table; writes bench/results/mix.local.json
 * and the tables into docs/decisions/045-real-traffic.md. Exits 1 when a row misses its target.
 */

const options: MixOptions = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationS: Number(process.env.BENCH_DURATION ?? 8),
  warmupS: Number(process.env.BENCH_WARMUP ?? 2),
  signedInShare: Number(process.env.BENCH_SIGNED_IN ?? 0.2),
  writesPerSecond: Number(process.env.BENCH_WRITES_PER_SECOND ?? 10),
};
const databaseUrl = process.env.DATABASE_URL;
const passes = (process.env.BENCH_PASSES ?? 'pglite,postgres').split(',').map((pass) => pass.trim());
const NOTE = `${repoRoot}/docs/decisions/045-real-traffic.md`;

// Stopped by Ctrl-C or a timeout, the bench still runs its exit handlers, which stop the servers it started.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));

const info = runInfo();
console.log(`bench:mix — ${describeRun(info)}`);
console.log(
  `wrk -t1, ${options.connections} connections, ${options.warmupS} s warm-up + ${options.durationS} s per row, ` +
    `${Math.round(options.signedInShare * 100)} % signed in, ${options.writesPerSecond} writes/s in row B2\n`,
);

const printRow = (row: MixRow) =>
  console.log(
    `  ${row.name.padEnd(48)} ${String(row.requestsPerSecond).padStart(6)} ` +
      `req/s  p50 ${String(row.p50Ms).padStart(5)}  p99 ` +
      `${String(row.p99Ms).padStart(6)}  max ${String(row.maxMs).padStart(6)} ms` +
      (`  ${row.ratio === null ? '' : `${(row.ratio * 100).toFixed(1)} % of ${row.ceilingRps}`} ` +
        ` CPU ${row.cpuMsPerRequest ?? '?'} ms/req, wrk ${row.loadCpuMsPerRequest ?? '?'}`) +
      `  ${row.kind === 'ceiling' ? '' : row.pass ? 'PASS' : `MISS: ${row.why.join('; ')}`}`,
  );

async function gigsInDatabase(url: string): Promise<number> {
  const database = await openPostgres(url, { max: 1 });
  try {
    return await countGigs(database.db);
  } finally {
    await database.close();
  }
}

const ceiling = await startCeiling();
console.log(`ceiling: ${ceiling.how}, pid ${ceiling.pid}`);
const done: Pass[] = [];
try {
  if (passes.includes('pglite')) {
    console.log('\nPGlite, demo data');
    done.push(
      await runPass({
        database: 'pglite',
        env: { SEED_DEMO_DATA: 'true' },
        data: 'demo data',
        ceiling,
        options,
        print: printRow,
      }),
    );
  }
  if (databaseUrl && passes.includes('postgres')) {
    const gigs = await gigsInDatabase(databaseUrl);
    if (gigs === 0) throw new Error('the PostgreSQL database has no gigs: fill it first (tsx bench/fill-gigs.ts)');
    const data = `${gigs.toLocaleString('en-GB')} gigs`;
    console.log(`\nPostgreSQL, ${data}`);
    const env = { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', REGISTRATIONS_PER_HOUR: '100000' };
    done.push(await runPass({ database: 'postgres', env, data, databaseUrl, ceiling, options, print: printRow }));
  } else if (!databaseUrl) console.log('\n(no DATABASE_URL: the PostgreSQL pass is skipped)');
} finally {
  await ceiling.stop();
}

const rows = done.flatMap((pass) => pass.rows);
console.log(`\n${markdownTable(rows)}`);
for (const pass of done) {
  for (const rss of pass.rss)
    console.log(
      `${pass.database} RSS, ${rss.process}: ${rss.mb ?? '?'} MB ` +
        `(target <= ${rss.targetMb} MB): ${rss.pass ? 'PASS' : 'MISS'}`,
    );
  if (pass.writes)
    console.log(
      `${pass.database} writes: ${pass.writes.total} (${JSON.stringify(pass.writes.statuses)}), ` +
        `${pass.writes.failures} failed, p50 ${pass.writes.p50Ms} ms, max ${pass.writes.maxMs} ms`,
    );
}

const file = await writeResult('mix', { ...info, options, passes: done });
for (const pass of done) {
  const figures = pass.ceilings;
  const rss = pass.rss
    .map((r) => `- ${r.process}: **${r.mb ?? '?'} MB** (target <= ${r.targetMb} MB: ${r.pass ? 'PASS' : 'MISS'})`)
    .join('\n');
  const writes = pass.writes
    ? `Writes during row B2: ${pass.writes.total}, ${pass.writes.failures} not 2xx (${Object.entries(
        pass.writes.statuses,
      )
        .map(([what, n]) => `${what}: ${n}`)
        .join(', ')}); p50 ${pass.writes.p50Ms} ms, slowest ${pass.writes.maxMs} ms.`
    : '';
  const cold = pass.rows
    .filter((row) => row.kind === 'cold')
    .map(
      (row) =>
        `- ${row.name}: ${row.requests} answers in ${row.durationS} s, p90 ${row.p90Ms} ms, ` +
        `slowest ${row.maxMs} ms, ${row.unanswered} still unanswered when the second ended`,
    )
    .join('\n');
  const counts = pass.counts
    ? `${pass.counts.gigs.toLocaleString('en-GB')} gigs, ${pass.counts.sellers.toLocaleString('en-GB')} ` +
      `sellers, ${pass.counts.listPages} list pages, 10 categories, ${pass.counts.words} title words`
    : '?';
  await writeNoteSection(
    `bench-mix-${pass.database}`,
    `Run ${describeRun(pass.info)}; ` +
      `${pass.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}, ` +
      `${pass.data}; app: ${pass.app.replaceAll('`', "'")}; ` +
      (`wrk -t1, ${options.connections} connections, ${options.warmupS} s warm-up ` +
        `+ ${options.durationS} s per row; addresses drawn from ${counts}; `) +
      `${Math.round(options.signedInShare * 100)} % of requests signed in as ${pass.buyers.join(', ')}.\n\n` +
      `${markdownTable(pass.rows)}\n\n` +
      (`The ceiling: ${figures.length} measurements from ${Math.min(...figures).toLocaleString('en-GB')} ` +
        `to ${Math.max(...figures).toLocaleString('en-GB')} req/s; each row is judged against the mean of ` +
        `the figures just before and after it.\n\n`) +
      (`${writes}\n\nFirst seconds (C; the wide invalidation: ` +
        `one ${pass.wideWrite ?? '?'}):\n\n${cold}\n\nRSS (D, ` +
        `target <= ${RSS_TARGET_MB} MB):\n\n${rss}`),
    NOTE,
  );
}
console.log(`\nresults: ${file}; tables written into docs/decisions/045-real-traffic.md`);

const failed = rows.filter((row) => !row.pass).map((row) => `${row.database} ${row.name}`);
const rssFailed = done.flatMap((pass) =>
  pass.rss.filter((r) => !r.pass).map((r) => `${pass.database} RSS ${r.process}`),
);
if (failed.length > 0 || rssFailed.length > 0) {
  console.error(`below target: ${[...failed, ...rssFailed].join(', ')}`);
  process.exitCode = 1;
}
