import type { ProblemDetails } from '@inkwell/domain/errors';

/** Every failed call becomes an ApiError; screens show `detail` or fall back to their own sentence. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly errors: Record<string, string[]>;

  constructor(status: number, body: Partial<ProblemDetails> | undefined, fallback: string) {
    const detail = body?.detail ?? fallback;
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.code = body?.code ?? 'UNKNOWN';
    this.detail = detail;
    this.errors = body?.errors ?? {};
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: Body;
  signal?: AbortSignal;
}

/** Calls /api{path} with credentials, JSON in and out; throws ApiError on any failure. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
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
    throw new ApiError(response.status, json as Partial<ProblemDetails> | undefined, response.statusText || 'Request failed');
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
