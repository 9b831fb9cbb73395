/**
 * A JSON answer's security headers (the OWASP REST Security Cheat Sheet): a JSON body is never a
 * document, so the headers that shape a document's behaviour (its script and style sources,
 * COOP, Origin-Agent-Cluster, DNS prefetching, IE's download prompt, Adobe's cross-domain
 * policies, the XSS auditor) govern nothing there. It keeps what still protects data:
 * `default-src 'none'` (a JSON answer opened as a page loads and runs nothing) with
 * `frame-ancestors 'none'` and X-Frame-Options DENY (never framed: drag-and-drop clickjacking),
 * nosniff (never read as HTML or script), CORP same-origin (never loaded by another site's page,
 * Spectre), the Referrer-Policy and HSTS as the pages have them.
 */
export const JSON_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const KEPT_FOR_JSON = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
];

/** application/json and its +json kinds (problem details): the answers that get the JSON set. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
export const isJsonType = (contentType: unknown): boolean =>
  typeof contentType === 'string' && JSON_TYPE.test(contentType);

/**
 * A hashed build file's security headers (a script, a style sheet, a font, an image under /assets/):
 * it is fetched by the page as a subresource, never shown as a document, so a Content Security
 * Policy, COOP, Origin-Agent-Cluster, X-Frame-Options and the rest govern nothing there (a
 * script's policy is its page's). It keeps what protects a subresource: nosniff (never run or
 * styled as another type), CORP same-origin (never loaded by another site's page, Spectre) and
 * HSTS. Referrer-Policy goes too: a script's own fetches fall back to its page's policy, the same.
 * The one script whose answer's CSP would apply is a worker's: the app starts none, and a worker's
 * fetch (Sec-Fetch-Dest worker, sharedworker or serviceworker) keeps the document set anyway.
 * Each such answer is ~1 kB of headers on a body of a few kB; this set is a third of it.
 */
const KEPT_FOR_ASSETS = ['cross-origin-resource-policy', 'strict-transport-security', 'x-content-type-options'];
/**
 * The static files' own headers a hashed file goes without: its name changes with its content and
 * it is cached for a year as immutable, so the ETag alone answers a revalidation (no Last-Modified),
 * and browsers never ask for a range of a script, a style sheet or a font (no Accept-Ranges: a
 * Range request is still answered).
 */
const DROPPED_FOR_ASSETS = ['last-modified', 'accept-ranges'];

/** Build files under /assets/ that are subresources; an SVG can be opened as a document and keeps the document set. */
const ASSET_PATH = /^\/assets\/[^?#]+\.(?:js|mjs|css|woff2?|ttf|otf|png|jpe?g|gif|webp|avif|ico)(?:[?#]|$)/i;
const ASSET_TYPE = /^(?:text\/(?:javascript|css)|application\/javascript|font\/|image\/(?!svg))/i;
const WORKER_DESTINATION = /worker$/;

/**
 * True when an answer goes out with the asset set: a hashed build file's path, with that kind of
 * type (or none: a 304 carries no Content-Type), not fetched as a worker's script.
 */
export function isAssetAnswer(url: string, contentType: unknown, fetchDestination: unknown): boolean {
  if (!ASSET_PATH.test(url)) return false;
  if (typeof fetchDestination === 'string' && WORKER_DESTINATION.test(fetchDestination)) return false;
  return contentType === undefined || (typeof contentType === 'string' && ASSET_TYPE.test(contentType));
}

export interface SecurityHeaders {
  /**
   * Every answer but JSON and hashed build files: HTML pages, other
   * files, the event stream (helmet's set: plugins/security-headers.ts).
   */
  readonly document: Readonly<Record<string, string>>;
  /** JSON answers (see JSON_CONTENT_SECURITY_POLICY). */
  readonly json: Readonly<Record<string, string>>;
  /** The document's headers a JSON answer goes without. */
  readonly documentOnly: readonly string[];
  /** Hashed build files under /assets/ (see KEPT_FOR_ASSETS). */
  readonly asset: Readonly<Record<string, string>>;
  /** The headers a hashed build file's answer goes without: the document's it does not keep, and DROPPED_FOR_ASSETS. */
  readonly notForAssets: readonly string[];
}

export function securityHeaderSets(document: Record<string, string>): SecurityHeaders {
  const json: Record<string, string> = {
    'content-security-policy': JSON_CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
  };
  for (const name of KEPT_FOR_JSON) if (document[name] !== undefined) json[name] = document[name];
  const documentOnly = Object.keys(document).filter((name) => json[name] === undefined);
  const asset: Record<string, string> = {};
  for (const name of KEPT_FOR_ASSETS) if (document[name] !== undefined) asset[name] = document[name];
  const notForAssets = [...Object.keys(document).filter((name) => asset[name] === undefined), ...DROPPED_FOR_ASSETS];
  return Object.freeze({
    document: Object.freeze({ ...document }),
    json: Object.freeze(json),
    documentOnly: Object.freeze(documentOnly),
    asset: Object.freeze(asset),
    notForAssets: Object.freeze(notForAssets),
  });
}

/**
 * True when an answer that started with the document set goes out with the JSON set: its type is
 * JSON and no route chose a policy of its own (a route that sets its own Content-Security-Policy
 * keeps every header it was given). The Fastify path asks in onSend, the read cache's hit before
 * it writes; the front door picks the set by the entry's type (isJsonType).
 */
export const switchesToJson = (headers: SecurityHeaders, contentType: unknown, policy: unknown): boolean =>
  isJsonType(contentType) && policy === headers.document['content-security-policy'];
