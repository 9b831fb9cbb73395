import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LIGHTHOUSE_TARGETS, lcpBreakdown, summarize, type PageResult, type RunFigures } from './web-report.ts';

/**
 * Lighthouse (npm, the version in package.json) on Debian's Chromium, mobile form factor with the
 * default simulated throttling (slow 4G, 4x CPU), on /, /gigs and /gig/{id} of the production
 * server with the demo data. The server is a separate process on a temporary DATA_DIR: the
 * compiled apps/server/dist/server.js when it has been built, else the TypeScript through tsx.
 * It needs the built web app (`npm run build`): this script builds nothing.
 *   npm run bench:web                  (BENCH_WEB_RUNS=3 runs a page; the median performance run is shown)
 * Results: bench/results/web.local.json (with each median run's LCP breakdown and failing audits),
 * and the table in bench/results/032-lighthouse-and-images.md (decision 032's log) between its bench:web markers.
 * Exits 1 when a page misses a target (performance >= 95, accessibility 100, best practices >= 95, SEO 100).
 */

/** The first rows of an audit's table, so that a failing audit says what it found. */
const itemsOf = (details: unknown) => {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const text = items.slice(0, 3).map((item) => JSON.stringify(item).slice(0, 300));
  return text.length > 0 ? ` [${text.join(', ')}]` : '';
};

/**
 * One Lighthouse run; a run whose trace failed (NO_NAVSTART, NO_FCP: it happens on a loaded
 * machine) is run again, at most twice, rather than counted as a score of 0.
 */
async function measure(port: number, address: string) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(address, {
      port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${address}`);
    if (!result.lhr.runtimeError) return result.lhr;
    console.error(`${address}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    if (attempt === 3) return result.lhr;
  }
}

const root = path.resolve(import.meta.dirname, '..');
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const webDist = path.join(root, 'apps/web/dist/index.html');
if (!existsSync(webDist)) {
  console.error('bench:web needs the built web app (apps/web/dist is missing): run `npm run build` first.');
  process.exit(2);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const compiled = path.join(root, 'apps/server/dist/server.js');
const serverArgs = existsSync(compiled)
  ? [compiled]
  : ['--import', 'tsx', path.join(root, 'apps/server/src/server.ts')];
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-bench-web-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const { DATABASE_URL: _ignored, ...inherited } = process.env;
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  env: {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
const cleanUp = async () => {
  await chrome?.kill();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  await fs.rm(dataDir, { recursive: true, force: true });
};

try {
  for (let started = Date.now(); ;) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (server.exitCode !== null || Date.now() - started > 180_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const gigs = (await (await fetch(`${url}/api/gigs?limit=1`)).json()) as { items: { _id: string }[] };
  const gigId = gigs.items[0]?._id;
  if (!gigId) throw new Error('the demo data has no gig');
  const pages = [
    { name: 'home', path: '/' },
    { name: 'gigs', path: '/gigs' },
    { name: 'gig', path: `/gig/${gigId}` },
  ];

  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const lighthouseVersion = JSON.parse(
    await fs.readFile(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
  ).version as string;
  const browserVersion = (
    (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()) as { Browser: string }
  ).Browser.replace(/^\D+\//, '');
  // One unmeasured load first: the server's first render of each page and Chromium's own start-up are not a visitor's.
  for (const page of pages) await fetch(`${url}${page.path}`);
  const results: PageResult[] = [];
  for (const page of pages) {
    const figures: RunFigures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const lhr = await measure(chrome.port, `${url}${page.path}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = Object.values(lhr.categories)
        .filter((category) => category.id !== 'performance')
        .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]!))
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable',
        )
        .map((audit) => `${audit.id}: ${audit.title}${itemsOf(audit.details)}`);
      const opportunities = (lhr.categories.performance?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
        .map((audit) => `${audit.id}: ${audit.displayValue ?? audit.title}`);
      figures.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: numeric('first-contentful-paint'),
        lcpMs: numeric('largest-contentful-paint'),
        tbtMs: numeric('total-blocking-time'),
        cls: numeric('cumulative-layout-shift'),
        transferKiB: numeric('total-byte-weight') / 1024,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        failing: [...new Set([...failing, ...opportunities])],
        lcp: lcpBreakdown(lhr),
      });
      console.log(`${page.path} run ${run + 1}/${runs}: performance ${figures.at(-1)!.performance}`);
      // The whole report of each run, for what the table leaves out (long tasks, each script's start-up).
      await fs.mkdir(path.join(root, 'bench/results'), { recursive: true });
      await fs.writeFile(
        path.join(root, `bench/results/lighthouse-${page.name}-${run + 1}.local.json`),
        JSON.stringify(lhr),
      );
    }
    results.push({ page: page.name, path: page.path, runs: figures });
  }

  const summary = summarize(results, { lighthouseVersion, browserVersion, runs });
  console.log(`\n${summary.table}\n`);
  for (const result of summary.pages) {
    if (result.median.failing.length > 0) console.log(`${result.path}: ${result.median.failing.join('; ')}`);
    console.log(`${result.path}: LCP ${JSON.stringify(result.median.lcp)}`);
  }
  await fs.mkdir(path.join(root, 'bench/results'), { recursive: true });
  await fs.writeFile(
    path.join(root, 'bench/results/web.local.json'),
    `${JSON.stringify(
      { date: new Date().toISOString(), lighthouseVersion, browserVersion, targets: LIGHTHOUSE_TARGETS, results },
      null,
      2,
    )}\n`,
  );
  const notePath = path.join(root, 'bench/results/032-lighthouse-and-images.md');
  const note = await fs.readFile(notePath, 'utf8').catch(() => null);
  const start = '<!-- bench:web:start -->';
  const end = '<!-- bench:web:end -->';
  if (note?.includes(start) && note.includes(end)) {
    const before = note.slice(0, note.indexOf(start) + start.length);
    const after = note.slice(note.indexOf(end));
    await fs.writeFile(notePath, `${before}\n${summary.table}\n${after}`);
  }
  await cleanUp();
  process.exit(summary.passed ? 0 : 1);
} catch (error) {
  console.error(error);
  await cleanUp();
  process.exit(2);
}
