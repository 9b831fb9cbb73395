import { ApiError } from './api-client.ts';

/**
 * The sentence the server wrote for this failure, if it wrote one. A failure without a problem-details
 * body (network down, proxy error page) has none, so the screen shows its own translated sentence.
 */
export function serverDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status === 0 || error.code === 'UNKNOWN') return undefined;
  return error.detail || undefined;
}

/**
 * SPEC.md section 8 for the picture: the server's message, else the error's message, else the
 * fallback. An ApiError without a server sentence only carries the client's generic English text,
 * so the translated fallback is shown for it instead.
 */
export function uploadFailureMessage(error: unknown, fallback: string): string {
  const detail = serverDetail(error);
  if (detail) return detail;
  if (error instanceof Error && !(error instanceof ApiError) && error.message) return error.message;
  return fallback;
}
