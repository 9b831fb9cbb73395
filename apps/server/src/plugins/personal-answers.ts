import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers of the API are personal, and carry `Cache-Control: no-store` (no browser, proxy or CDN
 * keeps them), unless their route is one of the public reads below: the same for everyone, they
 * keep their caching. A new route is personal until it is listed here, so forgetting the list
 * never leaks an answer into a shared cache. A profile (GET /users/{id}) is public to visitors and
 * personal to a signed-in reader (the owner and operators read its email and phone). The API's
 * documentation (/api/docs) is public. Answers outside /api (pages, images, sitemaps) set their own caching.
 * A public read asked by a signed-in reader may still carry that person's marks (liked flags, their
 * ordered gigs left out): it is `private` (a browser may keep it, never a shared cache), and public
 * reads vary by Cookie (decision 027).
 */
export const PUBLIC_READS: ReadonlySet<string> = new Set([
  '/api/health',
  '/api/ready',
  '/api/openapi.json',
  '/api/gigs',
  '/api/gigs/single/:id',
  '/api/gigs/:id/document',
  '/api/bids/gig/:gigId/count',
  '/api/gig-reviews/gig/:gigId',
  '/api/gig-reviews/seller/:userId',
  '/api/user-reviews/:userId',
  '/api/users/:id/seller-facts',
]);

const READS = new Set(['GET', 'HEAD']);

export function isPersonalAnswer(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (!request.url.startsWith('/api/') && route?.startsWith('/api/') !== true) return false;
  if (!READS.has(request.method) || route === undefined) return true;
  if (route === '/api/users/:id') return request.user !== null && request.user !== undefined;
  if (route === '/api/docs' || route.startsWith('/api/docs/')) return false;
  return !PUBLIC_READS.has(route);
}

export const personalAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isPersonalAnswer(request)) {
      if (request.user && request.routeOptions.url?.startsWith('/api/') === true) {
        const current = reply.getHeader('cache-control');
        if (typeof current !== 'string' || !current.includes('private'))
          reply.header('cache-control', 'private, no-cache');
        if (reply.getHeader('vary') === undefined) reply.header('vary', 'Cookie');
      }
      return done(null, payload);
    }
    const current = reply.getHeader('cache-control');
    if (typeof current !== 'string' || !current.includes('no-store'))
      reply.header('cache-control', 'private, no-store');
    done(null, payload);
  });
});
