import { DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../../lib/domain-error.ts';
import { readFilePart } from '../uploads/index.ts';
import type { AttachedDocument } from './gigs.service.ts';

/**
 * The gig form sent as multipart/form-data (docs/product.md#endpoints: when a document is attached): the
 * text fields become the same object a JSON body would be, checked by the same schema, and the
 * `document` file part is read (at most 20 MB). `images` may come as repeated fields, as
 * `images[]`, or as one JSON array.
 */
export interface GigFormParts {
  fields: Record<string, unknown>;
  document: AttachedDocument | undefined;
}

function imagesFrom(values: string[]): string[] {
  if (values.length === 1) {
    const only = values[0]!.trim();
    if (only === '') return [];
    if (only.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(only);
        if (Array.isArray(parsed)) return parsed.map(String);
      } catch {
        throw new DomainError('VALIDATION_FAILED', 'Images must be a list of addresses', {
          errors: { images: ['Images must be a list of addresses'] },
        });
      }
    }
  }
  return values.filter((value) => value.trim() !== '');
}

export async function readGigFormParts(request: FastifyRequest): Promise<GigFormParts> {
  const values = new Map<string, string[]>();
  let document: AttachedDocument | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: DOCUMENT_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'document') {
          part.file.resume();
          throw new DomainError('VALIDATION_FAILED', 'Only a supporting document (field "document") can be attached.', {
            errors: { [part.fieldname]: ['Only a supporting document (field "document") can be attached.'] },
          });
        }
        const bytes = await readFilePart(part, DOCUMENT_MAX_BYTES);
        if (bytes.length > 0) document = { bytes, filename: part.filename };
        continue;
      }
      const name = part.fieldname.replace(/\[\]$/, '');
      const list = values.get(name) ?? [];
      list.push(String(part.value));
      values.set(name, list);
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const status = (error as { statusCode?: number } | null)?.statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw error;
    throw new DomainError('BAD_REQUEST', 'The form is not a valid multipart/form-data body.');
  }
  const fields: Record<string, unknown> = {};
  for (const [name, list] of values) fields[name] = name === 'images' ? imagesFrom(list) : list.at(-1);
  return { fields, document };
}
