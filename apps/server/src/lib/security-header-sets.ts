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
const KEPT_FOR_JSON = ['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options'];

/** application/json and its +json kinds (problem details): the answers that get the JSON set. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;
export const isJsonType = (contentType: unknown): boolean => typeof contentType === 'string' && JSON_TYPE.test(contentType);

export interface SecurityHeaders {
  /** Every answer but JSON: HTML pages, files, scripts, the event stream (helmet's set: plugins/security-headers.ts). */
  readonly document: Readonly<Record<string, string>>;
  /** JSON answers (see JSON_CONTENT_SECURITY_POLICY). */
  readonly json: Readonly<Record<string, string>>;
  /** The document's headers a JSON answer goes without. */
  readonly documentOnly: readonly string[];
}

export function securityHeaderSets(document: Record<string, string>): SecurityHeaders {
  const json: Record<string, string> = { 'content-security-policy': JSON_CONTENT_SECURITY_POLICY, 'x-frame-options': 'DENY' };
  for (const name of KEPT_FOR_JSON) if (document[name] !== undefined) json[name] = document[name];
  const documentOnly = Object.keys(document).filter((name) => json[name] === undefined);
  return Object.freeze({ document: Object.freeze({ ...document }), json: Object.freeze(json), documentOnly: Object.freeze(documentOnly) });
}

/**
 * True when an answer that started with the document set goes out with the JSON set: its type is
 * JSON and no route chose a policy of its own (a route that sets its own Content-Security-Policy
 * keeps every header it was given). The Fastify path asks in onSend, the read cache's hit before
 * it writes; the front door picks the set by the entry's type (isJsonType).
 */
export const switchesToJson = (headers: SecurityHeaders, contentType: unknown, policy: unknown): boolean =>
  isJsonType(contentType) && policy === headers.document['content-security-policy'];
