import { CURSOR_MAX } from '@inkwell/domain/limits';
import { z } from 'zod';
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

/**
 * The greatest whole-number key: a gig's sales is an `integer` column (a search rank, a bigint, stays far below it).
 */
export const WHOLE_KEY_MAX = 2 ** 31 - 1;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?(?:([+-])(\d{2})(?::?(\d{2}))?|Z)$/;
const invalid = () =>
  new DomainError('INVALID_CURSOR', undefined, { errors: { cursor: ['This cursor is not valid'] } });

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * A timestamp as PostgreSQL writes one (`timestamptz::text`) that names a real instant:
 * month 1-12, a day of that month, 00:00:00-23:59:59, an offset within ±15:59.
 */
export function isTimestampKey(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const offsetHours = match[9] === undefined ? 0 : Number(match[9]);
  const offsetMinutes = match[10] === undefined ? 0 : Number(match[10]);
  return (
    year >= 1 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysIn(year, month) &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offsetHours <= 15 &&
    offsetMinutes <= 59
  );
}

const KEYS = {
  timestamp: z.string().max(40).refine(isTimestampKey),
  whole: z.number().int().min(0).max(WHOLE_KEY_MAX),
} as const;

/**
 * The one schema every cursor goes through: `[kind, key, id]`, each
 * value checked (the list, the key's type and range, the id's shape).
 */
function cursorSchema(kind: string, key: CursorKey, idPattern: RegExp) {
  return z.tuple([z.literal(kind), KEYS[key], z.string().max(100).regex(idPattern)]);
}

/**
 * The key and id of a cursor, checked against the list and order of the request it came
 * with. `idPattern`: UUIDs unless said otherwise. Anything else is 400 INVALID_CURSOR.
 */
export function decodeCursor<K extends CursorKey>(
  cursor: string,
  kind: string,
  key: K,
  idPattern: RegExp = UUID_PATTERN,
): { key: KeyValue<K>; id: string } {
  if (cursor.length > CURSOR_MAX) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const parsed = cursorSchema(kind, key, idPattern).safeParse(value);
  if (!parsed.success) throw invalid();
  const [, actualKey, id] = parsed.data;
  return { key: actualKey as KeyValue<K>, id };
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
export function pageFrom<R, T>(
  rows: R[],
  limit: number,
  kind: string,
  keysetOf: (row: R) => Keyset,
  map: (row: R) => T,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => map(row)),
    nextCursor: rows.length > limit && last ? encodeKeyset(kind, keysetOf(last)) : null,
  };
}
