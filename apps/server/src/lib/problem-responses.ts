import { ERRORS, FIELD_ERROR_CODES } from '@inkwell/domain/errors';
import { z } from 'zod';

/** The problem details every error answers with (plugins/errors.ts sends them), as route schemas declare them. */
export const ProblemDetailsSchema = z
  .object({
    type: z.string(),
    status: z.number().int(),
    title: z.string(),
    detail: z.string(),
    code: z.enum(Object.keys(ERRORS) as [keyof typeof ERRORS, ...(keyof typeof ERRORS)[]]),
    requestId: z
      .string()
      .optional()
      .describe("The request's id, as in its X-Request-Id header and the server's log lines"),
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
            params: z
              .record(z.string(), z.union([z.number(), z.string()]))
              .optional()
              .describe('minimum, maximum, format...'),
          }),
        ),
      )
      .optional()
      .describe('The same fields with their problems as codes and parameters, to show in any language'),
  })
  .describe('RFC 9457 problem details');

/** Declares problem-details answers for the given statuses in a route schema. */
export function problemResponses<S extends number>(...statuses: S[]): Record<S, typeof ProblemDetailsSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ProblemDetailsSchema])) as Record<
    S,
    typeof ProblemDetailsSchema
  >;
}
