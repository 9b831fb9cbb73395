import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/**
 * Many plausible gigs at once, generated inside the database (the search test's planner check and
 * bench/gigs-search.ts). Titles and descriptions mix subject and kind words in the four languages
 * so that full-text and trigram indexes see realistic, skewed word frequencies; a few rare words
 * ("palaeography", "ethnomusicology") stand in for precise searches.
 */
export async function insertManyGigs(
  db: Executor,
  options: { sellerIds: string[]; from: number; count: number },
): Promise<void> {
  const sellers = sql.raw(
    `ARRAY[${options.sellerIds.map((id) => `'${id.replace(/[^0-9a-f-]/gi, '')}'::uuid`).join(',')}]`,
  );
  await db.execute(sql`
    INSERT INTO gigs (id, user_id, title, cat, "desc", language, delivery_time, pages,
                      price_per_page_cents, total_price_cents, sales, created_at, updated_at)
    SELECT gen_random_uuid(),
           (${sellers})[1 + i % ${options.sellerIds.length}],
           (ARRAY['Essay','Dissertation','Thesis','Research paper','Coursework','Case study','Literature review',
                  'Term paper','Mémoire','Hausarbeit','Tesis','Dissertation proposal'])[1 + i % 12]
             || ' on ' ||
           (ARRAY['economics','history','nursing','law','psychology','marketing','statistics','biology','philosophy',
                  'education','sociology','finance','engineering'])[1 + (i / 12) % 13]
             || CASE WHEN i % 997 = 0 THEN ' and palaeography' WHEN i % 1499 = 0 THEN ' and ethnomusicology' ELSE '' END
             || ' #' || i,
           (ARRAY['essay-writing','college-essay-writing','coursework-writing','dissertation-writing',
                  'custom-essay-writing','research-paper-writing','term-paper-writing','thesis-writing',
                  'case-study-writing','literature-review-writing'])[1 + i % 10],
           'Written from scratch with sources, an outline and free revisions. Topics include '
             || (ARRAY['inflation and trade','the Cold War','clinical reasoning','contract law','working memory',
                       'brand strategy','regression models','cell biology','ethics',
                       'curriculum design'])[1 + (i / 7) % 10]
             || '. Delivery in ' || (1 + i % 14) || ' days.',
           (ARRAY['en','en','en','en','en','fr','de','es'])[1 + i % 8],
           1 + i % 14,
           1 + i % 20,
           CASE WHEN i % 14 = 0 THEN 1800 ELSE 1000 END,
           (1 + i % 20) * CASE WHEN i % 14 = 0 THEN 1800 ELSE 1000 END,
           ((i::bigint * 7919) % 400)::integer,
           now() - (i || ' minutes')::interval,
           now() - (i || ' minutes')::interval
    FROM generate_series(${options.from}::integer, ${options.from + options.count - 1}::integer) AS i`);
}
