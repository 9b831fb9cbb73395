import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * One load row of the HTTP benches: a warm-up, then a measured autocannon run against one address,
 * with a browser's accept-encoding; every answer must be 2xx or 304.
 */

export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, br',
  accept: 'application/json, text/html;q=0.9, */*;q=0.8',
};

/**
 * autocannon 9 keeps each answer's body as a string (`body += chunk` in its request queue) for
 * options these benches do not use (verifyBody, expectBody, onResponse). Decoding compressed bytes
 * as UTF-8 text is its slow path: 0.1 ms an answer for the 6 KB of brotli of /, more than the
 * server spends on that whole answer, taken from the two cores the server runs on. No bench reads
 * a body, so the queue drops them; autocannon still counts every byte. Decision 029, "The load
 * generator's share". (bench:messages' background load runs in a process of its own and keeps
 * them: there the generator's cost only adds to the load the chat is timed under.)
 */
function dropBodies(): void {
  const queue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
    prototype: Record<string, unknown>;
  };
  if (typeof queue.prototype.addBody !== 'function') {
    throw new Error('autocannon changed: its request queue has no addBody (bench/lib-load.ts, dropBodies)');
  }
  queue.prototype.addBody = () => undefined;
}
dropBodies();

export interface LoadOptions {
  connections: number;
  durationS: number;
  warmupS: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers that were neither 2xx nor 304, plus socket errors and timeouts. */
  failures: number;
  statusCodes: Record<string, number>;
  /**
   * CPU time the server process spent per answer during the measured run (user + system, from
   * /proc/<pid>/stat), or null. Less sensitive to a busy machine than req/s: waiting for a core
   * costs no CPU time.
   */
  cpuMsPerRequest: number | null;
  /** The same for the load generator (this process), or null when it ran elsewhere. */
  loadCpuMsPerRequest: number | null;
}

const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const perRequest = (ms: number, requests: number) => (requests > 0 ? Math.round((ms / requests) * 1000) / 1000 : null);

/** A process's CPU time in ms (Linux; clock ticks of 10 ms), or null elsewhere. */
export async function cpuMs(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields ? (Number(fields[11]) + Number(fields[12])) * 10 : null;
}

function run(url: string, options: LoadOptions, durationS: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: options.connections,
    duration: durationS,
    headers: { ...BROWSER_HEADERS, ...options.headers },
  });
}

/**
 * autocannon leaves the requests in flight when its time is up; the server still answers them.
 * One request more, waited for, lets that backlog drain so the measured run starts clean.
 */
export async function drain(url: string, headers: Record<string, string> = {}): Promise<void> {
  await fetch(url, { headers, signal: AbortSignal.timeout(120_000) })
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}

/** `pid`: the server process, whose CPU time per answer is reported. */
export async function measure(url: string, options: LoadOptions, pid?: number): Promise<LoadResult> {
  await drain(url, options.headers);
  if (options.warmupS > 0) {
    await run(url, options, options.warmupS);
    await drain(url, options.headers);
  }
  const cpuBefore = await cpuMs(pid);
  const ownBefore = ownCpuMs();
  const result = await run(url, options, options.durationS);
  const loadCpuMsPerRequest = perRequest(ownCpuMs() - ownBefore, result.requests.total);
  const cpuAfter = await cpuMs(pid);
  const codes = (result as unknown as { statusCodeStats?: StatusCodeStats }).statusCodeStats;
  const cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null ? perRequest(cpuAfter - cpuBefore, result.requests.total) : null;
  return {
    cpuMsPerRequest,
    loadCpuMsPerRequest,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    ...failuresOf(codes, result.errors, result.timeouts),
  };
}

type StatusCodeStats = Record<string, { count: number }>;

/** Answers by status, and the failures: statuses other than 2xx and 304, socket errors, timeouts. */
function failuresOf(
  codes: StatusCodeStats | undefined,
  errors: number,
  timeouts: number,
): Pick<LoadResult, 'failures' | 'statusCodes'> {
  const statusCodes = Object.fromEntries(Object.entries(codes ?? {}).map(([code, { count }]) => [code, count]));
  const bad = Object.entries(statusCodes).reduce(
    (sum, [code, count]) => (/^2\d\d$|^304$/.test(code) ? sum : sum + count),
    0,
  );
  return { failures: bad + errors + timeouts, statusCodes };
}

export type TargetKind =
  'ceiling' | 'anonymous' | 'signed-in' | 'uncached' | 'list' | 'search-new' | 'html' | 'hot' | 'hot-writes' | 'cold';

/**
 * The targets, as ratios to the ceiling measured in the same run: bench:http's, then
 * bench:mix's, whose reads go to the database (cache off) or draw from a mix of addresses. The
 * hot mix with writes is also held to half the figure of the same mix without (bench/mix.ts).
 */
export const TARGETS: Record<TargetKind, { minRatio?: number; maxP99Ms?: number; text: string }> = {
  ceiling: { text: '-' },
  anonymous: { minRatio: 0.6, maxP99Ms: 20, text: '>= 60 %, p99 <= 20 ms' },
  'signed-in': { minRatio: 0.3, text: '>= 30 %' },
  uncached: { maxP99Ms: 50, text: 'p99 <= 50 ms (1 conn.)' },
  list: { minRatio: 0.15, maxP99Ms: 50, text: '>= 15 %, p99 <= 50 ms' },
  'search-new': { minRatio: 0.05, maxP99Ms: 50, text: '>= 5 %, p99 <= 50 ms' },
  html: { minRatio: 0.05, maxP99Ms: 50, text: '>= 5 %, p99 <= 50 ms' },
  hot: { maxP99Ms: 20, text: 'p99 <= 20 ms' },
  'hot-writes': { maxP99Ms: 20, text: '>= 50 % of no writes, p99 <= 20 ms' },
  cold: { maxP99Ms: 200, text: 'p99 <= 200 ms' },
};

export interface Row extends LoadResult {
  database: string;
  name: string;
  path: string;
  kind: TargetKind;
  connections: number;
  /** req/s over `ceilingRps`. */
  ratio: number | null;
  /**
   * The ceiling's req/s the row is judged against (bench/http.ts: the mean of the figures just before and after it).
   */
  ceilingRps: number | null;
  target: string;
  pass: boolean;
  /** Why the row failed, when it did. */
  why: string[];
  /** Failures found before the load (the first answer), kept when the row is judged again. */
  notes: string[];
}

export function judge(
  meta: Pick<Row, 'database' | 'name' | 'path' | 'kind' | 'connections'>,
  load: LoadResult,
  ceilingRps: number | null,
  notes: string[] = [],
): Row {
  const { kind } = meta;
  const target = TARGETS[kind];
  // The one-connection row is judged by its latency alone: a ratio to 50 connections would mislead.
  const ratio = ceilingRps && kind !== 'uncached' ? load.requestsPerSecond / ceilingRps : null;
  const why = [...notes];
  if (load.failures > 0) why.push(`${load.failures} failed answers ${JSON.stringify(load.statusCodes)}`);
  if (load.requests === 0) why.push('no answer at all');
  if (target.minRatio !== undefined && (ratio === null || ratio < target.minRatio))
    why.push(`ratio below ${target.minRatio * 100} %`);
  if (target.maxP99Ms !== undefined && load.p99Ms > target.maxP99Ms) why.push(`p99 above ${target.maxP99Ms} ms`);
  const { requestsPerSecond, p50Ms, p99Ms, requests, failures, statusCodes, cpuMsPerRequest, loadCpuMsPerRequest } =
    load;
  const result = {
    requestsPerSecond,
    p50Ms,
    p99Ms,
    requests,
    failures,
    statusCodes,
    cpuMsPerRequest,
    loadCpuMsPerRequest,
  };
  return {
    ...meta,
    ...result,
    ratio,
    ceilingRps: ratio === null ? null : Math.round(ceilingRps!),
    target: target.text,
    pass: why.length === 0,
    why,
    notes,
  };
}

/** The same row against another ceiling figure. */
export const rejudge = (row: Row, ceilingRps: number) => judge(row, row, ceilingRps, row.notes);

const pad = (text: string, width: number, right = false) => (right ? text.padStart(width) : text.padEnd(width));

/** A Markdown table (it prints readably and goes into the decision note as it is). */
export function markdownTable(rows: Row[]): string {
  const header = [
    'database',
    'read',
    'conn.',
    'req/s',
    'p50 ms',
    'p99 ms',
    'of ceiling',
    'ceiling req/s',
    'CPU ms/req',
    'load CPU ms/req',
    'target',
    'result',
  ];
  const lines = rows.map((row) => [
    row.database,
    row.name,
    String(row.connections),
    row.requestsPerSecond.toLocaleString('en-GB'),
    String(row.p50Ms),
    String(row.p99Ms),
    row.ratio === null ? '-' : `${(row.ratio * 100).toFixed(1)} %`,
    row.ceilingRps === null ? '-' : row.ceilingRps.toLocaleString('en-GB'),
    row.cpuMsPerRequest === null ? '-' : row.cpuMsPerRequest.toFixed(3),
    row.loadCpuMsPerRequest === null ? '-' : row.loadCpuMsPerRequest.toFixed(3),
    row.target,
    row.kind === 'ceiling' && row.pass ? '-' : row.pass ? 'pass' : `FAIL (${row.why.join('; ')})`,
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const numeric = new Set([2, 3, 4, 5, 6, 7, 8, 9]);
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => pad(cell, widths[i]!, numeric.has(i))).join(' | ')} |`;
  return [
    format(header),
    `| ${widths.map((w, i) => (numeric.has(i) ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ')} |`,
    ...lines.map(format),
  ].join('\n');
}

/**
 * Load from a Node process of its own (autocannon there), running until stopped: for a bench that
 * times something else meanwhile and must keep its own event loop free (bench:messages).
 */
const BACKGROUND_SOURCE = `
import autocannon from 'autocannon';
const instance = autocannon({ ...JSON.parse(process.env.BENCH_LOAD), duration: 24 * 3600 });
process.on('message', () => instance.stop());
instance.then((r) => process.send({
  requestsPerSecond: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99,
  requests: r.requests.total,
  statusCodeStats: r.statusCodeStats, errors: r.errors, timeouts: r.timeouts,
}, () => process.exit(0)));
`;

export function startBackgroundLoad(url: string, connections: number, cwd: string): { stop(): Promise<LoadResult> } {
  const env = { ...process.env, BENCH_LOAD: JSON.stringify({ url, connections, headers: BROWSER_HEADERS }) };
  const child = spawn(process.execPath, ['--input-type=module', '-e', BACKGROUND_SOURCE], {
    cwd,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const answer = new Promise<LoadResult>((resolve, reject) => {
    child.once('message', (message) => {
      const raw = message as Omit<LoadResult, 'failures' | 'statusCodes' | 'cpuMsPerRequest'> & {
        statusCodeStats?: StatusCodeStats;
        errors: number;
        timeouts: number;
      };
      const { requestsPerSecond, p50Ms, p99Ms, requests } = raw;
      resolve({
        requestsPerSecond,
        p50Ms,
        p99Ms,
        requests,
        cpuMsPerRequest: null,
        loadCpuMsPerRequest: null,
        ...failuresOf(raw.statusCodeStats, raw.errors, raw.timeouts),
      });
    });
    child.once('exit', (code) => reject(new Error(`the load process ended without a result (exit ${code})`)));
  });
  return {
    stop: async () => {
      child.send('stop');
      const result = await answer;
      process.off('exit', killOnExit);
      return result;
    },
  };
}
