import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendProblem } from '../../plugins/errors.ts';
import { problemResponses } from '../../plugins/openapi.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }), ...problemResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database did not answer');
        return sendProblem(reply, 'SERVICE_UNAVAILABLE', 'The database is not answering.');
      }
      return { status: 'ok' as const, database: app.database.kind };
    },
  );
};
