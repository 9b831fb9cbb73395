import { STATUS_CODES } from 'node:http';
import {
  ERRORS,
  fieldProblemOf,
  type ErrorCode,
  type FieldProblem,
  type IssueLike,
  type ProblemDetails,
} from '@inkwell/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnstorableText } from '../db/errors.ts';
import { DomainError } from '../lib/domain-error.ts';

/** Every error leaves as RFC 9457 problem details; unknown errors are logged and answered as a bare 500. */

/**
 * Each field of `errors` with its problems as codes: the ones given, else the answer's own code for a
 * field it names (USERNAME_TAKEN on username), or `invalid` for a plain 400.
 */
function fieldsOf(
  code: ErrorCode,
  errors: Record<string, string[]>,
  given: Record<string, FieldProblem[]> = {},
): Record<string, FieldProblem[]> {
  const fallback: FieldProblem = { code: code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST' ? 'invalid' : code };
  return Object.fromEntries(Object.keys(errors).map((field) => [field, given[field] ?? [fallback]]));
}

export function sendProblem(
  reply: FastifyReply,
  code: ErrorCode,
  detail?: string,
  errors?: Record<string, string[]>,
  status: number = ERRORS[code].status,
  fields?: Record<string, FieldProblem[]>,
) {
  const body: ProblemDetails = {
    type: `urn:inkwell:problem:${code.toLowerCase().replaceAll('_', '-')}`,
    status,
    title: STATUS_CODES[status] ?? 'Error',
    detail: detail ?? ERRORS[code].detail,
    code,
    requestId: reply.request.id,
    ...(errors ? { errors, fields: fieldsOf(code, errors, fields) } : {}),
  };
  return reply.status(status).type('application/problem+json; charset=utf-8').send(body);
}

/** Fastify's own 4xx errors (bad JSON, too large, wrong content type, rate limit) keep their status. */
const FASTIFY_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'NOT_SIGNED_IN',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'BAD_REQUEST',
  413: 'FILE_TOO_LARGE',
  415: 'UNSUPPORTED_FILE_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** @fastify/multipart's limits (app.ts: 40 fields, 1 file) say what is wrong, not "file too large". */
const MULTIPART_LIMITS: Record<string, ErrorCode> = {
  FST_PARTS_LIMIT: 'TOO_MANY_FIELDS',
  FST_FIELDS_LIMIT: 'TOO_MANY_FIELDS',
  FST_FILES_LIMIT: 'TOO_MANY_FILES',
};

/**
 * Fastify's router refuses some paths before any route or hook (the `frameworkErrors` option): a path
 * parameter longer than maxParamLength (100; no id is that long) names nothing, so 404 NOT_FOUND
 * where Fastify answered its own 414 JSON; a path that is not a valid URL is 400 BAD_REQUEST.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  // No hook runs for these answers: they carry the JSON answers' security headers from here.
  const headers = reply.server.securityHeaders as FastifyInstance['securityHeaders'] | undefined;
  if (headers) reply.headers(headers.json);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendProblem(reply, 'NOT_FOUND');
  if (error.code === 'FST_ERR_BAD_URL') return sendProblem(reply, 'BAD_REQUEST');
  reply.log.error({ err: error }, 'unhandled router error');
  return sendProblem(reply, 'INTERNAL');
}

export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return sendProblem(reply, error.code, error.detail, error.errors, error.status, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      const fields: Record<string, FieldProblem[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (errors[field] ??= []).push(issue.message ?? 'Invalid value');
        (fields[field] ??= []).push(fieldProblemOf({ ...(issue.params as Partial<IssueLike>), code: issue.keyword }));
      }
      const first = Object.values(errors)[0]?.[0];
      return sendProblem(
        reply,
        'VALIDATION_FAILED',
        first ?? ERRORS.VALIDATION_FAILED.detail,
        errors,
        undefined,
        fields,
      );
    }
    const limit = typeof error.code === 'string' ? MULTIPART_LIMITS[error.code] : undefined;
    if (limit) return sendProblem(reply, limit);
    if (isUnstorableText(error)) return sendProblem(reply, 'INVALID_TEXT');
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = FASTIFY_STATUS_CODES[status] ?? 'BAD_REQUEST';
      const detail =
        status === 413
          ? ERRORS.FILE_TOO_LARGE.detail
          : status === 429
            ? ERRORS.TOO_MANY_REQUESTS.detail
            : error.message || undefined;
      return sendProblem(reply, code, detail, undefined, status);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(
      reply,
      status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL',
      undefined,
      undefined,
      status === 503 ? 503 : 500,
    );
  });
});
