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
 * State-changing requests must come from this site. Browsers always send Origin (or at least
 * Referer / Sec-Fetch-Site) on cross-site POSTs; clients that send none of them are not browsers
 * and carry no ambient cookies to abuse, so they pass.
 */
export function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  if (origin === null) return true;
  const allowed = new Set([new URL(publicUrl).origin, `${request.protocol}://${request.host}`]);
  return allowed.has(origin);
}

export const originCheckPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (!isSameOrigin(request, app.config.publicUrl)) throw new DomainError('CROSS_ORIGIN_REFUSED');
  });
});
