import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Many sellers at once, generated inside the database, for the gigs generated beside them (the
 * gigs feature's gig-volume.ts: the search test's planner check and bench/fill-gigs.ts). They
 * cannot sign in: the hash is not a real one.
 */
export async function insertManySellers(db: Executor, options: { prefix: string; count: number }): Promise<string[]> {
  const result = await db.execute(sql`
    INSERT INTO users (id, username, email, password_hash, is_seller, country, languages, created_at)
    SELECT gen_random_uuid(), ${options.prefix} || i, ${options.prefix} || i || '@bench.example', 'not-a-hash', true,
           (ARRAY['GB','US','FR','DE','ES','IN'])[1 + i % 6], '["English"]'::jsonb, now() - (i || ' hours')::interval
    FROM generate_series(1, ${options.count}::integer) AS i
    RETURNING id`);
  const rows = ((result as { rows?: { id: string }[] }).rows ?? result) as { id: string }[];
  return rows.map((row) => row.id);
}
