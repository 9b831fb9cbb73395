import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../lib/domain-error.ts';
import { problemResponses } from '../../lib/problem-responses.ts';
import type { DatabaseState } from './readiness.ts';

/** Retry-After of a 503 from /api/ready: probes come back soon anyway. */
const RETRY_AFTER_SECONDS = '5';

const NOT_READY: Record<Exclude<DatabaseState, 'ready'>, string> = {
  migrating: 'Not ready: the database migrations have not all run yet.',
  unreachable: 'Not ready: the database is not answering.',
};

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          ...problemResponses(503),
        },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        throw new DomainError('SERVICE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: whether this process should get traffic',
        description:
          '200 when the migrations ran and the database answers ' +
          '(checked at most once a second). 503 SERVICE_UNAVAILABLE, ' +
          ('its detail saying why, while migrations are missing, while the ' +
            'database does not answer, and once the process is draining.'),
        response: { 200: z.object({ status: z.literal('ready') }), ...problemResponses(503) },
      },
    },
    async () => {
      const headers = { 'retry-after': RETRY_AFTER_SECONDS, 'cache-control': 'no-store' };
      if (app.readiness.draining)
        throw new DomainError('SERVICE_UNAVAILABLE', 'Not ready: this process is shutting down.', { headers });
      const state = await app.readiness.databaseState();
      if (state !== 'ready') throw new DomainError('SERVICE_UNAVAILABLE', NOT_READY[state], { headers });
      if (app.readiness.draining)
        throw new DomainError('SERVICE_UNAVAILABLE', 'Not ready: this process is shutting down.', { headers });
      return { status: 'ready' as const };
    },
  );
};
