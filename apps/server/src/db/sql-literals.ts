import { sql, type SQL } from 'drizzle-orm';

/**
 * Literals for the schema's CHECK constraints and partial indexes, written from the domain's lists
 * (packages/domain owns every status list; the schema only spells them in SQL). DDL takes no
 * parameters, so the values go into the SQL text: each must be a plain word (lower-case letters,
 * digits, `_` and `-`), which can never close the quotes.
 */
const PLAIN = /^[a-z0-9][a-z0-9_-]*$/;

function quoted(value: string): string {
  if (!PLAIN.test(value)) throw new Error(`Not a plain word for an SQL literal: ${JSON.stringify(value)}`);
  return `'${value}'`;
}

/** `'value'`, for `column = ${sqlLiteral(value)}`. */
export function sqlLiteral(value: string): SQL {
  return sql.raw(quoted(value));
}

/** `('a','b',...)`, for `column IN ${sqlList(values)}`. */
export function sqlList(values: readonly string[]): SQL {
  if (values.length === 0) throw new Error('An SQL IN list needs at least one value');
  return sql.raw(`(${values.map(quoted).join(',')})`);
}
