/**
 * The JavaScript a browser fetches when it first opens a page, until it is idle
 * (docs/decisions/031-web-bundle.md, "Everything fetched before idle"): not only the entry and its
 * static imports (tools/web-bundle.ts counts those from the build) but every chunk the page asks
 * for while it starts: the first route's code, deferred menus, below-the-fold sections, texts.
 *
 * Debian's Chromium (playwright-core) opens the page on a running server, waits for the app to be
 * in charge (`<html data-app-ready>`) and then for the network to be quiet, and sums the bytes of
 * every script as the browser counts them (DevTools' "transferred"): the body as the server sent it
 * (Content-Encoding br: the precompressed files of tools/precompress.ts) and the answer's status
 * line and headers, which weigh as much as the code of a small chunk. The bodies alone are printed
 * too. Each chunk is listed with the sources it is made of (its source map).
 *
 *   tsx tools/first-load-js.ts                 starts the built server on demo data, measures /
 *   tsx tools/first-load-js.ts URL [path...]   measures the paths on a server already running
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort } from '../bench/lib-servers.ts';
import { sourceSizes } from './source-sizes.ts';
import { kB, WEB_DIST } from './web-bundle.ts';

/**
 * The budget of the first load: every script / fetches before
 * it is idle, as the browser counts them (bodies and headers).
 */
export const FIRST_LOAD_BUDGET_BYTES = 150_000;

export interface FetchedScript {
  /** The script's path (/assets/main-1a2b.js). */
  url: string;
  /** Content-Encoding of the answer ('identity' when none). */
  encoding: string;
  /** Bytes of the body as they came over the wire. */
  transferred: number;
  /** Bytes of the answer's status line and headers. */
  headers: number;
}

/** Resolves once no request has been in flight for `quietMs` (or after `timeoutMs`). */
function networkQuiet(page: Page, quietMs: number, timeoutMs: number): Promise<void> {
  const inFlight = new Set<unknown>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  return new Promise<void>((resolve) => {
    const done = () => {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
      clearTimeout(timer);
      clearTimeout(deadline);
      resolve();
    };
    const arm = () => {
      clearTimeout(timer);
      if (inFlight.size === 0) timer = setTimeout(done, quietMs);
    };
    const started = (request: unknown) => {
      inFlight.add(request);
      clearTimeout(timer);
    };
    const ended = (request: unknown) => {
      inFlight.delete(request);
      arm();
    };
    const deadline = setTimeout(done, timeoutMs);
    page.on('request', started);
    page.on('requestfinished', ended);
    page.on('requestfailed', ended);
    arm();
  });
}

/**
 * Opens `address` in a new page and returns every script it fetched until idle: the app has
 * started (`data-app-ready`) and no request has been in flight for a second and a half.
 */
export async function scriptsBeforeIdle(browser: Browser, address: string): Promise<FetchedScript[]> {
  // A phone's screen, as Lighthouse's mobile run: the first screen and the deferred code are a phone's.
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const answers: Promise<FetchedScript>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      answers.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          url: new URL(request.url()).pathname,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
          transferred: sizes.responseBodySize,
          headers: sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(address, { waitUntil: 'load' });
    await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 30_000 });
    await networkQuiet(page, 1500, 30_000);
    return await Promise.all(answers);
  } finally {
    await context.close();
  }
}

/** The scripts' bodies as they came over the wire (the JavaScript, compressed). */
export const totalTransferred = (scripts: FetchedScript[]) =>
  scripts.reduce((sum, script) => sum + script.transferred, 0);
/** The scripts' answer headers (status lines included). */
export const totalHeaders = (scripts: FetchedScript[]) => scripts.reduce((sum, script) => sum + script.headers, 0);
/** What the browser counts as transferred for the scripts: bodies and headers, the figure the budget holds. */
export const totalWithHeaders = (scripts: FetchedScript[]) => totalTransferred(scripts) + totalHeaders(scripts);

/** The largest sources of a built chunk, "react-dom 59.3 kB, app/router.tsx 2.1 kB, ..." (bytes of minified code). */
export function contentsOf(url: string, dist = WEB_DIST, limit = 4): string {
  const file = path.join(dist, url);
  if (!existsSync(`${file}.map`)) return '';
  const sizes = sourceSizes(readFileSync(file, 'utf8'), JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const byPart = new Map<string, number>();
  for (const [source, bytes] of sizes) {
    const part =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1] ??
      source.replace(/^(\.\.\/)+/, '').replace(/^(apps\/web\/)?src\//, '');
    byPart.set(part, (byPart.get(part) ?? 0) + bytes);
  }
  const sorted = [...byPart].sort((a, b) => b[1] - a[1]);
  const shown = sorted.slice(0, limit).map(([part, bytes]) => `${part} ${kB(bytes)}`);
  return sorted.length > limit ? `${shown.join(', ')}, +${sorted.length - limit} more` : shown.join(', ');
}

/** The scripts, largest first: body and headers, what each holds, and the totals. */
export function firstLoadTable(scripts: FetchedScript[], dist = WEB_DIST): string {
  const rows = [...scripts]
    .sort((a, b) => b.transferred - a.transferred)
    .map(
      (script) =>
        `${kB(script.transferred).padStart(9)} ${kB(script.headers).padStart(8)} ` +
        `${script.encoding.padEnd(8)} ${script.url.padEnd(48)} ${contentsOf(script.url, dist)}`,
    );
  const total =
    `${kB(totalWithHeaders(scripts))} transferred: ` +
    `${kB(totalTransferred(scripts))} of scripts and ` +
    `${kB(totalHeaders(scripts))} of their headers`;
  return [`${'body'.padStart(9)} ${'headers'.padStart(8)}`, ...rows, `${total}, ${scripts.length} scripts`].join('\n');
}

/** The compiled server (npm run build) on a free port, a temporary data folder and the demo data. */
async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const compiled = path.join(root, 'apps/server/dist/server.js');
  if (!existsSync(compiled) || !existsSync(path.join(WEB_DIST, 'index.html')))
    throw new Error('build the app first: npm run build');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-first-load-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const env = {
    ...inherited,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const child = spawn(process.execPath, [compiled], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  for (const started = Date.now(); ;) {
    const up = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (up) return { url, stop };
    if (child.exitCode !== null || Date.now() - started > 180_000) {
      await stop();
      throw new Error('the server did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [given, ...paths] = process.argv.slice(2);
  const server = given ? { url: given, stop: async () => {} } : await startServer();
  const executablePath = existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium';
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    // One unmeasured load: the server's first render of the page is not a visitor's.
    for (const page of paths.length > 0 ? paths : ['/']) await fetch(`${server.url}${page}`);
    for (const page of paths.length > 0 ? paths : ['/']) {
      const scripts = await scriptsBeforeIdle(browser, `${server.url}${page}`);
      console.log(
        `\nJavaScript fetched by ${page} before idle ` +
          `(budget ${kB(FIRST_LOAD_BUDGET_BYTES)} with ` +
          `headers):\n${firstLoadTable(scripts)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
