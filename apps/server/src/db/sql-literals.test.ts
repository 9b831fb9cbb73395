import { PgDialect } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { sqlList, sqlLiteral } from './sql-literals.ts';

const dialect = new PgDialect();
const render = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment);

test('a list is written as literals in the SQL text, with no parameters', () => {
  expect(render(sql`status IN ${sqlList(['approved', 'in_progress', 'essay-writing'])}`)).toEqual({
    sql: "status IN ('approved','in_progress','essay-writing')",
    params: [],
  });
  expect(render(sql`kind = ${sqlLiteral('escrow')}`)).toEqual({ sql: "kind = 'escrow'", params: [] });
});

test.each(["it's", "a'); DROP TABLE bids; --", 'Upper', '', ' pending', 'a b'])(
  '%j is refused as a literal',
  (value) => {
    expect(() => sqlLiteral(value)).toThrow(/plain word/);
    expect(() => sqlList(['pending', value])).toThrow(/plain word/);
  },
);

test('an empty list is refused (IN () is not SQL)', () => {
  expect(() => sqlList([])).toThrow(/at least one value/);
});
