import type { FileDto } from '@inkwell/domain/files/file.schema';
import { api } from '../../../../lib/api-client.ts';

/**
 * POST /api/files (multipart `file`): a private document to
 * hand over in the order; answers its id, name, size and type.
 */
export function uploadFile(file: File): Promise<FileDto> {
  const form = new FormData();
  form.append('file', file);
  return api<FileDto>('/files', { method: 'POST', body: form });
}

/** Where a private file is downloaded (the order's people only; anyone else gets 404). */
export const fileUrl = (fileId: string) => `/api/files/${encodeURIComponent(fileId)}`;
