import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-error.ts';

/**
 * Reading one uploaded file from a multipart request without ever holding more than the limit:
 * the parser stops the part at `maxBytes` and marks it truncated, which is answered as 413.
 */

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;

export function tooLarge(maxBytes: number): DomainError {
  return new DomainError('FILE_TOO_LARGE', `The file is too large: at most ${megabytes(maxBytes)}.`);
}

/** The bytes of a file part read with `request.file({ limits: { fileSize: maxBytes } })` or `parts()`. */
export async function readFilePart(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of part.file) {
    const bytes = chunk as Buffer;
    total += bytes.length;
    if (total > maxBytes) throw tooLarge(maxBytes);
    chunks.push(bytes);
  }
  if (part.file.truncated) throw tooLarge(maxBytes);
  return Buffer.concat(chunks, total);
}

/** The single file of a multipart request in the given field; 400 FILE_MISSING when there is none. */
export async function readSingleFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number },
): Promise<{ bytes: Buffer; filename: string }> {
  const missing = new DomainError(
    'FILE_MISSING',
    `Please choose a file to upload (multipart/form-data field "${options.field}").`,
  );
  if (!request.isMultipart()) throw missing;
  try {
    const part = await request.file({ limits: { fileSize: options.maxBytes } });
    if (!part || part.fieldname !== options.field) {
      part?.file.resume();
      throw missing;
    }
    const bytes = await readFilePart(part, options.maxBytes);
    if (bytes.length === 0) throw missing;
    return { bytes, filename: part.filename };
  } catch (error) {
    throw asClientError(error);
  }
}

/** A broken multipart body is the sender's fault: 400, never 500. Limits keep their own 4xx. */
function asClientError(error: unknown): unknown {
  if (error instanceof DomainError) return error;
  const status = (error as { statusCode?: number } | null)?.statusCode;
  if (status !== undefined && status >= 400 && status < 500) return error;
  return new DomainError('BAD_REQUEST', 'The upload is not a valid multipart/form-data body.');
}
