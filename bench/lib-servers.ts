import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Server processes for the HTTP benches (bench:http, bench:messages): the app as production runs it
 * and a bare Fastify ceiling, each a Node process of its own so that the load generator in the
 * bench process never shares their event loop.
 */

export const repoRoot = path.resolve(import.meta.dirname, '..');
const compiledServer = path.join(repoRoot, 'apps/server/dist/server.js');
const sourceServer = path.join(repoRoot, 'apps/server/src/server.ts');

export interface BenchServer {
  url: string;
  pid: number;
  /** How the process was started, for the printout. */
  how: string;
  /** VmRSS of the process in MB (Linux /proc), or null elsewhere. */
  rssMb(): Promise<number | null>;
  stop(): Promise<void>;
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

async function newestMtime(folder: string): Promise<number> {
  let newest = 0;
  for (const entry of await fs.readdir(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.includes('.test.')) continue;
    newest = Math.max(newest, (await fs.stat(path.join(entry.parentPath, entry.name))).mtimeMs);
  }
  return newest;
}

/**
 * The app's command: BENCH_APP when set (another compiled server.js), else the compiled production
 * server (`npm run build` writes it) when it exists, else the TypeScript source through tsx. Says
 * so, and warns when the compiled one is older than the sources (a stale build measures old code).
 */
export async function appCommand(): Promise<{ args: string[]; how: string }> {
  // Another build of the server, to compare two versions under the same load (BENCH_APP=path/to/server.js).
  const other = process.env.BENCH_APP;
  if (other) return { args: [path.resolve(other)], how: `node ${other} (BENCH_APP)` };
  if (!existsSync(compiledServer)) {
    return {
      args: ['--import', 'tsx', sourceServer],
      how: 'node --import tsx apps/server/src/server.ts (no compiled build: run `npm run build`)',
    };
  }
  const built = (await fs.stat(compiledServer)).mtimeMs;
  const sources = Math.max(
    await newestMtime(path.join(repoRoot, 'apps/server/src')),
    await newestMtime(path.join(repoRoot, 'packages/domain/src')),
  );
  const stale =
    sources > built
      ? ` — WARNING: older than the sources by ${Math.round((sources - built) / 1000)} s, run \`npm run build\``
      : '';
  return {
    args: [compiledServer],
    how: `node apps/server/dist/server.js (compiled ${new Date(built).toISOString()})${stale}`,
  };
}

async function rssOf(pid: number): Promise<number | null> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => null);
  const kb = status && /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Math.round(Number(kb) / 1024) : null;
}

async function waitUntilAnswering(
  child: ChildProcess,
  url: string,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  for (const started = Date.now(); ;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() - started > timeoutMs) {
      if (child.exitCode === null) child.kill('SIGKILL');
      throw new Error(`the server did not start (exit ${child.exitCode ?? 'none: still starting'}):\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function spawnServer(
  args: string[],
  env: Record<string, string>,
  port: number,
  how: string,
  readyPath: string,
  timeoutMs: number,
): Promise<BenchServer> {
  let output = '';
  const child = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A bench stopped by an error or Ctrl-C leaves no server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const url = `http://127.0.0.1:${port}`;
  const server: BenchServer = {
    url,
    pid: child.pid!,
    how,
    rssMb: () => rssOf(child.pid!),
    stop: async () => {
      process.off('exit', killOnExit);
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return waitUntilAnswering(child, url + readyPath, () => output, timeoutMs).then(() => server);
}

/**
 * The app in production mode on a free port of 127.0.0.1, once /api/health answers. `env` adds
 * to the bench's own environment, whose DATABASE_URL is dropped (pass it in `env` for PostgreSQL).
 */
export async function startApp(
  env: Record<string, string>,
  options: { timeoutMs?: number } = {},
): Promise<BenchServer> {
  const { args, how } = await appCommand();
  const port = await freePort();
  const { DATABASE_URL: _benchDatabase, ...inherited } = process.env as Record<string, string>;
  const finalEnv = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
  };
  return spawnServer(args, finalEnv, port, how, '/api/health', options.timeoutMs ?? 180_000);
}

/**
 * The ceiling: Fastify from the same node_modules, one GET route answering a small JSON object,
 * no logger, no plugins. What a request costs the framework and Node's HTTP stack alone.
 */
const CEILING_SOURCE = `
import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world', ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

export async function startCeiling(): Promise<BenchServer> {
  const port = await freePort();
  const version = JSON.parse(await fs.readFile(path.join(repoRoot, 'node_modules/fastify/package.json'), 'utf8')) as {
    version: string;
  };
  const env = { ...(process.env as Record<string, string>), NODE_ENV: 'production', PORT: String(port) };
  return spawnServer(
    ['--input-type=module', '-e', CEILING_SOURCE],
    env,
    port,
    `bare Fastify ${version.version}`,
    '/',
    30_000,
  );
}

/**
 * An answer as the app wrote it: status, the headers it set itself (not Date nor the connection's), body bytes as sent.
 */
export interface CapturedAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

/**
 * A diagnostic beside the ceiling: bare Fastify, no plugins, answering one captured answer of the
 * app (its exact bytes and headers) on GET /. What this answer's size and header list cost Node,
 * Fastify and the load generator on this machine, apart from anything the app does: the app's row
 * cannot beat it, and the gap between it and the ceiling is the bytes' share.
 */
const REPLICA_SOURCE = `
import Fastify from 'fastify';
const answer = JSON.parse(process.env.REPLICA_ANSWER);
const body = Buffer.from(answer.body, 'base64');
const headers = Object.fromEntries(answer.headers);
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => { reply.code(answer.status).headers(headers).send(body); });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
`;

export async function startReplica(answer: CapturedAnswer): Promise<BenchServer> {
  const port = await freePort();
  const replica = JSON.stringify({
    status: answer.status,
    headers: answer.headers,
    body: answer.body.toString('base64'),
  });
  const env = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    REPLICA_ANSWER: replica,
  };
  return spawnServer(
    ['--input-type=module', '-e', REPLICA_SOURCE],
    env,
    port,
    'bare Fastify answering a captured answer',
    '/',
    30_000,
  );
}

/** A temporary folder for a server's DATA_DIR under the system's temp folder; removed by the caller. */
export const tempDataDir = (name: string) => fs.mkdtemp(path.join(os.tmpdir(), `inkwell-bench-${name}-`));
