import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import type { DatabaseHandle } from './client.ts';
import { rowsOf } from './rows.ts';

let opened: { database: DatabaseHandle; drop(): Promise<void> };
beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened.database.close();
  await opened.drop();
});

test("a raw query's rows come back as an array of the columns asked, on the test's driver", async () => {
  const rows = rowsOf<{ n: number; word: string }>(
    await opened.database.db.execute(sql`SELECT 1::int AS n, 'one' AS word UNION ALL SELECT 2, 'two' ORDER BY n`),
  );
  expect(rows).toEqual([
    { n: 1, word: 'one' },
    { n: 2, word: 'two' },
  ]);
});

test('an answer that is already the array of rows is taken as it is', () => {
  expect(rowsOf<{ id: string }>([{ id: 'a' }])).toEqual([{ id: 'a' }]);
});
