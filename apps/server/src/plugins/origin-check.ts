import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/domain-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * State-changing requests must come from this site, and this site is PUBLIC_URL's origin only
 * (scheme, host and port exactly): not the Host header the request claims, not another spelling
 * of the address (localhost, 127.0.0.1, a look-alike such as inkwell.example.evil.com). The
 * browser's Origin is checked, else its Referer; a browser that sends neither but says the request
 * is not same-origin (Sec-Fetch-Site) is refused too. Clients that send none of them are not
 * browsers and carry no ambient cookies to abuse, so they pass. An Origin of `null` (a sandboxed
 * frame, a privacy redirect) is not this site.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return true;
  return origin === new URL(publicUrl).origin;
}

/**
 * The one state-changing route any origin may call: the one-click unsubscribe of a mail (RFC 8058),
 * which a mail client or provider POSTs from wherever it runs. It uses no cookie: the random token
 * in its address is the proof, and all it can do is turn that mail's topic off (features/users).
 */
const TOKEN_ONLY_POSTS = new Set(['/api/mail/unsubscribe']);

export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  // Synchronous: a read pays no promise for it (decision 027).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || isSameOrigin(request, app.config.publicUrl)) return done();
    if (request.method === 'POST' && TOKEN_ONLY_POSTS.has(request.routeOptions.url ?? '')) return done();
    done(new DomainError('CROSS_ORIGIN_REFUSED'));
  });
});
