import type { Readable } from 'node:stream';
import { FILE_NAME_MAX, type FileDto } from '@inkwell/domain/files/file.schema';
import type { Executor } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { DomainError } from '../../lib/domain-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { newId, UUID_PATTERN } from '../../lib/ids.ts';
import { maskTexts } from '../../lib/mask-texts.ts';
import { servedContentType } from '../../lib/served-file.ts';
import { cleanFileName, sniffDocument } from '../uploads/index.ts';
import { canReadFile } from './file-readers.ts';
import { filesRepository } from './files.repository.ts';
import type { FileCardRow } from './file-cards.ts';

/** The rows in the database and the bytes in the private store (PRIVATE_FILES_DIR), never /uploads. */
export interface FileDeps {
  db: Executor;
  store: FileStore;
}

/**
 * The name a file is downloaded under: the sender's name without folders, control or invisible
 * characters, ending in the extension of its real type (a PDF sent as "essay.png" comes back as
 * "essay.pdf", as gig documents do), at most FILE_NAME_MAX characters.
 */
export function downloadName(sentName: string, ext: string): string {
  const base = cleanFileName(sentName)
    .replace(/[\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const room = FILE_NAME_MAX - ext.length - 1;
  let kept = '';
  for (const character of base || 'file') {
    if (kept.length + character.length > room) break; // whole characters: an emoji is never cut in half
    kept += character;
  }
  return `${kept.trimEnd()}.${ext}`;
}

export const toFileDto = (row: FileCardRow): FileDto => ({
  _id: row.id,
  name: row.name,
  size: row.sizeBytes,
  contentType: row.contentType,
});

/**
 * Keeps a document as it came (PDF, DOC, DOCX, TXT, ZIP, XLS, XLSX, told by its bytes; the size was
 * limited while reading it) under its id, then its row; the bytes go again if the row cannot be written.
 */
export async function storeFile(
  deps: FileDeps,
  owner: UserRow,
  file: { bytes: Buffer; filename: string },
): Promise<FileDto> {
  const type = await sniffDocument(file.bytes, file.filename);
  if (!type) throw new DomainError('DOCUMENT_TYPE_NOT_ALLOWED');
  const id = newId();
  const storageKey = `${id}.${type.ext}`;
  // The name is shown to whoever the file is sent to: masked, kept as written for operators (decision 054).
  const { values, originalText } = maskTexts('POST /api/files', { file: downloadName(file.filename, type.ext) });
  await deps.store.put(storageKey, file.bytes);
  try {
    const row = await filesRepository(deps.db).insert({
      id,
      ownerId: owner.id,
      name: values.file,
      originalText,
      sizeBytes: file.bytes.length,
      contentType: type.mime,
      storageKey,
    });
    return toFileDto(row);
  } catch (error) {
    await deps.store.delete(storageKey).catch(() => {});
    throw error;
  }
}

/**
 * The files a person attaches to something they send (a message, a delivery), as DTOs in the order
 * given: each id must be a private file that person uploaded; anything else (another person's file,
 * an unknown or malformed id) is 400 FILE_NOT_ATTACHABLE. Ids are expected once each.
 */
export async function attachableFiles(db: Executor, ownerId: string, ids: readonly string[]): Promise<FileDto[]> {
  if (ids.length === 0) return [];
  if (!ids.every((id) => UUID_PATTERN.test(id))) throw new DomainError('FILE_NOT_ATTACHABLE');
  const owned = new Map((await filesRepository(db).findOwned(ownerId, [...ids])).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = owned.get(id.toLowerCase());
    if (!row) throw new DomainError('FILE_NOT_ATTACHABLE');
    return toFileDto(row);
  });
}

/**
 * How long the address of a private file in a bucket works
 * (decision 041): enough to start the download it was made for.
 */
export const SIGNED_URL_TTL_SECONDS = 60;

/**
 * The disposition a signed address asks the bucket for: a plain `filename` when the name is plain
 * ASCII, else with its exact UTF-8 `filename*` (RFC 6266). The short form keeps the address free of
 * the quote of `UTF-8''`, which some S3-compatible servers (s3rver) mis-encode when they check the
 * signature (decision 041).
 */
export function signedDisposition(name: string): string {
  return /^[\x20-\x7e]+$/.test(name) && !/["\\%;']/.test(name)
    ? `attachment; filename="${name}"`
    : contentDisposition('attachment', name);
}

/** The bytes of a readable file (local disk), or a short-lived signed address of them (a bucket). */
export type OpenedFile = { file: FileDto } & (
  { stream: Readable; size: number; signedUrl?: never } | { signedUrl: string; stream?: never }
);

/**
 * A file the viewer may read; 404 FILE_NOT_FOUND for anything else, whoever asks. A store that
 * signs addresses (a bucket) hands out one that works for SIGNED_URL_TTL_SECONDS, downloading
 * the file as an attachment under its name and type; the disk store's bytes come through the app.
 */
export async function openFile(deps: FileDeps, id: string, viewer: UserRow | null): Promise<OpenedFile> {
  const notFound = new DomainError('FILE_NOT_FOUND');
  const row = UUID_PATTERN.test(id) ? await filesRepository(deps.db).findById(id) : undefined;
  if (!row || !(await canReadFile(deps.db, row, viewer))) throw notFound;
  const file = toFileDto(row);
  if (deps.store.signedUrl) {
    const download = {
      ttlSeconds: SIGNED_URL_TTL_SECONDS,
      contentType: servedContentType(row.contentType),
      contentDisposition: signedDisposition(row.name),
    };
    return { file, signedUrl: await deps.store.signedUrl(row.storageKey, download) };
  }
  const stored = await deps.store.get(row.storageKey);
  if (!stored) throw notFound;
  return { file, stream: stored.stream, size: stored.size };
}
