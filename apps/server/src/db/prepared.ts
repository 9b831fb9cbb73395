import type { Executor } from './client.ts';

/**
 * Statements of the read path built once per database (decision 046). Building a query with
 * Drizzle (walking its column objects, escaping names, joining the SQL text) took 20-30 % of the
 * server's CPU on a simple read; a prepared query keeps the text and the row mapping, and each
 * request only fills its values in (`sql.placeholder`).
 *
 * `name` says how PostgreSQL keeps the statement:
 * - a name: a named prepared statement, parsed once on each connection; for lookups whose plan
 *   does not depend on the values (by primary key, by a foreign key), where PostgreSQL's generic
 *   plan is the one it would choose anyway. Names are unique across the program: one text each.
 * - UNNAMED: the protocol's unnamed statement, parsed and planned with the values every time, for
 *   queries whose best plan depends on them (a page's LIMIT, a category, a cursor, words).
 * PGlite answers both the same way (it does not keep statements).
 *
 * The cache is per database handle (or transaction) object, so a statement never outlives its
 * connection pool and a test's database never sees another test's statements.
 */
export const UNNAMED = '';

const prepared = new WeakMap<Executor, Map<string, unknown>>();

export function preparedOnce<T>(db: Executor, key: string, build: () => T): T {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(key, statement);
  }
  return statement;
}
