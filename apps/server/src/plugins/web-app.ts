import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageKey } from '../lib/read-cache-front-door.ts';
import { mayReadStale } from '../lib/read-cache-stale.ts';
import { bidsTag, factsTag, idTagsIn, LIST_ALL } from '../lib/read-cache-tags.ts';
import { sendProblem } from './errors.ts';
import { sendCached } from './read-cache.ts';

export interface WebAppOptions {
  /**
   * The HTML of a page path from the app's index.html (features/seo fills in the page's head and,
   * given a language, renders its first screen: docs/decisions/033), and its status.
   */
  renderPage(template: string, url: string, language?: string): Promise<{ status: number; html: string }>;
  /** The language the request's page is rendered in on the server, or undefined when the browser renders it. */
  pageLanguage?(request: FastifyRequest): string | undefined;
}

/**
 * Serves the built web app: hashed assets with a one-year immutable cache, and index.html (never
 * cached) for every other page path with the SEO head filled in on the server. Unknown /api paths
 * answer problem details instead.
 */
interface RenderedPage {
  status: number;
  html: string;
  tags: string[];
  /** When the render began: it shows every write made before. */
  startedAt: number;
}

/**
 * What a page was made from (lib/read-cache-tags.ts). Its head reads gigs from the database (/gig/{id}
 * its gig and seller, /gigs a list) and its first screen reads the API (features/seo): every answer
 * it shows is in its HTML (the data block), and names the gigs and users it was made from. So: every
 * id in its URL and HTML, and the bid count of each (a page may show a gig's); the seller facts of
 * the user in its URL and of each gig's seller (a gig's `userId`: the gig page shows its seller's
 * facts), not of every user it names (a message by a reviewer would empty every page showing their
 * reviews); and every gig list's scope (/ and /gigs
 * show lists, and a new gig may enter them). A render is not followed through an AsyncLocalStorage
 * to learn its reads exactly: on Node 20 that turns async hooks on for every later request
 * (features/seo/seo-body.test.ts).
 */
function pageTags(url: string, html: string): string[] {
  const sellers = [...idTagsIn(url), ...[...html.matchAll(SELLER_ID)].map((match) => `id:${match[1]!}`)];
  const facts = new Set(sellers.map((tag) => factsTag(tag.slice('id:'.length))));
  const ids = new Set([...idTagsIn(url), ...idTagsIn(html)]);
  return [...ids, ...[...ids].map((tag) => bidsTag(tag.slice('id:'.length))), ...facts, LIST_ALL];
}
const SELLER_ID = /"userId":"([0-9a-f-]{36})"/gi;

/** A file system's names stop at 255 bytes (NAME_MAX): a longer path is no file of the build. */
const LONGEST_FILE_PATH = 255;

/** Page paths with a route of their own (every other page path reaches sendPage through the not-found handler). */
const PAGE_ROUTES = ['/gigs', '/gig/:id', '/profile/:id'];

export const webAppPlugin = fp(async (app: FastifyInstance, options: WebAppOptions) => {
  const root = app.config.webDistDir;
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  let template: string | null = null;
  /**
   * Pages being rendered, by cache generation and key: concurrent misses of one page (after a start
   * or a write) share one render instead of each spending its tens of milliseconds of CPU.
   */
  const rendering = new Map<string, Promise<RenderedPage>>();
  /** Pages being rendered by key, whatever the generation: while one is, a visitor may be given its stale answer. */
  const renderingKeys = new Map<string, number>();
  const render = (generation: number, key: string, url: string, language: string | undefined) => {
    const renderKey = `${generation} ${key}`;
    const running = rendering.get(renderKey);
    if (running) return running;
    renderingKeys.set(key, (renderingKeys.get(key) ?? 0) + 1);
    const page = (async () => {
      const startedAt = Date.now();
      template ??= await fs.promises.readFile(indexFile, 'utf8');
      const { status, html } = await options.renderPage(template, url, language);
      // With the read cache off nothing is kept, so nothing needs tags (reading them is a scan of the page).
      return { status, html, tags: app.readCache.cache.enabled ? pageTags(url, html) : [], startedAt };
    })().finally(() => {
      rendering.delete(renderKey);
      const left = (renderingKeys.get(key) ?? 1) - 1;
      if (left > 0) renderingKeys.set(key, left);
      else renderingKeys.delete(key);
    });
    rendering.set(renderKey, page);
    return page;
  };

  if (hasBuild) {
    // A path longer than LONGEST_FILE_PATH is no built file: it skips the disk for the not-found
    // answer (the page's 404, or NOT_FOUND under /api), where @fastify/static's check of a name's
    // spelling met ENAMETOOLONG and answered 403 FORBIDDEN.
    await app.register(async (files) => {
      files.addHook('onRequest', async (request, reply) => {
        if (Buffer.byteLength(request.url.split('?')[0] ?? '') > LONGEST_FILE_PATH) return reply.callNotFound();
      });
      await files.register(fastifyStatic, {
        root,
        prefix: '/',
        index: false,
        wildcard: true,
        // Decision 030: the .br / .gz files tools/precompress.ts wrote at build time, by Accept-Encoding.
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const immutable = filePath.startsWith(path.join(root, 'assets') + path.sep);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it).');
    }
    // Decision 027: a rendered page is kept in the read cache (its
    // head reads the database) until a write touches what it shows.
    const { cache } = app.readCache;
    // A page rendered on the server is the visitor's render in a language chosen by the language
    // cookie or Accept-Language (never by the session): kept once per language, varying on both.
    const language = options.pageLanguage?.(request);
    const key = pageKey(request.url, language);
    const vary = language ? 'Accept-Encoding, Accept-Language, Cookie' : 'Accept-Encoding';
    const cached = request.method === 'GET' ? cache.get(key) : undefined;
    if (cached) return sendCached(cache, request, reply, cached, 'no-cache', vary);
    // While another request renders this page anew, a visitor without
    // a session may have its stale render (lib/read-cache-stale.ts).
    const staleOk = request.method === 'GET' && mayReadStale(request.headers);
    const stale = staleOk && renderingKeys.has(key) ? cache.stale(key) : undefined;
    if (stale) return sendCached(cache, request, reply, stale, 'no-cache', vary);
    const generation = cache.generation;
    const page = await render(generation, key, request.url, language);
    const type = 'text/html; charset=utf-8';
    const answer = { body: Buffer.from(page.html), contentType: type, status: page.status };
    const entry = request.method === 'GET' ? cache.set(key, generation, answer, page.tags) : undefined;
    if (entry) return sendCached(cache, request, reply, entry, 'no-cache', vary);
    // A write touched it while it was rendered: this request still gets it (the render began after every write answered
    // before this request came); other visitors may have it as stale.
    const kept = staleOk ? cache.keepStale(key, answer, page.startedAt) : undefined;
    if (kept) return sendCached(cache, request, reply, kept, 'no-cache', vary);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', vary)
      .type(type)
      .send(page.html);
  };

  // The home page is a directory to the static handler (which refuses directories), so it gets its own route.
  app.get('/', { schema: { hide: true } }, sendPage);
  // The pages most visited get routes of their own, so that a cached
  // page is not first looked for on disk by the static handler.
  for (const page of PAGE_ROUTES) app.get(page, { schema: { hide: true } }, sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/') || request.url === '/api')
      return sendProblem(reply, 'NOT_FOUND', `No API route ${request.method} ${request.url.split('?')[0]}.`);
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendProblem(reply, 'NOT_FOUND');
    if (/\.[a-z0-9]{1,8}$/i.test(request.url.split('?')[0] ?? ''))
      return reply.status(404).type('text/plain').send('Not found');
    return sendPage(request, reply);
  });
});
