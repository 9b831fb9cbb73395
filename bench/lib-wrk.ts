import { spawn } from 'node:child_process';
import path from 'node:path';
import { cpuMs, drain, type LoadResult } from './lib-load.ts';
import { repoRoot } from './lib-servers.ts';

/**
 * Load from wrk (Debian's /usr/bin/wrk, C, one thread) driven by bench/mix/mix.lua: each request is
 * drawn from a mix file that lib-mix-data.ts wrote. wrk costs the cores the server runs on far
 * less than a Node load generator; its own CPU time is read from the shell that ran it (`times`).
 */

const SCRIPT = path.join(repoRoot, 'bench/mix/mix.lua');

export interface WrkOptions {
  connections: number;
  durationS: number;
  /** The share of requests that carry a signed-in reader's cookie (0 to 1). */
  signedInShare: number;
  seed?: number;
}

export interface WrkResult extends LoadResult {
  p90Ms: number;
  maxMs: number;
  /** Requests wrk had sent but not seen answered when its time was up (one in flight per busy connection). */
  unanswered: number;
  durationS: number;
}

interface MixResult {
  requests: number;
  durationUs: number;
  bytes: number;
  sent: number;
  errors: { connect: number; read: number; write: number; status: number; timeout: number };
  latencyUs: { p50: number; p90: number; p99: number; max: number; mean: number };
}

const ms = (us: number) => Math.round(us / 100) / 10;

/** The children's user and system time from bash's `times` (its second line), in ms. */
function childrenCpuMs(times: string): number | null {
  const line = times.trim().split('\n').at(-1) ?? '';
  const parts = [...line.matchAll(/(\d+)m([\d.]+)s/g)].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
  return parts.length === 2 ? parts[0]! + parts[1]! : null;
}

/** One wrk run of `mix` (a file in `folder`) against `url`: its figures and its own CPU time. */
export function runWrk(
  url: string,
  folder: string,
  mix: string,
  options: WrkOptions,
): Promise<{ result: MixResult; wrkCpuMs: number | null }> {
  const args = [
    '-t1',
    `-c${options.connections}`,
    `-d${options.durationS}s`,
    '--timeout',
    '10s',
    '-s',
    SCRIPT,
    url,
    '--',
    folder,
    mix,
    String(options.signedInShare),
    String(options.seed ?? Date.now() % 1_000_000),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', 'wrk "$@" && echo MIX-TIMES && times', 'wrk', ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = /^MIX-RESULT (.*)$/m.exec(out)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk failed (exit ${code}): ${err.trim()}\n${out.trim()}`));
      resolve({ result: JSON.parse(line) as MixResult, wrkCpuMs: childrenCpuMs(out.slice(out.indexOf('MIX-TIMES'))) });
    });
  });
}

const perRequest = (cpu: number | null, requests: number) =>
  cpu !== null && requests > 0 ? Math.round((cpu / requests) * 1000) / 1000 : null;

function toLoadResult(result: MixResult, serverCpu: number | null, wrkCpuMs: number | null): WrkResult {
  const { errors } = result;
  const socketErrors = errors.connect + errors.read + errors.write + errors.timeout;
  const statusCodes: Record<string, number> = {};
  if (errors.status > 0) statusCodes['4xx/5xx'] = errors.status;
  if (socketErrors > 0) statusCodes['socket errors and timeouts'] = socketErrors;
  const durationS = result.durationUs / 1e6;
  return {
    requestsPerSecond: Math.round(result.requests / durationS),
    p50Ms: ms(result.latencyUs.p50),
    p90Ms: ms(result.latencyUs.p90),
    p99Ms: ms(result.latencyUs.p99),
    maxMs: ms(result.latencyUs.max),
    requests: result.requests,
    failures: errors.status + socketErrors,
    statusCodes,
    cpuMsPerRequest: perRequest(serverCpu, result.requests),
    loadCpuMsPerRequest: perRequest(wrkCpuMs, result.requests),
    unanswered: Math.max(0, result.sent - result.requests),
    durationS: Math.round(durationS * 100) / 100,
  };
}

export interface MeasureOptions extends WrkOptions {
  warmupS: number;
}

/**
 * A warm-up run, then the measured run, each after the server answered the requests the previous
 * wrk left in flight (`drainUrl`: one request, waited for). `pid`: the server, whose CPU time per
 * answer over the measured run is reported. `drainUrl` gives a new address each time when the
 * same one would be answered from a cache.
 */
export async function measureWrk(
  url: string,
  folder: string,
  mix: string,
  options: MeasureOptions,
  pid?: number,
  drainUrl = () => `${url}/api/health`,
): Promise<WrkResult> {
  await drain(drainUrl());
  if (options.warmupS > 0) {
    await runWrk(url, folder, mix, { ...options, durationS: options.warmupS });
    await drain(drainUrl());
  }
  const before = await cpuMs(pid);
  const { result, wrkCpuMs } = await runWrk(url, folder, mix, options);
  const after = await cpuMs(pid);
  return toLoadResult(result, before !== null && after !== null ? after - before : null, wrkCpuMs);
}

/** One run with no warm-up nor drain: the first second after a start or an invalidation. */
export async function firstSecond(
  url: string,
  folder: string,
  mix: string,
  options: WrkOptions,
  pid?: number,
): Promise<WrkResult> {
  const before = await cpuMs(pid);
  const { result, wrkCpuMs } = await runWrk(url, folder, mix, options);
  const after = await cpuMs(pid);
  return toLoadResult(result, before !== null && after !== null ? after - before : null, wrkCpuMs);
}
