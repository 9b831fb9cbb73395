import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openTestDatabase } from './test-app.ts';

/**
 * docs/product.md's endpoint table is the API as Fastify registers it. The app is built with every
 * optional route on (a built web app, the dev mail inbox, metrics), and each registered
 * `METHOD /path` must be a row of the table's "API" part (paths under /api, written without it) or
 * of its "Outside the API" part (absolute paths); each row must be a registered route. Left out by
 * rule: HEAD routes (Fastify adds one to every GET) and the OpenAPI viewer's own files under
 * /api/docs/ (the viewer itself, GET /api/docs, is a row). Parameter names do not count:
 * `/orders/{bidId}` in the table is `/orders/:bidId` in Fastify, `{}` in both once normalised.
 * Every other `METHOD /path` the document names in its text must be a registered route too.
 */

const productDoc = path.resolve(import.meta.dirname, '../../../docs/product.md');
const METHOD_PATH = /`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s?]*)[^`]*`/g;

/** A route as both sides are compared: parameter names dropped, `{bidId}` and `:bidId` both `{}`. */
function normalise(method: string, url: string): string {
  return `${method} ${url.replace(/\{[A-Za-z]+\}|:[A-Za-z]+/g, '{}')}`;
}

function isLeftOut(method: string, url: string): boolean {
  return method === 'HEAD' || url.startsWith('/api/docs/');
}

/** The rows of the endpoint table, and every other `METHOD /path` of the document. */
function documentedRoutes(markdown: string): { table: string[]; mentioned: string[] } {
  const table: string[] = [];
  const mentioned: string[] = [];
  let section = '';
  let part = '';
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    if (line.startsWith('### ')) part = line.slice(4).trim();
    for (const match of line.matchAll(METHOD_PATH)) {
      const [, method = '', url = ''] = match;
      // A row's endpoint is its first cell; a route named in its other cells is a mention.
      const inTable = section === 'Endpoints' && match.index === 2 && line.startsWith('| `');
      if (!inTable) mentioned.push(normalise(method, url));
      else if (part === 'API') table.push(normalise(method, `/api${url}`));
      else if (part === 'Outside the API') table.push(normalise(method, url));
    }
  }
  return { table, mentioned };
}

let registered: Set<string>;
let documented: { table: string[]; mentioned: string[] };
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-product-doc-'));
  // A small built web app, so that the pages and static files are registered as in production.
  const webDist = path.join(dataDir, 'web');
  await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
  const html =
    '<!doctype html><html lang="en"><head><title>Inkwell</title></head><body><div id="root"></div></body></html>';
  await fs.writeFile(path.join(webDist, 'index.html'), html);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO_DATA: 'false',
    WEB_DIST_DIR: webDist,
    MAIL_DEV_INBOX: 'true',
    METRICS_TOKEN: 'product-doc-metrics-token',
  });
  const { database, drop } = await openTestDatabase();
  const routes = new Set<string>();
  const app = await buildApp({
    config,
    database,
    logger: false,
    mail: { pollMs: 0 },
    originality: { sweepMs: 0 },
    onRoute: (route) => {
      for (const method of [route.method].flat())
        if (!isLeftOut(method, route.url)) routes.add(normalise(method, route.url));
    },
  });
  await app.ready();
  registered = routes;
  documented = documentedRoutes(await fs.readFile(productDoc, 'utf8'));
  cleanup = async () => {
    await app.close();
    await database.close();
    await drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
}, 60_000);

afterAll(async () => {
  await cleanup?.();
});

describe("docs/product.md's endpoint table", () => {
  test('lists every route the app registers', () => {
    expect(registered.size).toBeGreaterThan(100);
    const table = new Set(documented.table);
    const missing = [...registered]
      .filter((route) => !table.has(route))
      .map((route) => `${route} is registered but not in the table`);
    expect(missing).toEqual([]);
  });

  test('lists only registered routes, each once', () => {
    const unknown = documented.table
      .filter((route) => !registered.has(route))
      .map((route) => `${route} is in the table but not registered`);
    expect(unknown).toEqual([]);
    const twice = documented.table.filter((route, index) => documented.table.indexOf(route) !== index);
    expect(twice).toEqual([]);
  });

  test('names in its text only routes that exist (API paths with or without /api)', () => {
    const unknown = documented.mentioned.filter((route) => {
      const [method = '', url = ''] = route.split(' ');
      return !registered.has(route) && !registered.has(`${method} /api${url}`);
    });
    expect(unknown.map((route) => `${route} is named in the text but not registered`)).toEqual([]);
  });
});

describe('the endpoint table parser', () => {
  const markdown = [
    '## Orders',
    'Text naming `POST /orders/{bidId}/accept` and `GET /gigs?purpose=editing`.',
    '## Endpoints',
    '### API',
    '| endpoint | who | what |',
    '| --- | --- | --- |',
    '| `GET /gigs/single/{id}` | anyone | one gig, see `GET /gigs` |',
    '### Outside the API',
    '| `GET /uploads/w{width}/{file}` | anyone | a picture |',
    '## Limits',
  ].join('\n');

  test('reads rows of each part with their prefix, and the other mentions apart', () => {
    expect(documentedRoutes(markdown)).toEqual({
      table: ['GET /api/gigs/single/{}', 'GET /uploads/w{}/{}'],
      mentioned: ['POST /orders/{}/accept', 'GET /gigs', 'GET /gigs'],
    });
  });

  test('compares Fastify parameters with the table by position, not by name', () => {
    expect(normalise('POST', '/api/bids/:bidId/decline')).toBe(normalise('POST', '/api/bids/{id}/decline'));
    expect(normalise('GET', '/sitemap-gigs-:page.xml')).toBe('GET /sitemap-gigs-{}.xml');
  });
});
