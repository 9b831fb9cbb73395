import { IMAGE_MIME_TYPES, type DOCUMENT_MIME_TYPES } from '@inkwell/domain/uploads/upload.rules';
import type * as FileType from 'file-type';
import { firstUse } from '../../lib/first-use.ts';

/**
 * What a file really is, told from its bytes (docs/product.md#files): the name and the type the
 * browser declared are never trusted, except to tell apart the two formats whose bytes are alike
 * (DOC and XLS are both Compound File Binary containers) and to accept plain text, which has no
 * signature at all.
 */

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];
export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

/** An animated PNG is a PNG to every decoder that matters here. */
const IMAGE_ALIASES: Record<string, ImageMimeType> = { 'image/apng': 'image/png' };

/** file-type loads with the first file to sniff, not at start (decision 030): reads never need it. */
const loadFileType = firstUse((): Promise<typeof FileType> => import('file-type'));

/**
 * What file-type tells from the bytes, or nothing: a file its parsers choke on (a damaged or
 * hostile container) is simply not one of the allowed types, never an error of the server.
 */
async function detect(bytes: Uint8Array): Promise<{ mime: string } | undefined> {
  const { fileTypeFromBuffer } = await loadFileType();
  try {
    return await fileTypeFromBuffer(bytes);
  } catch {
    return undefined;
  }
}

export async function sniffImage(bytes: Uint8Array): Promise<ImageMimeType | null> {
  const detected = await detect(bytes);
  if (!detected) return null;
  const mime = IMAGE_ALIASES[detected.mime] ?? detected.mime;
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mime) ? (mime as ImageMimeType) : null;
}

export interface DocumentType {
  mime: DocumentMimeType;
  /** The extension the stored file gets. */
  ext: 'pdf' | 'doc' | 'docx' | 'txt' | 'zip' | 'xls' | 'xlsx';
}

const BY_DETECTED_MIME: Record<string, DocumentType> = {
  'application/pdf': { mime: 'application/pdf', ext: 'pdf' },
  'application/zip': { mime: 'application/zip', ext: 'zip' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ext: 'xlsx',
  },
};

/** Word 97-2003 and Excel 97-2003 files share one container; the declared extension picks which. */
const CFB_BY_EXTENSION: Record<string, DocumentType> = {
  doc: { mime: 'application/msword', ext: 'doc' },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls' },
};

export function extensionOf(filename: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(filename.trim());
  return match ? match[1]!.toLowerCase() : '';
}

/** Valid UTF-8 with no NUL byte: what a .txt file is when file-type finds no signature. */
export function isPlainText(bytes: Uint8Array): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The document type of these bytes, or null when they are not one of the allowed documents. */
export async function sniffDocument(bytes: Uint8Array, declaredName: string): Promise<DocumentType | null> {
  if (bytes.length === 0) return null;
  const declared = extensionOf(declaredName);
  const detected = await detect(bytes);
  if (!detected) return declared === 'txt' && isPlainText(bytes) ? { mime: 'text/plain', ext: 'txt' } : null;
  if (detected.mime === 'application/x-cfb') return CFB_BY_EXTENSION[declared] ?? null;
  return BY_DETECTED_MIME[detected.mime] ?? null;
}
