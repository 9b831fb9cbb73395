import { fieldProblemOf, type ErrorCode, type FieldProblem } from '@inkwell/domain/errors';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { DomainError } from './domain-error.ts';

const pathOf = (issue: z.core.$ZodIssue) => issue.path.join('.') || '_';

/** Zod issues per field (`a.b.0`), as problem details carry them in `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[pathOf(issue)] ??= []).push(issue.message);
  return errors;
}

/** The same issues as codes with their parameters, as problem details carry them in `fields`. */
export function fieldProblems(error: z.ZodError): Record<string, FieldProblem[]> {
  const fields: Record<string, FieldProblem[]> = {};
  for (const issue of error.issues) (fields[pathOf(issue)] ??= []).push(fieldProblemOf(issue));
  return fields;
}

/**
 * Chooses a problem's code from its first field in error: the field's name, its first message and
 * that message's FieldProblem (choose by the problem's code, never by the English message).
 */
export type FieldCodeOf = (field: string, message: string, problem: FieldProblem | undefined) => ErrorCode | undefined;

/**
 * The 400 of input that failed its schema: every field in error, in English (`errors`) and as codes
 * (`fields`). `detail` is the first message; `code` is what `codeOf` gives for the first field in
 * error (VALIDATION_FAILED when it gives nothing).
 */
export function invalidInput(error: z.ZodError, codeOf?: FieldCodeOf): DomainError {
  const errors = fieldErrors(error);
  const fields = fieldProblems(error);
  const [field, messages] = Object.entries(errors)[0] ?? ['_', []];
  const detail = messages[0];
  return new DomainError((detail && codeOf?.(field, detail, fields[field]?.[0])) || 'VALIDATION_FAILED', detail, {
    errors,
    fields,
  });
}

/** Parses input a service checks itself, or throws invalidInput (400 with every field in error). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, codeOf?: FieldCodeOf): z.output<S> {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return result.data;
  throw invalidInput(result.error, codeOf);
}

/**
 * Route option for bodies whose rules run in a fixed order in the service (401, 404, 403, 409, and
 * only then 400 for the fields, some of which depend on stored data such as the gig's delivery
 * time). Fastify's own check would answer 400 first, so it passes everything through; the route's
 * schema still documents the body in the OpenAPI document.
 */
export const checkedByService: FastifySchemaCompiler<unknown> = () => (data) => ({ value: data });
