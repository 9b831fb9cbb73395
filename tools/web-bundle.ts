/**
 * What a browser downloads before the home page can run (docs/decisions/031-web-bundle.md): the
 * module scripts of apps/web/dist/index.html, its modulepreload links, and every chunk those import
 * statically, each compressed as tools/precompress.ts does it (brotli at its highest quality, gzip
 * at level 9). The page's own module script (src/boot.ts) starts the app with a dynamic import once
 * the first paint is done (decision 033): the entry's dynamic imports are counted too. Every other
 * dynamic import (routes, locales, the PDF library, Stripe) is left out: fetched on demand.
 * What the page then fetches by itself before it is idle (its texts, code its first render asks
 * for) only a browser sees: tools/first-load-js.ts measures it, e2e/tests/first-load-js.spec.ts
 * holds it to the same budget.
 *
 *   tsx tools/web-bundle.ts      print the initial scripts of / and their sizes (after npm run build)
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

export interface InitialScript {
  /** The script's address, as the page asks for it (/assets/index-1a2b.js). */
  url: string;
  code: string;
  bytes: number;
  gzip: number;
  brotli: number;
}

/**
 * Static imports and re-exports of a built chunk (`import x from"./a.js"`,
 * `import"./b.js"`, `export{y}from"./c.js"`), not `import("./d.js")`.
 */
export function staticImportsOf(code: string): string[] {
  const found = code.matchAll(/(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{},\s]+?\s*from\s*)?["']([^"']+\.js)["']/g);
  return [...found].map((match) => match[1] as string);
}

/** Dynamic imports of a built chunk (`import("./d.js")`, Rolldown writes them with backquotes). */
export function dynamicImportsOf(code: string): string[] {
  return [...code.matchAll(/(?:^|[^\w$.])import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((match) => match[1] as string);
}

function modulesOfPage(html: string): string[] {
  return [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1] as string);
}

function scriptsOfPage(html: string): string[] {
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1] as string,
  );
  return [...modulesOfPage(html), ...preloads];
}

/** Every script of the first download of /, compressed. Throws when the web app is not built. */
export function initialScripts(dist = WEB_DIST): InitialScript[] {
  const page = join(dist, 'index.html');
  if (!existsSync(page)) throw new Error(`${page} is missing: build the web app first (npm run build)`);
  const html = readFileSync(page, 'utf8');
  const queue = scriptsOfPage(html);
  if (queue.length === 0) throw new Error(`${page} has no module script`);
  const entries = new Set(modulesOfPage(html).map((src) => new URL(src, 'http://inkwell.invalid/').pathname));
  return scriptsFrom(queue, entries, dist);
}

/**
 * A route's chunk (the one Vite names after the page's module: `gigs-page` for gigs-page.tsx) and
 * every chunk it imports statically: what a browser runs to show that page after the first download.
 */
export function routeScripts(pageModule: string, dist = WEB_DIST): InitialScript[] {
  const assets = join(dist, 'assets');
  if (!existsSync(assets)) throw new Error(`${assets} is missing: build the web app first (npm run build)`);
  // The name, a dash and the 8-character hash: `gig-page-` alone would also match gig-page-skeleton's chunk.
  const named = new RegExp(`^${pageModule}-[\\w-]{8}\\.js$`);
  const chunk = readdirSync(assets).find((file) => named.test(file));
  if (!chunk) throw new Error(`no chunk of ${pageModule} in ${assets}`);
  return scriptsFrom([`/assets/${chunk}`], new Set(), dist);
}

/** The scripts at `queue` and their static imports (and the dynamic ones of `entries`), compressed. */
function scriptsFrom(queue: string[], entries: Set<string>, dist: string): InitialScript[] {
  const seen = new Map<string, InitialScript>();
  while (queue.length > 0) {
    const url = new URL(queue.shift() as string, 'http://inkwell.invalid/').pathname;
    if (seen.has(url)) continue;
    const file = join(dist, url);
    if (!existsSync(file)) throw new Error(`${url}, asked for by a page, is not in ${dist}`);
    const bytes = readFileSync(file);
    const code = bytes.toString('utf8');
    seen.set(url, {
      url,
      code,
      bytes: bytes.length,
      gzip: gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length,
      brotli: brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }).length,
    });
    const started = entries.has(url) ? dynamicImportsOf(code) : [];
    for (const imported of [...staticImportsOf(code), ...started])
      queue.push(new URL(imported, `http://inkwell.invalid${url}`).pathname);
  }
  return [...seen.values()];
}

/** The source files a built chunk was made from (its source map), or [] when it has none. */
export function sourcesOf(script: InitialScript, dist = WEB_DIST): string[] {
  const map = join(dist, `${script.url}.map`);
  if (!existsSync(map)) return [];
  return (JSON.parse(readFileSync(map, 'utf8')) as { sources?: string[] }).sources ?? [];
}

export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** The scripts, largest first, and their total, as a table. */
export function sizeTable(scripts: InitialScript[]): string {
  const total = (pick: (script: InitialScript) => number) => scripts.reduce((sum, script) => sum + pick(script), 0);
  const rows = [...scripts]
    .sort((a, b) => b.bytes - a.bytes)
    .map(
      (s) => `${s.url.padEnd(52)} ${kB(s.bytes).padStart(10)} ${kB(s.gzip).padStart(10)} ${kB(s.brotli).padStart(10)}`,
    );
  return [
    `${'initial JS of /'.padEnd(52)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`,
    ...rows,
    `${`total (${scripts.length} files)`.padEnd(52)} ${kB(total((s) => s.bytes)).padStart(10)} ` +
      `${kB(total((s) => s.gzip)).padStart(10)} ${kB(total((s) => s.brotli)).padStart(10)}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(sizeTable(initialScripts()));
