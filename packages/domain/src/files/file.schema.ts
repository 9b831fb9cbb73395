import { z } from 'zod';
import { DOCUMENT_MIME_TYPES } from '../uploads/upload.rules.ts';

/**
 * Private files (docs/product.md#files): documents a signed-in person uploads to hand over in an
 * order or a conversation. The types and the size are those of gig documents; the name is kept for
 * the download, cleaned, at most FILE_NAME_MAX characters.
 */
export const FILE_NAME_MAX = 200;

export const FileDto = z.object({
  _id: z.string(),
  name: z.string().max(FILE_NAME_MAX),
  size: z.number().int().positive().describe('bytes'),
  contentType: z.enum(DOCUMENT_MIME_TYPES),
});
export type FileDto = z.infer<typeof FileDto>;
