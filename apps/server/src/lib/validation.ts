import type { ErrorCode } from '@inkwell/domain/errors';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { DomainError } from './domain-error.ts';

/** Zod issues per field (`a.b.0`), as problem details carry them in `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return errors;
}

/**
 * Parses input a service checks itself, or throws 400 with every field in error. `detail` is the
 * first message; `code` is what `codeOf` gives for the first field in error (VALIDATION_FAILED
 * when it gives nothing).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, codeOf?: (field: string, message: string) => ErrorCode | undefined): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const [field, messages] = Object.entries(errors)[0] ?? ['_', []];
  const detail = messages[0];
  throw new DomainError((detail && codeOf?.(field, detail)) || 'VALIDATION_FAILED', detail, { errors });
}

/**
 * Route option for bodies whose rules run in a fixed order in the service (401, 404, 403, 409, and
 * only then 400 for the fields, some of which depend on stored data such as the gig's delivery
 * time). Fastify's own check would answer 400 first, so it passes everything through; the route's
 * schema still documents the body in the OpenAPI document.
 */
export const checkedByService: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });
