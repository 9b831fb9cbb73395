import { DomainError } from './domain-error.ts';
import { UUID_PATTERN } from './ids.ts';

/**
 * An opaque list cursor for lists ordered newest first by a timestamp and then the id: base64url of
 * `[kind, timestamp text with microseconds, id]`. `kind` names the list's order, so that a cursor
 * from another list is refused (400 INVALID_CURSOR) instead of giving a wrong page.
 */
export interface Keyset {
  /** PostgreSQL's text of the timestamp (`timestamptz::text`), exact to the microsecond. */
  at: string;
  id: string;
}

export function encodeKeyset(kind: string, keyset: Keyset): string {
  return Buffer.from(JSON.stringify([kind, keyset.at, keyset.id])).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const invalid = () => new DomainError('INVALID_CURSOR', undefined, { errors: { cursor: ['This cursor is not valid'] } });

/** `idPattern` is the shape of the list's ids (UUIDs unless said otherwise). */
export function decodeKeyset(cursor: string, kind: string, idPattern: RegExp = UUID_PATTERN): Keyset {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [actualKind, at, id] = value as unknown[];
  if (actualKind !== kind || typeof at !== 'string' || !TIMESTAMP.test(at) || typeof id !== 'string' || !idPattern.test(id)) throw invalid();
  return { at, id };
}

/** One page of rows fetched with one extra row: the items and the cursor of the next page. */
export function pageFrom<R, T>(rows: R[], limit: number, kind: string, keysetOf: (row: R) => Keyset, map: (row: R) => T): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(map), nextCursor: rows.length > limit && last ? encodeKeyset(kind, keysetOf(last)) : null };
}
