import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ERRORS, FIELD_ERROR_CODES } from '@inkwell/domain/errors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const ProblemDetailsSchema = z
  .object({
    type: z.string(),
    status: z.number().int(),
    title: z.string(),
    detail: z.string(),
    code: z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]]),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .describe('Each field in error (a.b.0) with its sentences in English'),
    fields: z
      .record(
        z.string(),
        z.array(
          z.object({
            code: z.enum([...FIELD_ERROR_CODES, ...(Object.keys(ERRORS) as (keyof typeof ERRORS)[])]),
            params: z.record(z.string(), z.union([z.number(), z.string()])).optional().describe('minimum, maximum, format...'),
          }),
        ),
      )
      .optional()
      .describe('The same fields with their problems as codes and parameters, to show in any language'),
  })
  .describe('RFC 9457 problem details');

/** Declares problem-details answers for the given statuses in a route schema. */
export function problemResponses<S extends number>(...statuses: S[]): Record<S, typeof ProblemDetailsSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ProblemDetailsSchema])) as Record<S, typeof ProblemDetailsSchema>;
}

/** /api/openapi.json and the browsable reference at /api/docs, generated from the route schemas. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Inkwell API',
        version: '1.0.0',
        description:
          'The API of Inkwell, the marketplace for academic writing work. Errors are RFC 9457 problem details; ' +
          'state-changing requests must come from the same origin; the session is an httpOnly cookie.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'inkwell_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});
