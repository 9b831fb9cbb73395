import type { ProblemDetails } from '@inkwell/domain/errors';
import type { FileDto } from '@inkwell/domain/files/file.schema';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * POST /api/files (multipart `file`): a private document for a message; answers its id, name, size
 * and type. Sent with XMLHttpRequest rather than fetch because only it reports the upload's progress
 * (`onProgress` gets 0 to 1). Failures are ApiErrors as the api client's are; `signal` aborts it.
 */
export function uploadMessageFile(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<FileDto> {
  const { onProgress, signal } = options;
  return new Promise<FileDto>((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The upload was cancelled.', 'AbortError'));
    const request = new XMLHttpRequest();
    request.open('POST', '/api/files');
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total));
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status === 201) resolve(body as FileDto);
      else
        reject(
          new ApiError(
            request.status,
            body as Partial<ProblemDetails> | undefined,
            request.statusText || 'Upload failed',
          ),
        );
    };
    request.onerror = () =>
      reject(new ApiError(0, undefined, 'The server could not be reached. Check your connection.'));
    request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** Where a private file is downloaded (the conversation's two people only; anyone else gets 404). */
export const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;
