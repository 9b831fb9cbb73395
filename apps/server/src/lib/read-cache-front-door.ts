import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { SESSION_COOKIE } from './auth/session-token.ts';
import { keptAnswers } from './kept-answers.ts';
import type { SignedInEntry } from './read-cache-signed-in.ts';
import {
  etagMatches,
  normalizeUrl,
  preferredEncoding,
  type CachedAnswer,
  type ReadCache,
  type WireVariant,
} from './read-cache.ts';
import { isJsonType, type SecurityHeaders } from './security-header-sets.ts';

/**
 * The read cache's front door (decision 027): a visitor's cached read answered by the HTTP
 * server's request listener, before Fastify routes it. No request and reply objects, no child
 * logger, no hooks, no validation: a cached answer at about the cost of writing it.
 *
 * It answers only what the Fastify path would answer the same way:
 * - GET, with no session cookie; one that names one is looked up by `signedIn`
 *   (lib/read-cache-signed-in.ts), which finds the reader's own entry only when the session is
 *   known and nothing is due for it, and everything else goes through Fastify;
 * - an entry that Fastify has already sent to a visitor (`entry.visitor`, set by
 *   plugins/read-cache.ts and sendCached): its Cache-Control and Vary are the ones that answer had,
 *   and the entry's key is the visitor key (the normalized URL for /api, `page ` + URL for the
 *   pages); a signed-in reader's entries are keyed by user id and never match here;
 * - with the security headers of the entry's type (plugins/security-headers.ts: the JSON set or the
 *   document set, as Fastify's onSend chooses them), the entry's ETag,
 *   type, status, and the encoding the client takes; 304 when If-None-Match names the ETag.
 * The same URL (query parameters in any order) means the same route, path parameters and query,
 * so the checks that ran before the entry was stored (validation, the text net) would pass again;
 * the checks of writes (origin, rate limits) do not apply to a GET.
 *
 * Every header list is built once per entry and encoding (and counted in the cache's bytes) and
 * written with one writeHead, which checks each name and value as it writes them (Node 20 and 24).
 */

export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => boolean;

/** The key of a page's cached render: per language when the server renders its first screen (decision 033). */
export const pageKey = (url: string, language: string | undefined) => pageKeyOf(normalizeUrl(url), language);

const pageKeyOf = (normalizedUrl: string, language: string | undefined) =>
  language ? `page ${language} ${normalizedUrl}` : `page ${normalizedUrl}`;

/**
 * The language a page is rendered in for this request's headers (the language cookie, then
 * Accept-Language), or undefined when the browser renders it; app.ts sets it from features/seo.
 */
export type PageLanguage = (request: { url: string; headers: IncomingHttpHeaders }) => string | undefined;

/**
 * Normalized URLs of the URLs asked lately: sorting a query's parameters costs more than the rest
 * of a hit. At most 2,000 URLs of at most 512 characters (about 2 MB).
 */
const keptNormal = keptAnswers<string>(2_000, 512);
const normalizedOf = (url: string) => keptNormal(url, () => normalizeUrl(url));

/** The key a visitor's read of this request is kept under, by plugins/read-cache.ts or the pages' sendPage. */
function visitorKeyOf(url: string, headers: IncomingHttpHeaders, pageLanguage: PageLanguage | undefined): string {
  const normal = normalizedOf(url);
  if (url.startsWith('/api/')) return normal;
  return pageKeyOf(normal, pageLanguage?.({ url, headers }));
}

const visitorEntryOf = (entry: CachedAnswer | undefined) => (entry?.visitor === undefined ? undefined : entry);

export function readCacheFrontDoor(
  cache: ReadCache,
  securityHeaders: SecurityHeaders,
  /** Read at each request: app.ts sets the page language once the web pages are made. */
  pages: { pageLanguage?: PageLanguage } = {},
  signedIn?: SignedInEntry,
): FrontDoor {
  const jsonSecurity = Object.entries(securityHeaders.json);
  const documentSecurity = Object.entries(securityHeaders.document);

  const headersOf = (entry: CachedAnswer, variant: WireVariant, body: Buffer | null): [string, string][] => {
    // An entry is either a visitor's or one signed-in reader's: their keys never meet.
    const head = entry.visitor ?? entry.signedIn!;
    const security = isJsonType(entry.contentType) ? jsonSecurity : documentSecurity;
    const list: [string, string][] = [
      ...security,
      ['cache-control', head.cacheControl],
      ['vary', head.vary],
      ['etag', entry.etag],
    ];
    if (body !== null) {
      list.push(['content-type', entry.contentType]);
      if (variant === 'br' || variant === 'gzip') list.push(['content-encoding', variant]);
      list.push(['content-length', String(body.length)]);
    }
    return list;
  };

  return (request, response) => {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const cookie = request.headers.cookie;
    // The name alone, spaces around `=` or not: such a request is never taken for a visitor's.
    const entry =
      cookie !== undefined && cookie.includes(SESSION_COOKIE)
        ? signedIn?.(normalizedOf(request.url), cookie)
        : visitorEntryOf(cache.get(visitorKeyOf(request.url, request.headers, pages.pageLanguage)));
    if (entry === undefined) return false;
    cache.frontDoorAnswers += 1;
    if (etagMatches(request.headers['if-none-match'], entry.etag)) {
      response.writeHead(
        304,
        cache.wire(entry, 'notModified', () => headersOf(entry, 'notModified', null)),
      );
      response.end();
      return true;
    }
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding === null ? entry.body : cache.variant(entry, encoding);
    const variant = encoding ?? 'identity';
    response.writeHead(
      entry.status,
      cache.wire(entry, variant, () => headersOf(entry, variant, body)),
    );
    response.end(body);
    return true;
  };
}
