import { DomainError } from './domain-error.ts';
import { UUID_PATTERN } from './ids.ts';

/**
 * The one codec of the API's opaque list cursors: base64url of `[kind, key, id]`, where `key` is
 * the last row's sort key and `id` breaks ties, so pages never repeat or skip a row. `kind` names
 * the list and its order, so that a cursor from another list or order is refused
 * (400 INVALID_CURSOR) instead of giving a wrong page. A key is either a timestamp's text, exact
 * to the microsecond (`timestamptz::text`), or a whole number (a gig's sales, a search rank).
 */

export type CursorKey = 'timestamp' | 'whole';
type KeyValue<K extends CursorKey> = K extends 'timestamp' ? string : number;

export function encodeCursor(kind: string, key: string | number, id: string): string {
  return Buffer.from(JSON.stringify([kind, key, id])).toString('base64url');
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;
const invalid = () => new DomainError('INVALID_CURSOR', undefined, { errors: { cursor: ['This cursor is not valid'] } });

function isKey<K extends CursorKey>(value: unknown, key: K): value is KeyValue<K> {
  if (key === 'timestamp') return typeof value === 'string' && TIMESTAMP.test(value);
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The key and id of a cursor, checked against the list and order of the request it came with. `idPattern`: UUIDs unless said otherwise. */
export function decodeCursor<K extends CursorKey>(cursor: string, kind: string, key: K, idPattern: RegExp = UUID_PATTERN): { key: KeyValue<K>; id: string } {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [actualKind, actualKey, id] = value as unknown[];
  if (actualKind !== kind || !isKey(actualKey, key) || typeof id !== 'string' || !idPattern.test(id)) throw invalid();
  return { key: actualKey, id };
}

/** Where a page of a list ordered newest first by a timestamp and then the id starts. */
export interface Keyset {
  /** PostgreSQL's text of the timestamp (`timestamptz::text`), exact to the microsecond. */
  at: string;
  id: string;
}

export function encodeKeyset(kind: string, keyset: Keyset): string {
  return encodeCursor(kind, keyset.at, keyset.id);
}

export function decodeKeyset(cursor: string, kind: string, idPattern: RegExp = UUID_PATTERN): Keyset {
  const { key, id } = decodeCursor(cursor, kind, 'timestamp', idPattern);
  return { at: key, id };
}

/** One page of rows fetched with one extra row: the items and the cursor of the next page. */
export function pageFrom<R, T>(rows: R[], limit: number, kind: string, keysetOf: (row: R) => Keyset, map: (row: R) => T): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map((row) => map(row)), nextCursor: rows.length > limit && last ? encodeKeyset(kind, keysetOf(last)) : null };
}
