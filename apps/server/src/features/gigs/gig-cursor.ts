import { DomainError } from '../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../lib/ids.ts';
import type { GigKeyset } from './gigs.repository.ts';

/**
 * The list cursor is opaque to clients: base64url of a small JSON array naming the order it
 * belongs to, the last row's sort key and its id (ids break ties, so pages never repeat or skip
 * a gig). A cursor from another order (another sort, or searching versus browsing) is refused.
 *   ["s", sales, id]   ["c", createdAt text with microseconds, id]   ["r", rank, id]
 */

export function encodeCursor(keyset: GigKeyset): string {
  const value =
    keyset.sort === 'sales' ? ['s', keyset.sales, keyset.id] : keyset.sort === 'createdAt' ? ['c', keyset.createdAt, keyset.id] : ['r', keyset.rank, keyset.id];
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const invalid = () => new DomainError('INVALID_CURSOR', undefined, { errors: { cursor: ['This cursor is not valid'] } });
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)$/;

/** The keyset of a cursor, checked against the order of the request it came with. */
export function decodeCursor(cursor: string, expected: GigKeyset['sort']): GigKeyset {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (!Array.isArray(value) || value.length !== 3) throw invalid();
  const [kind, key, id] = value as unknown[];
  if (typeof id !== 'string' || !UUID_PATTERN.test(id)) throw invalid();
  const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= 0;
  if (expected === 'sales' && kind === 's' && isWhole(key)) return { sort: 'sales', sales: key, id };
  if (expected === 'rank' && kind === 'r' && isWhole(key)) return { sort: 'rank', rank: key, id };
  if (expected === 'createdAt' && kind === 'c' && typeof key === 'string' && TIMESTAMP.test(key)) return { sort: 'createdAt', createdAt: key, id };
  throw invalid();
}
