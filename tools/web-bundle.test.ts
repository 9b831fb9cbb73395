import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  dynamicImportsOf,
  initialScripts,
  kB,
  routeScripts,
  sizeTable,
  sourcesOf,
  staticImportsOf,
  type InitialScript,
} from './web-bundle.ts';

/**
 * The bundle budget (docs/decisions/031-web-bundle.md): the JavaScript a browser needs
 * before the home page runs stays within 150 kB as the server sends it (brotli, precompressed at
 * build). It reads the build in apps/web/dist, which CI makes (`npm test` builds before Vitest):
 * without a build the test fails and says so.
 */
const BUDGET_BYTES = 150_000;

let cached: InitialScript[] | undefined;
const scripts = () => (cached ??= initialScripts());
const total = (pick: (script: InitialScript) => number) => scripts().reduce((sum, script) => sum + pick(script), 0);

describe('finding the first download in a build', () => {
  test('static imports and re-exports are followed, dynamic imports are not', () => {
    const code =
      'import{a as ' +
      'b}from"./react-dom-1.js";import"./side-effect-2.js";export{c}from"./shared-3.js";const ' +
      'p=import("./route-4.js");';
    expect(staticImportsOf(code)).toEqual(['./react-dom-1.js', './side-effect-2.js', './shared-3.js']);
  });
});

describe('the initial JavaScript of / (apps/web/dist)', () => {
  test(`is at most ${kB(BUDGET_BYTES)} compressed with brotli`, () => {
    const table = sizeTable(scripts());
    console.log(table);
    expect(
      total((script) => script.brotli),
      `The first download of / is over budget:\n${table}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  test("the page's own script starts the app with a dynamic import: it counts (decision 033)", () => {
    expect(
      dynamicImportsOf('const p=import("./route-4.js");n(()=>import( `./main-5.js` ),[]);import"./x-6.js";'),
    ).toEqual(['./route-4.js', './main-5.js']);
    const urls = scripts().map((script) => script.url);
    expect(urls.some((url) => /\/assets\/main-[\w-]+\.js$/.test(url))).toBe(true);
    // React DOM comes with the app (in the app's start chunk, apps/web/app-start-chunk.ts).
    expect(
      scripts().some((script) => sourcesOf(script).some((source) => source.includes('node_modules/react-dom/'))),
    ).toBe(true);
  }, 60_000);

  test(
    "inserts no modulepreload links: Vite's preload helper is " +
      "handed no script, only a route's stylesheet (decision 032)",
    () => {
      // Each inserted link costs Chromium 4-7 ms at CPU x4, all in the task that asks for the import.
      const listed = scripts().flatMap((script) =>
        [...script.code.matchAll(/__vite__mapDeps=[^\n]*?m\.f=(\[[^\]]*\])/g)].flatMap(
          (match) => JSON.parse(match[1] as string) as string[],
        ),
      );
      expect(listed.filter((file) => !file.endsWith('.css'))).toEqual([]);
    },
  );

  test('has no translations: every language is fetched on demand', () => {
    const localesDir = fileURLToPath(new URL('../apps/web/src/i18n/locales', import.meta.url));
    // The domain writes a few English sentences of its own (category names, error details): not translations.
    const domainDir = fileURLToPath(new URL('../packages/domain/src', import.meta.url));
    const domain = readdirSync(domainDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .map((file) => readFileSync(join(domainDir, file), 'utf8'))
      .join('\n');
    const found: string[] = [];
    let checked = 0;
    for (const language of readdirSync(localesDir)) {
      for (const file of readdirSync(join(localesDir, language))) {
        // Long texts of plain characters, written in a chunk as they are in the file.
        const texts = Object.values(flatten(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8'))))
          .filter((text) => /^[A-Za-z0-9 ,.:;!?()-]{24,}$/.test(text) && !domain.includes(text))
          .slice(0, 5);
        checked += texts.length;
        for (const text of texts) {
          const holder = scripts().find((script) => script.code.includes(text));
          if (holder) found.push(`${language}/${file} "${text}" in ${holder.url}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  test('has no Radix: the navbar menus fetch their code when someone reaches for one', () => {
    const sources = scripts().flatMap((script) => sourcesOf(script).map((source) => ({ url: script.url, source })));
    expect(sources.some(({ source }) => source.includes('src/app/layouts/navbar-menus.tsx'))).toBe(true);
    const radix = sources.filter(({ source }) =>
      /node_modules\/(@radix-ui|@floating-ui|react-remove-scroll)\//.test(source),
    );
    expect(radix.map(({ url, source }) => `${source} in ${url}`)).toEqual([]);
  });

  test('has neither the PDF library nor Stripe', () => {
    const sources = scripts().flatMap((script) => sourcesOf(script).map((source) => ({ url: script.url, source })));
    expect(sources.some(({ source }) => source.includes('node_modules/react-dom/'))).toBe(true);
    const onDemand = sources.filter(({ source }) =>
      /node_modules\/(html2pdf\.js|html2canvas|jspdf|@stripe)\//.test(source),
    );
    expect(onDemand.map(({ url, source }) => `${source} in ${url}`)).toEqual([]);
  });
});

describe('the pages a visitor browses (apps/web/dist)', () => {
  // zod and the schemas built with it cost about 150 ms of a phone's main thread at CPU x4 to
  // evaluate (Chromium's profile of /gig/{id}): a page that only shows data runs none of it; the
  // schemas come with the forms that check input (decision 032).
  const zodIn = (scripts: InitialScript[]) =>
    scripts.flatMap((script) =>
      sourcesOf(script)
        .filter((source) => source.includes('node_modules/zod/'))
        .map((source) => `${source} in ${script.url}`),
    );

  test('/ and /gigs run no zod', () => {
    const gigs = routeScripts('gigs-page');
    expect(gigs.length).toBeGreaterThan(3);
    expect(zodIn([...scripts(), ...gigs])).toEqual([]);
  });

  test('/gig/{id} runs no zod: the bid and review dialogs bring it when they are first shown', () => {
    const gig = routeScripts('gig-page');
    expect(gig.length).toBeGreaterThan(3);
    expect(zodIn(gig)).toEqual([]);
    expect(zodIn(routeScripts('place-bid-modal')).length).toBeGreaterThan(0);
  });

  test('a form page does run it (the check above can fail)', () => {
    expect(zodIn(routeScripts('login-page')).length).toBeGreaterThan(0);
  });
});

function flatten(tree: unknown, out: Record<string, string> = {}, prefix = ''): Record<string, string> {
  if (typeof tree === 'string') out[prefix] = tree;
  else if (tree && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, out, prefix ? `${prefix}.${key}` : key);
  return out;
}
