import type { FileDto } from '@inkwell/domain/files/file.schema';
import { api } from '../../../../lib/api-client.ts';

/**
 * POST /api/files (multipart `file`): a private document for a bid's
 * brief, readable by the bidder, the gig's seller and operators.
 */
export function uploadBriefFile(file: File): Promise<FileDto> {
  const form = new FormData();
  form.append('file', file);
  return api<FileDto>('/files', { method: 'POST', body: form });
}
