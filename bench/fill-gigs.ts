import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/client.ts';
import { gigs } from '../apps/server/src/db/schema/gigs.ts';
import { insertManyGigs, insertManySellers } from '../apps/server/src/features/gigs/gig-volume.ts';

/**
 * The shared big-table generator of bench:gigs and bench:http: tops the gigs table up to `target`
 * generated gigs (50 per seller, 50,000 per transaction, so an interrupted fill resumes from the
 * count it left), then VACUUM ANALYZE. Returns the count before and after. Never run two fills on
 * the same database at once: both would read the same count and insert the same range twice.
 */
export async function fillGigs(
  db: Database,
  target: number,
  log: (line: string) => void = (line) => console.log(line),
): Promise<{ before: number; after: number }> {
  const before = await countGigs(db);
  if (before >= target) return { before, after: before };
  const started = Date.now();
  const batch = 50_000;
  for (let from = before + 1; from <= target; from += batch) {
    const size = Math.min(batch, target - from + 1);
    await db.transaction(async (tx) => {
      const sellerIds = await insertManySellers(tx, { prefix: `bench-seller-${from}-`, count: Math.ceil(size / 50) });
      await insertManyGigs(tx, { sellerIds, from, count: size });
    });
    log(`inserted ${from + size - 1} / ${target} gigs (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  await db.execute(sql`VACUUM ANALYZE`);
  return { before, after: await countGigs(db) };
}

export async function countGigs(db: Database): Promise<number> {
  const result = await db.execute(sql`SELECT count(*)::int AS count FROM ${gigs}`);
  const rows = ((result as { rows?: { count: number }[] }).rows ?? result) as { count: number }[];
  return rows[0]?.count ?? 0;
}
