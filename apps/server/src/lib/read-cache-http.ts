import { createHash } from 'node:crypto';

/**
 * The HTTP side of the read cache (decision 027): an answer's ETag and If-None-Match, the encoding a
 * client takes, and the normalized URL that keys a visitor's answer.
 */

export type Encoding = 'br' | 'gzip';

export function etagOf(body: Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
}

/** True when If-None-Match names this ETag (weak comparison, `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

/** The few Accept-Encoding values browsers send, read once each (at most 64 kept). */
const encodingOf = new Map<string, Encoding | null>();

/** br when the client takes it, else gzip, else none; a q=0 refuses an encoding. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const known = encodingOf.get(acceptEncoding);
  if (known !== undefined) return known;
  const chosen = parseAcceptEncoding(acceptEncoding);
  if (encodingOf.size < 64) encodingOf.set(acceptEncoding, chosen);
  return chosen;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding | null {
  let gzip = false;
  let br = false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
    if (refused) continue;
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gzip = true;
    else if (name === '*') {
      br = true;
      gzip = true;
    }
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

/** A URL with its query parameters in one order, so that `?a=1&b=2` and `?b=2&a=1` share an entry. */
export function normalizeUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const query = url.slice(mark + 1);
  if (query === '') return url.slice(0, mark);
  if (!query.includes('&')) return url;
  const params = new URLSearchParams(query);
  params.sort();
  return `${url.slice(0, mark)}?${params.toString()}`;
}
