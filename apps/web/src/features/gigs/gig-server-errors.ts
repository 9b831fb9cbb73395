import { ApiError } from '../../lib/api-client.ts';
import { GIG_FORM_FIELDS, type GigFormField } from './gig-form-schema.ts';

export interface GigServerErrors {
  /** In screen order, so the first one is where the focus goes. */
  fields: { field: GigFormField; message: string }[];
  /** What the server said about the supporting document (type, size). */
  document?: string;
}

const DOCUMENT_CODES = ['DOCUMENT_TYPE_NOT_ALLOWED', 'UNSUPPORTED_FILE_TYPE', 'FILE_TOO_LARGE'];

/** Where a refused save's problems belong: the server's per-field messages (`images.2` is on images). */
export function gigServerErrors(error: unknown): GigServerErrors {
  if (!(error instanceof ApiError)) return { fields: [] };
  const found = new Map<GigFormField, string>();
  let document: string | undefined;
  for (const [path, messages] of Object.entries(error.errors)) {
    const message = messages[0];
    if (!message) continue;
    const field = path.split('.')[0] ?? '';
    if (field === 'document') document = message;
    else if ((GIG_FORM_FIELDS as string[]).includes(field) && !found.has(field as GigFormField)) found.set(field as GigFormField, message);
  }
  if (!document && DOCUMENT_CODES.includes(error.code)) document = error.detail;
  const fields = GIG_FORM_FIELDS.flatMap((field) => {
    const message = found.get(field);
    return message ? [{ field, message }] : [];
  });
  return { fields, document };
}
