import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { builtinModules } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildServer, type ServerBuild } from '../../../tools/build-server.ts';

/**
 * Decision 030: production runs the JavaScript tools/build-server.ts compiles (`npm run build`),
 * with `node` alone. The build is made here into a folder of its own, started as `npm run serve`
 * starts it, and watched by a probe that writes down every module the process loads: no tsx, no
 * esbuild, no TypeScript file.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverPackage = JSON.parse(readFileSync(path.join(repoRoot, 'apps/server/package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * Loaded in the process before the server (`--import`): writes each resolved module, ESM or CommonJS, to
 * PROBE_FILE, after the process's id (the server's child that prepares a new database inherits the probe).
 */
const PROBE = `
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
const file = process.env.PROBE_FILE;
register('data:text/javascript,' + encodeURIComponent(\`
  import { appendFileSync } from 'node:fs';
  export async function resolve(specifier, context, next) {
    const resolved = await next(specifier, context);
    appendFileSync(\${JSON.stringify(process.env.PROBE_FILE)}, process.pid + ' ' + resolved.url + '\\\\n');
    return resolved;
  }\`));
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const resolved = resolveFilename.apply(this, args);
  appendFileSync(file, process.pid + ' ' + resolved + '\\n');
  return resolved;
};
`;

const TYPESCRIPT = /\/node_modules\/(tsx|esbuild|typescript)\/|\.[cm]?tsx?$/;

/**
 * Packages a server answering reads never needs, loaded on first use (decision 030): a static
 * import of one anywhere in the bundle would load it at start, and its JavaScript heap with it.
 */
const ON_FIRST_USE = [
  'stripe',
  'nodemailer',
  '@react-email/render',
  'prettier',
  'html-to-text',
  'file-type',
  'prom-client',
  '@aws-sdk/client-s3',
  'pg',
  '@zxcvbn-ts/core',
  'pdfjs-dist',
  'mammoth',
  // receipts and statements (lib/pdf): pdfkit and its font engine
  'pdfkit',
  'fontkit',
];
const loadedPackages = (modules: string[]) =>
  ON_FIRST_USE.filter((name) => modules.some((url) => url.includes(`/node_modules/${name}/`)));

let folder: string;
let build: ServerBuild;
let probe: string;
const dirs: string[] = [];

beforeAll(async () => {
  // Beside the repository's node_modules, as apps/server/dist is: the packages stay imports.
  folder = path.join(repoRoot, '.tmp', 'servers', `compiled-${process.pid}-${Date.now()}`);
  build = await buildServer({ outdir: folder });
  probe = path.join(folder, 'probe.mjs');
  await fs.writeFile(probe, PROBE);
});
afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
  await Promise.all(dirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

function run(args: string[], env: Record<string, string>) {
  let output = '';
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The modules the probe saw loaded, by every process or by the one of `pid`. */
async function loaded(probeFile: string, pid?: number): Promise<string[]> {
  const lines = (await fs.readFile(probeFile, 'utf8').catch(() => '')).split('\n').filter(Boolean);
  const entries = lines.map((line) => ({
    pid: Number(line.slice(0, line.indexOf(' '))),
    url: line.slice(line.indexOf(' ') + 1),
  }));
  return entries.filter((entry) => pid === undefined || entry.pid === pid).map((entry) => entry.url);
}

// It uses no test database: once, in the PGlite run.
describe.runIf(process.env.TEST_DB !== 'pg')('the compiled server', () => {
  test("imports only node built-ins and the server package's own dependencies (no tsx, no esbuild)", () => {
    const allowed = new Set(Object.keys(serverPackage.dependencies));
    const packageOf = (name: string) =>
      name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]!;
    const strays = build.imports.filter(
      (name) => !name.startsWith('node:') && !builtinModules.includes(name) && !allowed.has(packageOf(name)),
    );
    expect(strays).toEqual([]);
    expect(build.imports).toContain('fastify');
    expect(Object.keys(serverPackage.dependencies)).not.toContain('tsx');
  });

  test('is plain ASCII, so V8 keeps its source as a one-byte string (decision 030)', async () => {
    const source = await fs.readFile(build.files.server ?? '', 'utf8');
    expect([...source].filter((character) => character.charCodeAt(0) > 0x7f)).toEqual([]);
  });

  test(
    'starts with node alone, migrates, seeds the demo data and answers /api/health; ' +
      'it loads no TypeScript, and the packages reads never need only on first use',
    async () => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-compiled-'));
      dirs.push(dataDir);
      const probeFile = path.join(folder, 'server-loads.txt');
      const server = run(['--import', probe, build.files.server ?? ''], {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        PROBE_FILE: probeFile,
        WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      });
      try {
        let url: string | undefined;
        const deadline = Date.now() + 120_000;
        while (
          !(url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1]) ||
          !server.output().includes('Inkwell is running')
        ) {
          if (server.child.exitCode !== null || Date.now() > deadline)
            throw new Error(`the compiled server did not start:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const health = await fetch(`${url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
        // The demo data (its images are drawn at the first start) and the migrations were found.
        const gigs = (await (await fetch(`${url}/api/gigs?limit=24`)).json()) as { items: unknown[] };
        expect(gigs.items.length).toBe(24);

        const modules = await loaded(probeFile, server.child.pid);
        expect(modules.some((url) => url.includes('/node_modules/fastify/'))).toBe(true);
        expect(modules.filter((url) => TYPESCRIPT.test(url))).toEqual([]);
        expect(loadedPackages(modules)).toEqual([]);

        // A registration judges the password and queues the address's verification mail, which the
        // sender renders and keeps as a file under DATA_DIR/mail: each package loads then, and works.
        const account = {
          username: 'compiled.first.use',
          email: 'compiled.first.use@example.com',
          password: 'a long compiled first use phrase',
          country: 'GB',
          acceptHonorCode: true,
        };
        const registered = await fetch(`${url}/api/auth/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(account),
        });
        expect(registered.status).toBe(201);
        const mailDir = path.join(dataDir, 'mail');
        while (!(await fs.readdir(mailDir).catch(() => [] as string[])).some((name) => name.endsWith('.eml'))) {
          if (Date.now() > deadline) throw new Error(`no mail was kept:\n${server.output()}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const mail = await fs.readFile(
          path.join(
            mailDir,
            (await fs.readdir(mailDir)).find((name) => name.endsWith('.eml'))!,
          ),
          'utf8',
        );
        expect(mail).toContain('To: compiled.first.use@example.com');
        expect(mail).toContain('Content-Type: text/html');
        const afterRegistration = loadedPackages(await loaded(probeFile, server.child.pid));
        expect(afterRegistration).toEqual(
          expect.arrayContaining(['nodemailer', '@react-email/render', '@zxcvbn-ts/core']),
        );
        // The demo's documents were checked for originality by the child that prepared the database
        // (it loaded pdf.js), and the server's own first pass found nothing left to read.
        expect(afterRegistration).not.toContain('pdfjs-dist');
        const everyProcess = await loaded(probeFile);
        expect(everyProcess.some((url) => url.includes('/node_modules/pdfjs-dist/'))).toBe(true);
      } finally {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      expect(server.output()).not.toMatch(/"level":(50|60)/);
    },
    180_000,
  );

  test('the probe sees tsx when a process loads it (the check above can fail)', async () => {
    const probeFile = path.join(folder, 'tsx-loads.txt');
    const child = run(['--import', probe, '--import', 'tsx', '-e', ''], { PROBE_FILE: probeFile });
    expect(await child.exited).toBe(0);
    expect((await loaded(probeFile)).some((url) => TYPESCRIPT.test(url))).toBe(true);
  });

  test('the compiled operator command runs with node alone', async () => {
    const cli = run([build.files['operator-cli'] ?? ''], {});
    expect(await cli.exited).toBe(1);
    expect(cli.output()).toContain('Usage: npm run operator -- <username>');
  });
});
