import { maskContacts } from '@inkwell/domain/integrity/contact-masking';
import { MASKED_LINK_KEYS, MASKED_TEXTS, type MaskedRoute } from './masked-texts.ts';

/** The free texts as written, by field (`desc`, `brief.subject`), kept beside the masked columns for operators. */
export type OriginalText = Record<string, unknown>;

export interface MaskedTexts<T> {
  /** The values with every contact in the route's masked fields hidden: what is stored and what others read. */
  values: T;
  /** Each masked field that masking changed, as written; null when nothing was hidden. */
  originalText: OriginalText | null;
}

/**
 * Every string in `value` (the items of a list, the texts of an object) with its contacts hidden;
 * a link (a string under one of MASKED_LINK_KEYS) that holds one becomes ''.
 */
function maskDeep(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    const { text, found } = maskContacts(value);
    return MASKED_LINK_KEYS.has(key) && found.length > 0 ? '' : text;
  }
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, key));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, maskDeep(item, name)]));
  return value;
}

function read(values: unknown, path: readonly string[]): unknown {
  let at = values;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/** A copy of `values` with `value` at `path` (the objects along the way copied, the rest shared). */
function write(values: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const object = typeof values === 'object' && values !== null ? (values as Record<string, unknown>) : {};
  return { ...object, [key]: write(object[key], rest, value) };
}

/**
 * The one masking of a write (decision 054): the fields MASKED_TEXTS names for `route` are masked
 * in a copy of `values`, and those that changed are returned as written. A field absent from
 * `values` is left alone (a partial update that does not send it).
 */
export function maskTexts<T extends object>(route: MaskedRoute, values: T): MaskedTexts<T> {
  let masked: unknown = values;
  const originals: OriginalText = {};
  for (const field of MASKED_TEXTS[route]) {
    const path = field.split('.');
    const written = read(values, path);
    if (written === undefined) continue;
    const hidden = maskDeep(written, path.at(-1));
    if (JSON.stringify(hidden) === JSON.stringify(written)) continue;
    originals[field] = written;
    masked = write(masked, path, hidden);
  }
  return { values: masked as T, originalText: Object.keys(originals).length > 0 ? originals : null };
}

/**
 * The originals after a partial update: those of the fields `sent` are replaced by the new ones
 * (or dropped when the new text is clean); the others stay. Null when none is left.
 */
export function mergeOriginalText(
  before: OriginalText | null,
  sent: readonly string[],
  after: OriginalText | null,
): OriginalText | null {
  const kept = Object.entries(before ?? {}).filter(([field]) => !sent.includes(field));
  const merged = { ...Object.fromEntries(kept), ...after };
  return Object.keys(merged).length > 0 ? merged : null;
}

/** A field's text as its author wrote it: the kept original, else the stored text (nothing was hidden). */
export function writtenText(originalText: OriginalText | null, field: string, stored: string): string {
  const original = originalText?.[field];
  return typeof original === 'string' ? original : stored;
}
