import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Request ids (decision 042): every request gets one, Fastify's reqId, which is in every
 * log line of the request (request.log), in its answer's X-Request-Id header and in every problem
 * answer as `requestId`. An incoming X-Request-Id (from a proxy or a client tracing a call) is kept
 * when it is a short safe token, so one id follows a call through the proxy's log and ours; anything
 * else (long, spaces, quotes, control characters that could forge a log line) is replaced.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9._:@-]{1,64}$/;
const kRequestId = Symbol('inkwell.requestId');

type WithId = IncomingMessage & { [kRequestId]?: string };

/** The incoming id when it is safe, else a new one (a UUID: unique across processes). */
export function requestIdOf(request: IncomingMessage): string {
  const kept = (request as WithId)[kRequestId];
  if (kept !== undefined) return kept;
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
}

/**
 * Called by the server's listener for each request that Fastify will route (not for the read
 * cache's front door answers, which log nothing): the id is chosen once, kept on the request for
 * Fastify's genReqId, and set on the answer before any handler writes it (no Fastify hook).
 */
export function assignRequestId(request: IncomingMessage, response: ServerResponse): void {
  const id = requestIdOf(request);
  (request as WithId)[kRequestId] = id;
  response.setHeader('X-Request-Id', id);
}
