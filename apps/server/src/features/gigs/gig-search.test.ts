import { sql, type SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { gigs } from '../../db/schema/gigs.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { COMMON_CANDIDATES, listQuery, withSearchPlan } from './gig-list-query.ts';
import { gigSearch } from './gig-search.ts';
import { gigsRepository, type GigListFilter } from './gigs.repository.ts';
import { insertManyGigs } from './gig-volume.ts';
import { insertManySellers } from '../users/index.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';

let t: TestApp;
let buyerId: string;
beforeAll(async () => {
  t = await createTestApp();
  const seller = await sellerSession(t.app);
  await postGig(seller, { title: 'Dissertation chapters in marketing' });
  const sellerIds = await insertManySellers(t.database.db, { prefix: 'plan-seller-', count: GIG_COUNT / 50 });
  await insertManyGigs(t.database.db, { sellerIds, from: 1, count: GIG_COUNT });
  buyerId = (await buyerSession(t.app)).user._id;
  await t.database.db.execute(sql`ANALYZE`);
}, 120_000);
afterAll(() => t.close());

/** Realistic proportions (50 gigs a seller); bench/gigs-search.ts measures a million gigs. */
const GIG_COUNT = 5_000;
const base: GigListFilter = { sort: 'sales', limit: 24, viewerId: null, hideOrderedBy: null };

/**
 * The plan of one page of the list with sequential scans priced out: on a test-sized table a full
 * scan is always cheapest, so this shows which indexes the query can use. bench/gigs-search.ts
 * shows the plans PostgreSQL picks by itself on a million gigs, and their timings.
 */
async function explain(query: SQLWrapper): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const result = await tx.execute(sql`EXPLAIN ${query}`);
    const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, string>[];
    return rows.map((row) => Object.values(row)[0]).join('\n');
  });
}
const plan = (filter: Partial<GigListFilter>) =>
  explain(gigsRepository(t.database.db).listQuery({ ...base, ...filter }));

describe('the list uses indexes', () => {
  test('the search condition is answered by the full-text and trigram GIN indexes together (BitmapOr)', async () => {
    const text = await explain(sql`SELECT ${gigs.id} FROM ${gigs} WHERE ${gigSearch('palaeografy').matches}`);
    expect(text).toMatch(/BitmapOr[\s\S]*gigs_search_vector_idx[\s\S]*gigs_title_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on gigs\b/);
  });

  test('a whole search page, run as the repository runs it, reads only through indexes', async () => {
    const lastSeen = { sort: 'relevance', rank: 10, id: '01900000-0000-7000-8000-000000000000' } as const;
    const text = await withSearchPlan(t.database.db, async (tx) => {
      const result = await tx.execute(
        sql`EXPLAIN ${listQuery(tx, { ...base, sort: 'relevance', search: 'palaeografy', after: lastSeen })}`,
      );
      return (((result as { rows?: unknown[] }).rows ?? result) as Record<string, string>[])
        .map((row) => Object.values(row)[0])
        .join('\n');
    });
    expect(text).toMatch(/gigs_search_vector_idx/);
    expect(text).toMatch(/gigs_title_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan on gigs\b/);
  });

  test('browsing by sales or date walks the sort indexes from the cursor', async () => {
    const id = '01900000-0000-7000-8000-000000000000';
    expect(await plan({ after: { sort: 'sales', sales: 3, id } })).toContain('gigs_sales_idx');
    expect(
      await plan({ sort: 'createdAt', after: { sort: 'createdAt', createdAt: '2025-01-01 00:00:00+00', id } }),
    ).toContain('gigs_created_idx');
    expect(await plan({ cat: 'essay-writing' })).toMatch(/gigs_cat_sales_idx/);
  });

  test("leaving out a buyer's ordered gigs is an anti-join that reads the bids by index", async () => {
    expect(await plan({ hideOrderedBy: buyerId })).toMatch(/Anti Join[\s\S]*Index Scan using bids_\w+ on bids/);
  });

  test('the search test data is found by its rare word, with a typo', async () => {
    const rows = await gigsRepository(t.database.db).list({
      ...base,
      sort: 'relevance',
      search: 'palaeografy',
      limit: 100,
    });
    expect(rows.length).toBe(Math.floor(GIG_COUNT / 997));
  });
});

describe('a common word is answered without the GIN bitmaps', () => {
  const repository = () => gigsRepository(t.database.db);
  const idsOf = (rows: { gig: { id: string } }[]) => rows.map((row) => row.gig.id);

  test('a word in one gig of six is common; a rare word, a typo and a narrow filter are not', async () => {
    expect(await repository().searchMode({ ...base, search: 'dissertation' })).toBe('common');
    expect(await repository().searchMode({ ...base, search: 'palaeography' })).toBe('rare');
    expect(await repository().searchMode({ ...base, search: 'disertation' })).toBe('rare');
    expect(
      await repository().searchMode({
        ...base,
        search: 'dissertation',
        userId: '01900000-0000-7000-8000-000000000000',
      }),
    ).toBe('rare');
    expect(await repository().searchMode(base)).toBe('browse');
  });

  test.each(['sales', 'createdAt'] as const)(
    'sorted by %s, its pages are exactly those of every match (the rare way), cursor included',
    async (sort) => {
      const filter: GigListFilter = { ...base, sort, search: 'dissertation' };
      const run = (mode: 'common' | 'rare', after?: GigListFilter['after']) =>
        mode === 'rare'
          ? withSearchPlan(t.database.db, (tx) => listQuery(tx, { ...filter, after }, 'rare'))
          : listQuery(t.database.db, { ...filter, after }, 'common');
      const first = await run('common');
      expect(idsOf(first)).toEqual(idsOf(await run('rare')));
      const last = first[filter.limit - 1]!.gig;
      const after =
        sort === 'sales'
          ? { sort, sales: last.sales, id: last.id }
          : { sort, createdAt: first[filter.limit - 1]!.createdAtKey, id: last.id };
      const second = await run('common', after);
      expect(second).toHaveLength(filter.limit + 1);
      expect(idsOf(second)).toEqual(idsOf(await run('rare', after)));
    },
  );

  test(`by relevance, ${COMMON_CANDIDATES} matches are ranked, each with the word; pages cover each once`, async () => {
    const seen: string[] = [];
    let after: GigListFilter['after'];
    for (let page = 0; page < 20; page++) {
      const rows = await repository().list({ ...base, sort: 'relevance', search: 'dissertation', limit: 100, after });
      const shown = rows.slice(0, 100);
      expect(shown.every((row) => /dissertation/i.test(row.gig.title))).toBe(true);
      seen.push(...idsOf(shown));
      if (rows.length <= 100) break;
      const last = shown.at(-1)!;
      after = { sort: 'relevance', rank: last.rank!, id: last.gig.id };
    }
    expect(seen).toHaveLength(COMMON_CANDIDATES);
    expect(new Set(seen).size).toBe(COMMON_CANDIDATES);
  });
});

describe('content disposition', () => {
  test('no file name can add a header or break out of the quotes', () => {
    const header = contentDisposition('attachment', 'a"b\r\nSet-Cookie: x=1;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_b__Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%22b%0D%0ASet-Cookie%3A%20x%3D1%3B.pdf`,
    );
  });
});
