import type { ErrorCode, FieldProblem, ProblemDetails } from '@inkwell/domain/errors';
import { vi } from 'vitest';

/** Answers for a stubbed fetch, shaped like the server's. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A problem-details answer. Like the server, each field of `errors` has its problems as codes in
 * `fields`: the ones given, else the answer's code (`invalid` for VALIDATION_FAILED).
 */
export function problem(
  status: number,
  code: ErrorCode,
  detail: string,
  errors?: Record<string, string[]>,
  fields?: Record<string, FieldProblem[]>,
): Response {
  const fallback: FieldProblem = { code: code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST' ? 'invalid' : code };
  const derived = errors
    ? Object.fromEntries(Object.keys(errors).map((field) => [field, fields?.[field] ?? [fallback]]))
    : fields;
  const body: ProblemDetails = { type: 'about:blank', status, title: 'Error', detail, code, errors, fields: derived };
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });
}

export interface StubbedCall {
  method: string;
  path: string;
  /** The query parameters of the call. */
  query: URLSearchParams;
  body: BodyInit | null | undefined;
}

type Handler = (call: StubbedCall) => Response | Promise<Response>;

/** Replaces fetch with a handler keyed by "METHOD /path"; an unlisted call fails the test. */
export function stubFetch(handlers: Record<string, Handler>) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    if (!handler) {
      // console.error fails the test in setup.ts, even if the screen swallows the thrown error.
      console.error(`Unexpected request ${call.method} ${call.path}`);
      throw new TypeError(`Unexpected request ${call.method} ${call.path}`);
    }
    return handler(call);
  });
  globalThis.fetch = fetchMock;
  return { calls, fetchMock };
}

/** A promise the test settles by hand, to look at a screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
