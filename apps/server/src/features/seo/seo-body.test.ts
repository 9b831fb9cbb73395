import fs from 'node:fs';
import path from 'node:path';
import { AsyncLocalStorage } from 'node:async_hooks';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { createTestApp, registerAndLogin, type Session, type TestApp } from '../../../test/test-app.ts';
import { serverEntryFile } from './seo-body.ts';

/**
 * The first screens the server renders with the built web app (docs/decisions/033), read from the
 * raw HTML a browser gets before any script runs. Needs `npm run build` (CI builds first).
 */

const webDist = path.resolve(import.meta.dirname, '../../../../web/dist');

let t: TestApp;
let seller: Session;
beforeAll(async () => {
  if (!fs.existsSync(serverEntryFile(webDist)))
    throw new Error('No server renderer in apps/web/dist-ssr: run `npm run build` first.');
  t = await createTestApp({ WEB_DIST_DIR: webDist, PUBLIC_URL: 'https://inkwell.example' });
  seller = await sellerSession(t.app);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

/** The markup of #root and the parsed data block. */
function pageParts(html: string) {
  const data = /<script type="application\/json" id="inkwell-page" data-language="([a-z]+)">([\s\S]*?)<\/script>/.exec(
    html,
  );
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';
  return {
    lang: /<html lang="([^"]+)" dir="([^"]+)">/.exec(html)?.slice(1),
    root,
    language: data?.[1],
    data: data
      ? (JSON.parse(data[2]!) as { queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] } })
      : undefined,
    dataText: data?.[2] ?? '',
  };
}

describe('server-rendered first screens', () => {
  test("home: the hero in the cookie's language, else Accept-Language's, else English; data block, Vary", async () => {
    const byCookie = await get('/', { cookie: 'inkwell_lang=fr', 'accept-language': 'de' });
    expect(byCookie.statusCode).toBe(200);
    const french = pageParts(byCookie.body);
    expect(french.lang).toEqual(['fr', 'ltr']);
    expect(french.language).toBe('fr');
    expect(french.root).toContain('Le bon rédacteur pour chacun de vos projets universitaires');
    expect(byCookie.headers['cache-control']).toBe('no-cache');
    expect(byCookie.headers.vary).toBe('Accept-Encoding, Accept-Language, Cookie');

    const byHeader = pageParts((await get('/', { 'accept-language': 'xx, fr-CA;q=0.8, en;q=0.5' })).body);
    expect(byHeader.language).toBe('fr');
    const english = pageParts((await get('/', { 'accept-language': 'xx' })).body);
    expect(english.lang).toEqual(['en', 'ltr']);
    expect(english.root).toContain('Find the right writer for every academic project');
    expect(english.root).not.toContain('Le bon rédacteur');
    // The site's schema.org data once, from the head (seo-pages.ts): the page no longer writes a second copy.
    expect(byCookie.body.match(/application\/ld\+json/g)).toHaveLength(1);
  });

  test('/gigs: the first cards in the HTML and the list query in the data block, escaped', async () => {
    const gig = await postGig(seller, { title: 'Statistics </script><b>chapter</b> help', cat: 'thesis-writing' });
    const response = await get('/gigs', { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const page = pageParts(response.body);
    expect(page.root).toContain('Statistics &lt;/script&gt;&lt;b&gt;chapter&lt;/b&gt; help');
    expect(page.root).toContain(`href="/gig/${gig._id}"`);
    expect(page.dataText).not.toContain('</script><b>');
    const list = page.data?.queries.queries.find(
      (query) => query.queryKey[0] === 'gigs' && query.queryKey[1] === 'list',
    );
    expect(JSON.stringify(list?.state.data)).toContain(gig._id);
    // The signed-in person is never part of the page's data.
    expect(page.data?.queries.queries.some((query) => query.queryKey[0] === 'auth')).toBe(false);
  });

  test("/gig/{id}: the gig's title and description in the HTML; an unknown gig is left to the browser", async () => {
    const gig = await postGig(seller, {
      title: 'Literature review on urban heat islands',
      desc: 'A systematic review with PRISMA flow.',
    });
    const page = pageParts((await get(`/gig/${gig._id}`, { cookie: 'inkwell_lang=de' })).body);
    expect(page.language).toBe('de');
    expect(page.root).toContain('<h1');
    expect(page.root).toContain('Literature review on urban heat islands');
    expect(page.root).toContain('A systematic review with PRISMA flow.');
    expect(
      page.data?.queries.queries.some(
        (query) => JSON.stringify(query.queryKey) === JSON.stringify(['gigs', 'single', gig._id]),
      ),
    ).toBe(true);

    const missing = await get('/gig/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(missing.body).not.toContain('id="inkwell-page"');
  });

  test("a signed-in request gets the visitor's render: the same cached bytes, with nobody's data in them", async () => {
    const buyer = await registerAndLogin(t.app);
    const gig = await postGig(seller, { title: 'Chemistry lab report formatting' });
    const signedIn = await get(`/gig/${gig._id}`, { cookie: `${buyer.cookie}; inkwell_lang=en` });
    const visitor = await get(`/gig/${gig._id}`, { cookie: 'inkwell_lang=en' });
    expect(signedIn.statusCode).toBe(200);
    expect(pageParts(signedIn.body).root).toContain('Chemistry lab report formatting');
    for (const body of [signedIn.body, visitor.body]) {
      expect(body).not.toContain(buyer.user.username);
      expect(body).not.toContain(buyer.user.email);
    }
    expect(visitor.headers.etag).toBe(signedIn.headers.etag);
    expect(visitor.body).toBe(signedIn.body);
  });

  test('pages the server does not render keep the empty root and their old cache key', async () => {
    const response = await get('/how-it-works', { cookie: 'inkwell_lang=fr' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers.vary).toBe('Accept-Encoding');
  });

  test('a render never enters an AsyncLocalStorage: on Node 20 it would turn async hooks on from then on', async () => {
    const gig = await postGig(seller, { title: 'Sociology essay outline and sources' });
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    try {
      const page = pageParts((await get(`/gig/${gig._id}`, { cookie: 'inkwell_lang=es' })).body);
      // A fresh render (this gig, in this language, was never asked for before).
      expect(page.root).toContain('Sociology essay outline and sources');
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });
});
