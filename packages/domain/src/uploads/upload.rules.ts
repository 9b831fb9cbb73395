/**
 * What an upload may be (kinds, types, sizes) and where uploads are served from: plain values with no
 * zod, so that a screen that only shows pictures (the gig cards' srcset) does not load the schemas.
 * upload.schema.ts builds the checks on them.
 */

/** Where uploaded files are served from. Images and documents must come from here. */
export const UPLOADS_PATH = '/uploads/';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
/** Longest side of a re-encoded image, in pixels. */
export const IMAGE_MAX_SIDE = 1600;

/** What an upload is: a public image, or a gig's supporting document. */
export const UPLOAD_KINDS = ['image', 'document'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.gif,.webp,image/png,image/jpeg,image/gif,image/webp';

export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/zip',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,.txt,.zip,.xls,.xlsx';

/** A file name this site gave out: /uploads/<id>.<ext>, nothing else (no other hosts, no paths). */
export const OWN_UPLOAD_PATTERN = /^\/uploads\/[0-9a-f-]{36}\.(webp|png|jpg|gif)$/;
