import type { UploadResult } from '@inkwell/domain/uploads/upload.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/uploads (multipart field `file`). The server sniffs, re-encodes and stores the image. */
export function uploadImage(file: File): Promise<UploadResult> {
  const form = new FormData();
  form.append('file', file);
  return api<UploadResult>('/uploads', { method: 'POST', body: form });
}

export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
