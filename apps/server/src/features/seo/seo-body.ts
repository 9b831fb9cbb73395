import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { keptAnswers } from '../../lib/kept-answers.ts';
import { renderPage as renderHead } from './seo-head.ts';
import { pageReads, readThroughPage, type PageReads } from './seo-reads.ts';

/**
 * The first screen of /, /gigs and /gig/{id} rendered on the server with the web app's own routes
 * and components (docs/decisions/033-server-rendered-first-screens.md): `npm run build:web` builds
 * apps/web/src/entry-server.tsx into apps/web/dist-ssr beside the web app's dist; the server loads
 * it at start when it is there. Its data comes from the app's public API read in process (the
 * same GET the browser would send, answered by the read cache when it can), always as a visitor's;
 * the gig and the gig list come straight from the gigs feature through the page's reads, which the
 * page's head shares, and the gig's bid count and reviews from the bids and reviews features
 * (seo-reads.ts), with the bytes their routes would send.
 */

interface RenderedPage {
  html: string;
  language: string;
  dir: 'ltr' | 'rtl';
  dataScript: string;
}

/** What apps/web/src/entry-server.tsx exports. */
interface ServerEntry {
  createRenderer(options: { fetch(url: string, context: PageReads | undefined): Promise<Response>; origin: string }): {
    render(url: string, language: string, context: PageReads): Promise<RenderedPage | null>;
    pageLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): string;
  };
}

export type BodyRenderer = ReturnType<ServerEntry['createRenderer']>;

/** The pages whose first screen the server renders. */
export const isServerRenderedPath = (pathname: string) =>
  pathname === '/' || pathname === '/gigs' || /^\/gig\/[^/]+$/.test(pathname);

export function serverEntryFile(webDistDir: string): string {
  return path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
}

/** The renderer of the built web app, or null when it has none (the browser then renders every page). */
export async function loadBodyRenderer(app: FastifyInstance): Promise<BodyRenderer | null> {
  const file = serverEntryFile(app.config.webDistDir);
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  return entry.createRenderer({
    origin: app.config.publicUrl,
    fetch: async (url, reads) => {
      const read = reads && (await readThroughPage(reads, url));
      if (read) return read;
      const answer = await app.inject({ method: 'GET', url });
      return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    },
  });
}

/** The page's markup in #root, its data block after it, and its language on <html>. */
export function fillBody(html: string, page: RenderedPage): string {
  return html
    .replace(/<html\b[^>]*>/i, () => `<html lang="${page.language}" dir="${page.dir}">`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page.html}</div>\n    ${page.dataScript}`);
}

export interface WebPages {
  /** The language `request`'s page is rendered in, or undefined when the browser renders it. */
  pageLanguage(request: { url: string; headers: Record<string, string | string[] | undefined> }): string | undefined;
  /** The page at `url` (its head from seo-head.ts; its first screen too when `language` is given), and its status. */
  renderPage(template: string, url: string, language?: string): Promise<{ status: number; html: string }>;
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join(', ') : value);

/**
 * The page language of the Cookie and Accept-Language pairs seen lately: parsing them took more of
 * a cached page's answer than finding it (decision 029, "The HTML rows"). At most 1,000 pairs of at
 * most 1,024 characters.
 */
function rememberedLanguage(
  body: BodyRenderer,
): (cookie: string | undefined, acceptLanguage: string | undefined) => string {
  const kept = keptAnswers<string>(1_000, 1_024);
  return (cookie, acceptLanguage) =>
    kept(`${cookie ?? ''}\n${acceptLanguage ?? ''}`, () => body.pageLanguage(cookie, acceptLanguage));
}

/** Each page's head, and the first screen of the pages the server renders. */
export async function createWebPages(
  app: FastifyInstance,
  renderHeadOnly: (template: string, url: string) => Promise<{ status: number; html: string }>,
): Promise<WebPages> {
  const body = await loadBodyRenderer(app);
  if (body) app.log.info('web pages: the first screens of /, /gigs and /gig/{id} are rendered on the server');
  const languageOf = body ? rememberedLanguage(body) : undefined;
  return {
    pageLanguage: (request) =>
      languageOf && isServerRenderedPath(request.url.split('?')[0] ?? '/')
        ? languageOf(header(request.headers.cookie), header(request.headers['accept-language']))
        : undefined,
    renderPage: async (template, url, language) => {
      if (!body || !language) return renderHeadOnly(template, url);
      // The head and the first screen read the page's gig or gig list once.
      const reads = pageReads(app);
      const page = await renderHead(app, template, url, reads);
      if (page.status !== 200) return page;
      try {
        const rendered = await body.render(url, language, reads);
        return rendered ? { status: page.status, html: fillBody(page.html, rendered) } : page;
      } catch (error) {
        app.log.warn({ err: error, url }, 'web pages: server render failed, the browser renders the page');
        return page;
      }
    },
  };
}
