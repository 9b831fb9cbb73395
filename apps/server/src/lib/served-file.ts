import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES } from '@inkwell/domain/uploads/upload.rules';
import { contentDisposition } from './content-disposition.ts';

/**
 * The headers of every answer that carries a stored file (pictures under /uploads, private files,
 * gig documents), so that no file is ever run as a page (the hostile-files decision in docs/decisions):
 * - the type is one this site produces or sniffed from the bytes; anything else is
 *   application/octet-stream, so HTML, SVG, XML or script types are never sent;
 * - `X-Content-Type-Options: nosniff`, so the browser keeps to that type;
 * - a Content Security Policy that allows nothing and sandboxes the answer, so a file opened
 *   directly (a polyglot, a PDF with scripts) has no origin, no scripts, no forms and no plugins;
 * - documents are attachments (downloaded, never shown in the site's origin).
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox; frame-ancestors 'none'";

const SERVABLE_TYPES: ReadonlySet<string> = new Set([...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES]);

/** The Content-Type a stored file is served with: its own when it is an allowed type, else bytes. */
export function servedContentType(storedType: string): string {
  if (!SERVABLE_TYPES.has(storedType)) return 'application/octet-stream';
  return storedType === 'text/plain' ? 'text/plain; charset=utf-8' : storedType;
}

export interface ServedFile {
  /** The type recorded when the file was stored (sniffed from its bytes or re-encoded by us). */
  type: string;
  size: number;
  cacheControl: string;
  /** Set for documents: the name they download under, always as an attachment. */
  downloadAs?: string;
}

export function servedFileHeaders(file: ServedFile): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': servedContentType(file.type),
    'content-length': String(file.size),
    'cache-control': file.cacheControl,
    'x-content-type-options': 'nosniff',
    'content-security-policy': FILE_CONTENT_SECURITY_POLICY,
  };
  if (file.downloadAs !== undefined) headers['content-disposition'] = contentDisposition('attachment', file.downloadAs);
  return headers;
}
