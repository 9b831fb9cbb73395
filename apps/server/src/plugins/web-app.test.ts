import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ReadCache } from '../lib/read-cache.ts';
import { factsTag, idTag, LIST_ALL } from '../lib/read-cache-tags.ts';
import { securityHeaderSets } from '../lib/security-header-sets.ts';
import { webAppPlugin } from './web-app.ts';

/**
 * Concurrent misses of one page share one render: after a start or a write, fifty readers of the
 * same page cost one render, not fifty (each is tens of milliseconds of CPU with the real renderer).
 * A page is kept until a write touches what it shows: an id in its URL or HTML, the seller facts of
 * one, or any gig list.
 */
let app: FastifyInstance;
let dir: string;
const cache = new ReadCache(10_000_000);
const rendered: string[] = [];

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-web-app-'));
  await fs.writeFile(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  app = Fastify();
  app.decorate('config', { webDistDir: dir } as FastifyInstance['config']);
  app.decorate('readCache', { cache, invalidate: async () => cache.clear() });
  app.decorate('securityHeaders', securityHeaderSets({}));
  await app.register(webAppPlugin, {
    pageLanguage: () => 'en',
    renderPage: async (template, url, language) => {
      rendered.push(url);
      await new Promise((resolve) => setTimeout(resolve, 30));
      return {
        status: 200,
        html: template.replace(
          '<div id="root"></div>',
          `<div id="root">${url} in ${language}, render ` +
            `${rendered.length}${url === '/about' ? `, {"userId":"${SELLER}"}` : ''}</div>`,
        ),
      };
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const GIG = '01a171e4-8122-7fbf-950e-00000000000a';
const OTHER_GIG = '01a171e4-8122-7fbf-950e-00000000000b';
const SELLER = '01a171e4-8122-7fbf-950e-00000000000c';

const readAll = (urls: string[]) => Promise.all(urls.map((url) => app.inject({ method: 'GET', url })));

describe('pages rendered on the server', () => {
  test('fifty concurrent readers of a page nobody has read yet: one render, the same page for all', async () => {
    rendered.length = 0;
    const answers = await readAll(Array(50).fill('/gigs?page=2&sort=new'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(rendered).toEqual(['/gigs?page=2&sort=new']);
  });

  test('each page its own render; after a write, one render again', async () => {
    rendered.length = 0;
    await readAll(['/gig/a', '/gig/b', '/gig/a', '/gig/b']);
    expect([...rendered].sort()).toEqual(['/gig/a', '/gig/b']);
    await app.readCache.invalidate();
    rendered.length = 0;
    const answers = await readAll(Array(10).fill('/gig/a'));
    expect(rendered).toEqual(['/gig/a']);
    expect(answers[0]!.body).toContain('/gig/a in en, render 1');
  });

  test('a touch empties the pages that show what it touched, and only those', async () => {
    const pages = [`/gig/${GIG}`, `/gig/${OTHER_GIG}`, '/about'];
    const renders = async () => {
      rendered.length = 0;
      await readAll(pages);
      return [...rendered].sort();
    };
    expect(await renders()).toEqual([...pages].sort());
    expect(await renders()).toEqual([]);
    cache.touch([idTag(GIG)]);
    expect(await renders()).toEqual([`/gig/${GIG}`]);
    cache.touch([factsTag(SELLER)]);
    expect(await renders()).toEqual(['/about']);
    cache.touch([LIST_ALL]);
    expect(await renders()).toEqual([...pages].sort());
  });

  test(
    'while a page is rendered anew after a touch that keeps stale answers, a visitor ' +
      'gets the last render at once, a reader naming a session cookie the new one',
    async () => {
      const url = `/gig/${OTHER_GIG}?stale=1`;
      const [old] = await readAll([url]);
      cache.touch([idTag(OTHER_GIG)], true);
      rendered.length = 0;
      const [renderer, visitor, signedIn] = await Promise.all([
        app.inject({ method: 'GET', url }),
        app.inject({ method: 'GET', url }),
        app.inject({ method: 'GET', url, headers: { cookie: 'inkwell_lang=en; inkwell_session=abc' } }),
      ]);
      expect(rendered).toEqual([url]);
      expect(visitor!.body).toBe(old!.body);
      expect(renderer!.body).not.toBe(old!.body);
      expect(signedIn!.body).toBe(renderer!.body);
      // Kept: the next visitor has the new render.
      expect((await app.inject({ method: 'GET', url })).body).toBe(renderer!.body);
    },
  );

  test('after a touch that keeps none, every reader waits for the new render', async () => {
    const url = `/gig/${OTHER_GIG}?stale=2`;
    const [old] = await readAll([url]);
    cache.touch([idTag(OTHER_GIG)]);
    const answers = await readAll([url, url, url]);
    expect(answers.every((answer) => answer.body !== old!.body)).toBe(true);
  });
});
