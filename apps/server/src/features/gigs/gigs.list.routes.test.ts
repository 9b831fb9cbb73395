import { GigList, type Gig } from '@inkwell/domain/gigs/gig.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { buyerSession, insertBid, postGig, sellerSession, setGigFacts } from '../../../test/fixtures/gigs.ts';

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerSession(t.app);
});
afterAll(() => t.close());

const list = async (query: string, session?: Session) => {
  const options = { method: 'GET' as const, url: `/api/gigs${query}` };
  const response = session ? await session.request(options) : await t.app.inject(options);
  return response;
};
const titles = async (query: string, session?: Session) => {
  const response = await list(query, session);
  expect(response.statusCode).toBe(200);
  return (GigList.parse(response.json()).items as Gig[]).map((gig) => gig.title);
};

/** Every item of every page, following nextCursor. */
async function allPages(query: string, session?: Session): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = query.includes('?') ? '&' : '?';
    const response = await list(cursor ? `${query}${separator}cursor=${encodeURIComponent(cursor)}` : query, session);
    expect(response.statusCode).toBe(200);
    const body = GigList.parse(response.json());
    ids.push(...body.items.map((gig) => gig._id));
    cursor = body.nextCursor;
    pages += 1;
  } while (cursor && pages < 50);
  return { ids, pages };
}

describe('search', () => {
  beforeAll(async () => {
    const s = await sellerSession(t.app);
    await postGig(s, {
      title: 'Literature reviews for nursing students',
      desc: 'Systematic reviewing of clinical evidence with PRISMA diagrams.',
      cat: 'literature-review-writing',
    });
    await postGig(s, {
      title: 'Rédaction de mémoires de master en droit',
      desc: 'Je rédige vos mémoires avec une bibliographie complète.',
      language: 'fr',
      cat: 'thesis-writing',
    });
    await postGig(s, {
      title: 'Hausarbeiten in Geschichte schreiben lassen',
      desc: 'Ich schreibe Hausarbeiten zur Neuzeit mit Quellenkritik.',
      language: 'de',
      cat: 'term-paper-writing',
    });
    await postGig(s, {
      title: 'Tesis doctorales de psicología',
      desc: 'Redacto tesis doctorales con análisis estadístico en SPSS.',
      language: 'es',
      cat: 'thesis-writing',
    });
    await postGig(s, {
      title: 'Dissertation chapters in marketing',
      desc: 'Method and results chapters written to your university guide.',
    });
    await postGig(s, {
      title: 'Coursework help in statistics',
      desc: 'Regression, hypothesis tests and a dissertation-style write-up.',
      cat: 'coursework-writing',
    });
  });

  test.each([
    ['en', 'reviewing', 'Literature reviews for nursing students'],
    ['fr', 'mémoire', 'Rédaction de mémoires de master en droit'],
    ['de', 'Hausarbeit', 'Hausarbeiten in Geschichte schreiben lassen'],
    ['es', 'doctoral', 'Tesis doctorales de psicología'],
  ])("words are stemmed in the gig's own language (%s: %s)", async (_language, words, title) => {
    expect(await titles(`?search=${encodeURIComponent(words)}`)).toEqual([title]);
  });

  test('a typo still finds the gig by its title ("disertation")', async () => {
    expect(await titles('?search=disertation')).toContain('Dissertation chapters in marketing');
  });

  test('a title match ranks above a match in the description only', async () => {
    expect(await titles('?search=dissertation')).toEqual([
      'Dissertation chapters in marketing',
      'Coursework help in statistics',
    ]);
  });

  test('search combines with the category filter', async () => {
    expect(await titles('?search=tesis&cat=thesis-writing')).toEqual(['Tesis doctorales de psicología']);
    expect(await titles('?search=tesis&cat=essay-writing')).toEqual([]);
  });

  test('text with quotes, operators or SQL is only text', async () => {
    for (const text of ["' OR 1=1 --", '"unterminated', 'a & | ! ( )', '%', '\\']) {
      expect((await list(`?search=${encodeURIComponent(text)}`)).statusCode).toBe(200);
    }
  });

  test('ranked search pages follow the cursor without repeating a gig', async () => {
    const { ids } = await allPages('?search=dissertation&limit=1');
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('sort with a search', () => {
  let mine: Session;
  let made: Gig[];
  beforeAll(async () => {
    mine = await sellerSession(t.app);
    made = [];
    // Ranks: the title matches rank above the description-only ones; sales and dates cross them.
    for (const [title, desc, sales] of [
      ['Palimpsest essays on medieval charters', 'Careful work.', 2],
      ['Medieval history coursework', 'Covers palimpsest reading and charters.', 9],
      ['Palimpsest studies for archivists', 'Careful work.', 4],
      ['Archive reports', 'A palimpsest chapter on request.', 0],
      ['Palimpsest transcription', 'Careful work.', 4],
    ] as const) {
      const gig = await postGig(mine, { title, desc: `${desc} Written from scratch with sources.` });
      await setGigFacts(t.database.db, gig._id, { sales });
      made.push(gig);
    }
  });
  const ids = async (query: string) => {
    const response = await list(`?search=palimpsest&${query}`);
    expect(response.statusCode).toBe(200);
    return (GigList.parse(response.json()).items as Gig[]).map((g) => g._id);
  };
  const byTitle = (...indexes: number[]) => indexes.map((index) => made[index]!._id);

  test('relevance by default, and sort=relevance says the same', async () => {
    const ranked = await ids('');
    expect(ranked.slice(0, 3).sort()).toEqual(byTitle(0, 2, 4).sort());
    expect(ranked.slice(3).sort()).toEqual(byTitle(1, 3).sort());
    expect(await ids('sort=relevance')).toEqual(ranked);
  });

  test('an explicit sort holds with a search: newest first, best selling first (ties newest id first)', async () => {
    expect(await ids('sort=createdAt')).toEqual(byTitle(4, 3, 2, 1, 0));
    const bySales = await ids('sort=sales');
    expect(bySales[0]).toBe(made[1]!._id);
    expect(bySales.slice(1, 3).sort()).toEqual(byTitle(2, 4).sort());
    expect(bySales.slice(3)).toEqual(byTitle(0, 3));
  });

  test.each(['', '&sort=relevance', '&sort=sales', '&sort=createdAt'])(
    'pages of 2 follow the cursor over every match exactly once (%s)',
    async (sort) => {
      const whole = await ids(sort.slice(1));
      const { ids: paged, pages } = await allPages(`?search=palimpsest&limit=2${sort}`);
      expect(pages).toBe(3);
      expect(paged).toEqual(whole);
    },
  );

  test('sort=relevance without a search is the best selling order', async () => {
    const { ids: relevance } = await allPages(`?userId=${mine.user._id}&sort=relevance&limit=2`);
    const { ids: sales } = await allPages(`?userId=${mine.user._id}&limit=2`);
    expect(relevance).toEqual(sales);
  });

  test('a cursor of one sort used with another is 400 INVALID_CURSOR, searching or not', async () => {
    const cursorOf = async (query: string) => GigList.parse((await list(`${query}&limit=1`)).json()).nextCursor!;
    const cursors = {
      relevance: await cursorOf('?search=palimpsest'),
      sales: await cursorOf('?search=palimpsest&sort=sales'),
      createdAt: await cursorOf('?search=palimpsest&sort=createdAt'),
    };
    for (const [made, cursor] of Object.entries(cursors)) {
      for (const sort of ['relevance', 'sales', 'createdAt'].filter((other) => other !== made)) {
        const response = await list(`?search=palimpsest&sort=${sort}&limit=1&cursor=${cursor}`);
        expect(response.statusCode, `${made} cursor with sort=${sort}`).toBe(400);
        expect(response.json().code).toBe('INVALID_CURSOR');
      }
    }
    expect((await list(`?sort=createdAt&cursor=${cursors.relevance}`)).json()).toMatchObject({
      status: 400,
      code: 'INVALID_CURSOR',
    });
  });

  test('forged cursors with a search are 400 INVALID_CURSOR', async () => {
    const forged = [
      Buffer.from('["r",-5,"01900000-0000-7000-8000-000000000000"]').toString('base64url'),
      Buffer.from('["r",1.5,"01900000-0000-7000-8000-000000000000"]').toString('base64url'),
      Buffer.from('["r",99999999999,"01900000-0000-7000-8000-000000000000"]').toString('base64url'),
      Buffer.from('["c","yesterday","01900000-0000-7000-8000-000000000000"]').toString('base64url'),
      Buffer.from('["s",3,"\' OR 1=1"]').toString('base64url'),
    ];
    for (const [index, sort] of ['relevance', 'relevance', 'relevance', 'createdAt', 'sales'].entries()) {
      expect((await list(`?search=palimpsest&sort=${sort}&cursor=${forged[index]}`)).json()).toMatchObject({
        status: 400,
        code: 'INVALID_CURSOR',
      });
    }
  });
});

describe('filters, sort and pages', () => {
  let mine: Session;
  let made: Gig[];
  beforeAll(async () => {
    mine = await sellerSession(t.app);
    made = [];
    for (const [pages, deliveryTime, sales] of [
      [1, 3, 5],
      [2, 3, 5],
      [3, 3, 5],
      [4, 1, 9],
      [10, 3, 0],
    ] as const) {
      const gig = await postGig(mine, { pages, deliveryTime, cat: 'case-study-writing' });
      await setGigFacts(t.database.db, gig._id, { sales });
      made.push(gig);
    }
  });
  const ids = async (query: string) =>
    (GigList.parse((await list(`?userId=${mine.user._id}&${query}`)).json()).items as Gig[]).map((g) => g._id);

  test('best selling first by default; newest first with sort=createdAt', async () => {
    const bySales = await ids('');
    expect(bySales[0]).toBe(made[3]!._id);
    expect(bySales.at(-1)).toBe(made[4]!._id);
    expect(await ids('sort=createdAt')).toEqual(made.map((g) => g._id).reverse());
  });

  test('the budget applies to the total price, bounds included', async () => {
    // Totals: $10, $20, $30, $72, $100.
    expect((await ids('min=20&max=72&sort=createdAt')).sort()).toEqual(
      [made[1]!._id, made[2]!._id, made[3]!._id].sort(),
    );
    expect(await ids('max=10')).toEqual([made[0]!._id]);
    expect(await ids('min=100.01')).toEqual([]);
  });

  test('category and seller filters', async () => {
    expect(await titles(`?cat=case-study-writing&userId=${seller.user._id}`)).toEqual([]);
    expect(await ids('cat=case-study-writing')).toHaveLength(5);
    expect(await ids('cat=Case study writing service')).toHaveLength(5);
  });

  test.each(['', '&sort=createdAt'])('pages of 2 over tied sales cover every gig exactly once (%s)', async (sort) => {
    const { ids: seen, pages } = await allPages(`?userId=${mine.user._id}&limit=2${sort}`);
    expect(pages).toBe(3);
    expect(seen.sort()).toEqual(made.map((g) => g._id).sort());
  });

  test('a cursor of another order, or no cursor at all, is 400 INVALID_CURSOR', async () => {
    const first = GigList.parse((await list(`?userId=${mine.user._id}&limit=1`)).json());
    const wrongSort = await list(`?userId=${mine.user._id}&limit=1&sort=createdAt&cursor=${first.nextCursor}`);
    expect(wrongSort.statusCode).toBe(400);
    expect(wrongSort.json().code).toBe('INVALID_CURSOR');
    for (const cursor of [
      'garbage',
      Buffer.from('["s",-1,"x"]').toString('base64url'),
      Buffer.from('{}').toString('base64url'),
    ]) {
      expect((await list(`?cursor=${cursor}`)).json()).toMatchObject({ status: 400, code: 'INVALID_CURSOR' });
    }
  });

  test.each([
    ['?min=30&max=20', 'max'],
    ['?min=-5', 'min'],
    ['?max=cheap', 'max'],
    ['?min=1e3', 'min'],
    ['?sort=price', 'sort'],
    ['?search=essay&sort=rank', 'sort'],
    ['?limit=0', 'limit'],
    ['?limit=101', 'limit'],
    ['?limit=ten', 'limit'],
    ['?cat=plumbing', 'cat'],
    ['?userId=42', 'userId'],
    [`?search=${'x'.repeat(201)}`, 'search'],
  ])('%s is 400 problem details naming %s', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json().errors).toHaveProperty(field);
  });

  test('limit defaults to 24 and caps at 100', async () => {
    const s = await sellerSession(t.app);
    for (let i = 0; i < 26; i++) await postGig(s, { title: `Bulk gig ${i}` });
    const first = GigList.parse((await list(`?userId=${s.user._id}`)).json());
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    expect(GigList.parse((await list(`?userId=${s.user._id}&limit=100`)).json()).items).toHaveLength(26);
  });
});

describe('what a signed-in buyer sees', () => {
  test('gigs where the buyer has an approved or in-progress bid are left out, and pages stay whole', async () => {
    const owner = await sellerSession(t.app);
    const [buyer, otherBuyer, otherSeller] = await Promise.all([
      buyerSession(t.app),
      buyerSession(t.app),
      sellerSession(t.app),
    ]);
    const gigs: Gig[] = [];
    for (let i = 0; i < 6; i++) gigs.push(await postGig(owner, { title: `Hidden or not ${i}` }));
    const statuses = ['approved', 'in_progress', 'pending', 'completed', 'cancelled'] as const;
    for (const [i, status] of statuses.entries()) {
      await insertBid(t.database.db, {
        gigId: gigs[i]!._id,
        bidderId: buyer.user._id,
        sellerId: owner.user._id,
        status,
      });
    }
    const query = `?userId=${owner.user._id}&limit=2`;
    const forBuyer = await allPages(query, buyer);
    expect(forBuyer.ids.sort()).toEqual(
      gigs
        .slice(2)
        .map((g) => g._id)
        .sort(),
    );
    expect(forBuyer.pages).toBe(2);
    for (const viewer of [undefined, otherBuyer, otherSeller, owner]) {
      expect((await allPages(query, viewer)).ids).toHaveLength(6);
    }
  });

  test('liked is per caller; likedBy never holds anyone else', async () => {
    const owner = await sellerSession(t.app);
    const [a, b] = await Promise.all([buyerSession(t.app), buyerSession(t.app)]);
    const gig = await postGig(owner);
    await a.request({ method: 'POST', url: `/api/gigs/${gig._id}/like` });
    const seenByA = GigList.parse((await list(`?userId=${owner.user._id}`, a)).json()).items[0]!;
    const seenByB = GigList.parse((await list(`?userId=${owner.user._id}`, b)).json()).items[0]!;
    const seenByVisitor = GigList.parse((await list(`?userId=${owner.user._id}`)).json()).items[0]!;
    expect(seenByA).toMatchObject({ likes: 1, liked: true, likedBy: [a.user._id] });
    expect(seenByB).toMatchObject({ likes: 1, liked: false, likedBy: [] });
    expect(seenByVisitor).toMatchObject({ likes: 1, liked: false, likedBy: [] });
  });
});
