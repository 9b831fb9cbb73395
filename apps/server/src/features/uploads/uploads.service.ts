import type { Readable } from 'node:stream';
import { isImageVariantWidth } from '@inkwell/domain/uploads/image-variants';
import { DOCUMENT_MAX_BYTES, OWN_UPLOAD_PATTERN, UPLOADS_PATH } from '@inkwell/domain/uploads/upload.rules';
import type { UploadResult } from '@inkwell/domain/uploads/upload.schema';
import type { Executor } from '../../db/client.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { newId } from '../../lib/ids.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { sniffDocument, sniffImage } from './file-sniffing.ts';
import { reencodeImage } from './image-processing.ts';
import { removeImageVariants, variantOf } from './image-variants.ts';
import { uploadsRepository, type UploadRow } from './uploads.repository.ts';

/** Where an upload is kept: the row in the database and the bytes in the file store. */
export interface UploadDeps {
  db: Executor;
  files: FileStore;
}

export interface IncomingFile {
  bytes: Buffer;
  /** The name the sender gave; kept (cleaned) for display only, never used to store the file. */
  filename: string;
  ownerId: string | null;
}

const NAME_MAX = 200;

/** A display name without folders, control characters or direction overrides (no "gpj.exe" tricks). */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base
    .normalize('NFC')
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
    .trim()
    .slice(0, NAME_MAX);
}

async function keep(deps: UploadDeps, data: Buffer, row: Omit<UploadRow, 'createdAt'>): Promise<UploadRow> {
  await deps.files.put(row.storageKey, data);
  try {
    return await uploadsRepository(deps.db).insert(row);
  } catch (error) {
    await deps.files.delete(row.storageKey).catch(() => {});
    throw error;
  }
}

/** Stores a picture (avatar, gig cover or image) re-encoded as WebP, and answers where it is served. */
export async function storeImage(deps: UploadDeps, file: IncomingFile): Promise<UploadResult> {
  if (file.bytes.length === 0) throw new DomainError('FILE_MISSING', 'The chosen file is empty.');
  const sniffed = await sniffImage(file.bytes);
  if (!sniffed) throw new DomainError('UNSUPPORTED_FILE_TYPE', 'Pictures must be PNG, JPEG, GIF or WebP images.');
  const image = await reencodeImage(file.bytes, sniffed);
  const id = newId();
  const storageKey = `${id}.webp`;
  await keep(deps, image.data, {
    id,
    ownerId: file.ownerId,
    kind: 'image',
    mimeType: 'image/webp',
    sizeBytes: image.data.length,
    storageKey,
    originalName: cleanFileName(file.filename),
    originalText: null,
    width: image.width,
    height: image.height,
  });
  const url = `${UPLOADS_PATH}${storageKey}`;
  return { url, secure_url: url };
}

/**
 * Stores a gig's supporting document (PDF, DOC, DOCX, TXT, ZIP, XLS, XLSX, told by its bytes) as it
 * came, and answers its row; the gig keeps the row's id. Documents are not served under /uploads.
 */
export async function storeDocument(deps: UploadDeps, file: IncomingFile): Promise<UploadRow> {
  if (file.bytes.length === 0) throw new DomainError('FILE_MISSING', 'The chosen document is empty.');
  if (file.bytes.length > DOCUMENT_MAX_BYTES) {
    throw new DomainError('FILE_TOO_LARGE', `Documents can be at most ${DOCUMENT_MAX_BYTES / (1024 * 1024)} MB.`);
  }
  const type = await sniffDocument(file.bytes, file.filename);
  if (!type) throw new DomainError('DOCUMENT_TYPE_NOT_ALLOWED');
  const id = newId();
  // The document's name is shown to every visitor of the gig: masked as the gig's texts are (decision 054).
  const { values, originalText } = maskTexts('POST /api/gigs', { document: cleanFileName(file.filename) });
  return keep(deps, file.bytes, {
    id,
    ownerId: file.ownerId,
    kind: 'document',
    mimeType: type.mime,
    sizeBytes: file.bytes.length,
    storageKey: `${id}.${type.ext}`,
    originalName: values.document,
    originalText,
    width: null,
    height: null,
  });
}

/** Forgets an upload: its row, then its bytes (a file whose row is gone is never served). */
export async function removeUpload(deps: UploadDeps, id: string): Promise<void> {
  const row = await uploadsRepository(deps.db).deleteById(id);
  if (!row) return;
  await deps.files.delete(row.storageKey).catch(() => {});
  if (row.kind === 'image') await removeImageVariants(deps.files, row.storageKey);
}

const IMAGE_TYPE_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

export interface ServedFile {
  stream: Readable;
  size: number;
  mimeType: string;
}

/** An uploaded picture by its file name, or null. Only names this site gives out reach the store. */
export async function openUploadedImage(deps: UploadDeps, name: string): Promise<ServedFile | null> {
  const match = OWN_UPLOAD_PATTERN.exec(`${UPLOADS_PATH}${name}`);
  if (!match) return null;
  const row = await uploadsRepository(deps.db).findByStorageKey(name);
  if (row && row.kind !== 'image') return null;
  const stored = await deps.files.get(name);
  if (!stored) return null;
  return { ...stored, mimeType: row?.mimeType ?? IMAGE_TYPE_BY_EXTENSION[match[1]!]! };
}

/**
 * A width variant of an uploaded picture, or null when the picture
 * is not served or the width is not one of IMAGE_VARIANT_WIDTHS.
 */
export async function openImageVariant(deps: UploadDeps, name: string, width: number): Promise<ServedFile | null> {
  if (!isImageVariantWidth(width)) return null;
  const picture = await openUploadedImage(deps, name);
  return picture ? variantOf(deps.files, name, picture, width) : null;
}

/** True when the address is a picture uploaded to this site (a profile or gig may only show those). */
export async function isUploadedImage(db: Executor, url: string): Promise<boolean> {
  if (!OWN_UPLOAD_PATTERN.test(url)) return false;
  const row = await uploadsRepository(db).findByStorageKey(url.slice(UPLOADS_PATH.length));
  return row?.kind === 'image';
}
