import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import { withDatabase } from '../../test/global-setup.ts';
import { MIGRATIONS_DIR, openPglite, openPostgres, type DatabaseHandle } from './client.ts';

/**
 * Migration 0004 (payments ledger) on a database that already has orders: the money that moved
 * before the ledger existed is written into it, balanced. Runs on an empty database of each kind.
 */

let database: DatabaseHandle;
let drop: () => Promise<void> = async () => {};

beforeAll(async () => {
  const testDb = inject('testDb');
  if (testDb.driver === 'pglite') {
    database = await openPglite({});
    return;
  }
  const name = `inkwell_migration_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  database = await openPostgres(withDatabase(testDb.adminUrl, name), { max: 1 });
  drop = async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function apply(prefix: string) {
  const file = (await fs.readdir(MIGRATIONS_DIR)).find((name) => name.startsWith(prefix) && name.endsWith('.sql'))!;
  const text = await fs.readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint'))
    if (statement.trim()) await database.db.execute(sql.raw(statement));
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

test('0004 writes the ledger of earlier payments and completions, each movement balanced', async () => {
  for (const prefix of ['0000', '0001', '0002', '0003']) await apply(prefix);
  const [buyer, seller] = [randomUUID(), randomUUID()];
  await database.db.execute(sql`INSERT INTO users (id, username, email, password_hash, is_seller) VALUES
    (${buyer}, 'buyer', 'b@example.com', 'x', false), (${seller}, 'seller', 's@example.com', 'x', true)`);
  const bid = async (status: string, amount: number, paid: boolean) => {
    const [gigId, bidId] = [randomUUID(), randomUUID()];
    await database.db
      .execute(sql`INSERT INTO gigs (id, user_id, title, cat, "desc", delivery_time, price_per_page_cents,
        total_price_cents)
      VALUES (${gigId}, ${seller}, 'Gig', 'essay-writing', 'A gig', 3, 1000, 1000)`);
    await database.db
      .execute(sql`INSERT INTO bids (id, gig_id, bidder_id, seller_id, amount_cents, days, message, status,
        completed_at)
      VALUES (${bidId}, ${gigId}, ${buyer}, ${seller}, ${amount}, 1, ${'p'.repeat(100)}, ${status},
      ${status === 'completed' ? sql`now()` : null})`);
    if (paid) {
      await database.db
        .execute(sql`INSERT INTO payments (id, bid_id, buyer_id, seller_id, amount_cents, gateway, intent_id, status,
          succeeded_at)
        VALUES (${randomUUID()}, ${bidId}, ${buyer}, ${seller}, ${amount}, 'demo', ${`pi_demo_${bidId}`}, 'succeeded',
        now())`);
    }
    return bidId;
  };
  const inProgress = await bid('in_progress', 4000, true);
  const paidAndCompleted = await bid('completed', 2500, true);
  const paidOutside = await bid('completed', 1200, false);
  const approved = await bid('approved', 900, false);

  await apply('0004');

  const lines = await rows<{
    bid_id: string;
    kind: string;
    account: string;
    user_id: string | null;
    amount_cents: number;
  }>(sql`SELECT bid_id, kind, account, user_id, amount_cents FROM ledger_entries ORDER BY kind, account`);
  const of = (bidId: string) =>
    lines.filter((line) => line.bid_id === bidId).map((line) => [line.kind, line.account, line.amount_cents]);
  expect(of(inProgress)).toEqual([
    ['payment', 'buyer', -4000],
    ['payment', 'escrow', 4000],
  ]);
  expect(of(paidAndCompleted)).toEqual([
    ['payment', 'buyer', -2500],
    ['payment', 'escrow', 2500],
    ['release', 'escrow', -2500],
    ['release', 'seller', 2500],
  ]);
  expect(of(paidOutside)).toEqual([
    ['paid_outside', 'buyer', -1200],
    ['paid_outside', 'seller', 1200],
  ]);
  expect(of(approved)).toEqual([]);
  const movements = await rows<{ n: number; total: number }>(
    sql`SELECT count(*)::int AS n, sum(amount_cents)::int AS total FROM ledger_entries GROUP BY movement_id`,
  );
  expect(movements).toHaveLength(4);
  for (const movement of movements) expect(movement).toEqual({ n: 2, total: 0 });
});
