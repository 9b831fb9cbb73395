import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../../lib/domain-error.ts';
import { createMetrics } from './metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the Authorization header is `Bearer <token>`, compared in constant time. */
function hasToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1] ?? ''), digest(token));
}

const notFound = (reply: FastifyReply) =>
  reply.status(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');

/**
 * GET /metrics for Prometheus (decision 042). Off unless METRICS_TOKEN: then 404 like any
 * unknown address, and no hook at all runs per request. On: 401 without `Authorization: Bearer
 * <METRICS_TOKEN>`, and one onResponse hook observes each request by its route pattern (never the
 * raw URL, whose ids would make a series per gig). Wrapped with fastify-plugin so that the hook
 * sees every route registered after it (app.ts registers it before the routes).
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.metricsToken;
  if (token === null) {
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => notFound(reply));
    return;
  }
  const metrics = await createMetrics(app);
  app.addHook('onResponse', function observeForMetrics(request, reply, done) {
    metrics.observe(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!hasToken(request.headers.authorization, token)) {
      throw new DomainError('NOT_SIGNED_IN', 'The metrics need the bearer token set in METRICS_TOKEN.', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
});
