import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { compiledProgram } from '../../tools/build-server.ts';

/**
 * Starts the real server (built web app, PGlite in a temporary DATA_DIR, demo data) for the
 * end-to-end run, on free ports of 127.0.0.1, and stops it with SIGTERM afterwards. The server is
 * the compiled JavaScript production runs, built by tools/build-server.ts (as `npm run build` does)
 * into a file of this run's own, so that a build running meanwhile cannot change it under the run.
 *
 * Two journeys run at once (decision 044), each Vitest worker on a server of its own, so that a
 * journey never sees another one's writes mid-way: the demo data is seeded once, by the first
 * server, which is then stopped; its data folder is copied for the second, and both start on
 * their folders. A file's server is the one of its worker (VITEST_POOL_ID, 1 or 2). A third copy
 * starts a server whose released money clears at once (PAYOUT_CLEARING_DAYS=0) for the money
 * journey (money-journey.spec.ts: a payout paid within the journey); the others keep 7 days.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    baseUrls: string[];
    /** A server of its own whose released money clears at once (PAYOUT_CLEARING_DAYS=0), for the money journey. */
    clearingBaseUrl: string;
  }
}

/** Servers, one per worker of the end-to-end project (vitest.config.ts sets as many workers). */
const E2E_SERVERS = 2;

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

interface RunningServer {
  baseUrl: string;
  output(): string;
  stop(): Promise<void>;
}

async function startServer(
  serverFile: string,
  webDistDir: string,
  dataDir: string,
  settings: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ANONYMOUS_UPLOADS_PER_HOUR: '1000',
      // Every journey registers its people from 127.0.0.1; the limit itself is proven in the server's tests.
      REGISTRATIONS_PER_HOUR: '100000',
      WEB_DIST_DIR: webDistDir,
      // No SMTP_URL: mail is kept as .eml files in DATA_DIR/mail; the journeys read it at /dev/mail(.json).
      MAIL_DEV_INBOX: 'true',
      ...settings,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  // The first start migrates and seeds the demo data (its originality checks read PDFs): on a busy
  // machine that takes a while.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 180 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export default async function setup(project: TestProject) {
  // WEB_DIST_DIR lets a run use its own build (say, while another build rewrites apps/web/dist).
  const webDistDir = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'));
  const indexHtml = path.join(webDistDir, 'index.html');
  await fs.access(indexHtml).catch(() => {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  });
  const serverDir = path.join(root, '.tmp', 'servers');
  const program = await compiledProgram('server', { outdir: serverDir, suffix: `-e2e-${process.pid}-${Date.now()}` });
  const serverFile = program.file;

  // The first start migrates and seeds the demo data; the copies start from its folder.
  const seeded = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-e2e-'));
  const first = await startServer(serverFile, webDistDir, seeded);
  await first.stop();
  const logs = [first.output()];
  const dataDirs = [seeded];
  for (let copy = 1; copy < E2E_SERVERS; copy++) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-e2e-'));
    await fs.cp(seeded, dataDir, { recursive: true });
    dataDirs.push(dataDir);
  }
  // The money journey's server: released money clears at its next sweep, so a payout can be paid
  // within the journey. The other journeys keep the default 7 days (earnings.spec.ts counts on them).
  const clearingDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-e2e-'));
  await fs.cp(seeded, clearingDir, { recursive: true });
  dataDirs.push(clearingDir);
  const started = await Promise.all(
    dataDirs.map((dataDir) =>
      startServer(serverFile, webDistDir, dataDir, dataDir === clearingDir ? { PAYOUT_CLEARING_DAYS: '0' } : {}),
    ),
  );
  const servers = started.slice(0, E2E_SERVERS);
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('clearingBaseUrl', started[E2E_SERVERS]!.baseUrl);

  return async () => {
    await Promise.all(started.map((server) => server.stop()));
    await Promise.all(dataDirs.map((dataDir) => fs.rm(dataDir, { recursive: true, force: true })));
    program.remove();
    const output = [...logs, ...started.map((server) => server.output())].join('\n');
    const problems = output.split('\n').filter((line) => /"level":(50|60)/.test(line));
    if (problems.length > 0)
      throw new Error(`the server logged errors during the end-to-end run:\n${problems.join('\n')}`);
  };
}
