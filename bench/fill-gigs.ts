import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../apps/server/src/db/client.ts';
import { gigs } from '../apps/server/src/db/schema/gigs.ts';
import { insertManyGigs } from '../apps/server/src/features/gigs/gig-volume.ts';
import { insertManySellers } from '../apps/server/src/features/users/user-volume.ts';

/**
 * The shared big-table generator of bench:gigs and bench:http: tops the gigs table up to `target`
 * generated gigs (50 per seller, 50,000 per transaction), then VACUUM ANALYZE. Each batch takes a
 * transaction-scoped advisory lock and counts again inside it, so an interrupted fill resumes from
 * the count it left and two fills started at once on the same database take turns instead of
 * inserting the same range twice. Returns the count before and after.
 * Run alone (migrates first): DATABASE_URL=postgres://postgres@127.0.0.1:5432/inkwell_bench tsx bench/fill-gigs.ts
 */
const FILL_LOCK = 0x1_0f11; // any constant shared by every fill

export async function fillGigs(
  db: Database,
  target: number,
  log: (line: string) => void = (line) => console.log(line),
): Promise<{ before: number; after: number }> {
  const before = await countGigs(db);
  if (before >= target) return { before, after: before };
  const started = Date.now();
  const batch = 50_000;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${FILL_LOCK})`);
      const count = await countGigs(tx);
      if (count >= target) return true;
      const size = Math.min(batch, target - count);
      const sellerIds = await insertManySellers(tx, {
        prefix: `bench-seller-${count + 1}-`,
        count: Math.ceil(size / 50),
      });
      await insertManyGigs(tx, { sellerIds, from: count + 1, count: size });
      log(`inserted ${count + size} / ${target} gigs (${Math.round((Date.now() - started) / 1000)} s)`);
      return false;
    });
    if (done) break;
  }
  await db.execute(sql`VACUUM ANALYZE`);
  return { before, after: await countGigs(db) };
}

export async function countGigs(db: Executor): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS count FROM ${gigs}`);
  const rows = ((result as { rows?: { count: number }[] }).rows ?? result) as { count: number }[];
  return rows[0]?.count ?? 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { openPostgres } = await import('../apps/server/src/db/client.ts');
  if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const database = await openPostgres(process.env.DATABASE_URL);
  await database.migrate();
  console.log(await fillGigs(database.db, Number(process.env.BENCH_GIGS ?? 1_000_000)));
  await database.close();
}
