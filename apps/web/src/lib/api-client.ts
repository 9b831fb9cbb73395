import { isErrorCode, type ErrorCode } from '@inkwell/domain/error-codes';
import type { FieldProblem, ProblemDetails } from '@inkwell/domain/errors';

/** What the client says itself: no answer at all (NETWORK_FAILED), or an answer that is not one of ours (UNKNOWN). */
export type ClientErrorCode = 'NETWORK_FAILED' | 'UNKNOWN';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

/**
 * Every failed call becomes an ApiError. Screens say it in the reader's language from `code` and
 * `fields` (lib/problem-text.ts); `detail` and `errors` are the server's English, for logs only.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly detail: string;
  readonly errors: Record<string, string[]>;
  readonly fields: Record<string, FieldProblem[]>;

  constructor(status: number, body: Partial<ProblemDetails> | undefined, fallback: string) {
    const detail = body?.detail ?? fallback;
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code =
      status === 0
        ? 'NETWORK_FAILED'
        : typeof body?.code === 'string' && isErrorCode(body.code)
          ? body.code
          : 'UNKNOWN';
    this.detail = detail;
    this.errors = body?.errors ?? {};
    this.fields = body?.fields ?? {};
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/**
 * The server renderer (entry-server.tsx) reads the API in process (docs/decisions/033): the same
 * fetchers and query keys as the browser, answered by the server's own routes.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** Calls /api{path} with credentials, JSON in and out; throws ApiError on any failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      credentials: 'include',
      headers: body && !isForm ? { 'content-type': 'application/json' } : undefined,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, 'The server could not be reached. Check your connection.');
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const json: unknown = text ? safeParse(text) : undefined;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      json as Partial<ProblemDetails> | undefined,
      response.statusText || 'Request failed',
    );
  }
  return json as T;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
