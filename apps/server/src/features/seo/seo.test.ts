import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { IMAGE_SIZES, IMAGE_VARIANT_WIDTHS } from '@inkwell/domain/uploads/image-variants';
import { newId } from '../../lib/ids.ts';
import { postGig, sellerSession, setGigFacts, uploadImage } from '../../../test/fixtures/gigs.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { gigsSitemap, mainSitemap } from './sitemap.routes.ts';

/** The SEO head, sitemap and robots.txt, read from the raw HTML a crawler gets (no JavaScript). */

let t: TestApp;
let webDir: string;
let seller: Session;
beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inkwell-seo-'));
  // The shape of the real apps/web/index.html, with its multi-line description tag.
  await fs.writeFile(
    path.join(webDir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n  <head>\n    <meta charset="UTF-8" />\n    <meta\n      ' +
      'name="description"\n      content="Built-in description."\n    />\n    <title>Inkwell · ' +
      'Academic writing marketplace</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL: 'https://inkwell.example' });
  seller = await sellerSession(t.app);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  const html = response.body;
  const meta = (attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name.replace(/[:.]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
  return {
    status: response.statusCode,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    canonical: /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1],
    og: (property: string) => meta('property', `og:${property}`),
    meta: (property: string) => meta('property', property),
    noindex: html.includes('<meta name="robots" content="noindex">'),
    jsonLd: blocks,
  };
};

describe('page heads', () => {
  test("home: one title, one description, canonical, Open Graph and the site's search action", async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html.match(/<title>/g)).toHaveLength(1);
    expect(home.html.match(/name="description"/g)).toHaveLength(1);
    expect(home.title).toBe('Inkwell: academic writing marketplace');
    expect(home.canonical).toBe('https://inkwell.example/');
    expect(home.og('title')).toBe(home.title);
    expect(home.og('url')).toBe('https://inkwell.example/');
    expect(home.noindex).toBe(false);
    expect(home.jsonLd[0]['@graph'][0]).toMatchObject({
      '@type': 'WebSite',
      potentialAction: { target: { urlTemplate: 'https://inkwell.example/gigs?search={search_term_string}' } },
    });
  });

  test('/gigs lists the first gigs; a category page names the category, keeps only cat in the canonical', async () => {
    const gig = await postGig(seller, { title: 'Thesis statistics chapters', cat: 'thesis-writing' });
    const all = await page('/gigs');
    expect(all.title).toBe('Browse academic writing gigs | Inkwell');
    expect(all.canonical).toBe('https://inkwell.example/gigs');
    const category = await page('/gigs?cat=thesis-writing&sort=createdAt&min=5');
    expect(category.title).toBe('Thesis writing service: gigs from academic writers | Inkwell');
    expect(category.description).toContain('Thesis writing service');
    expect(category.canonical).toBe('https://inkwell.example/gigs?cat=thesis-writing');
    expect(category.noindex).toBe(false);
    expect(category.jsonLd[0]).toMatchObject({
      '@type': 'CollectionPage',
      mainEntity: {
        '@type': 'ItemList',
        itemListElement: [{ position: 1, url: `https://inkwell.example/gig/${gig._id}`, name: gig.title }],
      },
    });
  });

  test('a search page says what was searched, escaped, and is not indexed', async () => {
    const search = await page(`/gigs?search=${encodeURIComponent('<script>alert(1)</script> "essay"')}`);
    expect(search.status).toBe(200);
    expect(search.title).toBe('Gigs for “&lt;script&gt;alert(1)&lt;/script&gt; &quot;essay&quot;” | Inkwell');
    expect(search.noindex).toBe(true);
    expect(search.html).not.toContain('<script>alert(1)');
    expect(search.jsonLd[0].name).toContain('<script>alert(1)</script>');
  });

  test('a gig page: its title, description, picture, price in USD and canonical', async () => {
    const cover = await uploadImage(seller);
    const gig = await postGig(seller, {
      title: 'Case studies in supply chain management',
      desc: `Harvard-style case analysis. ${'Detail. '.repeat(40)}`,
      cover,
      deliveryTime: 1,
      pages: 3,
    });
    const head = await page(`/gig/${gig._id}`);
    expect(head.status).toBe(200);
    expect(head.title).toBe('Case studies in supply chain management | Inkwell');
    expect(head.description!.length).toBeLessThanOrEqual(160);
    expect(head.description).toMatch(/^Harvard-style case analysis\. Detail\..*…$/);
    expect(head.canonical).toBe(`https://inkwell.example/gig/${gig._id}`);
    expect(head.og('type')).toBe('product');
    expect(head.og('image')).toBe(`https://inkwell.example${cover}`);
    expect(head.meta('product:price:amount')).toBe('54.00');
    expect(head.meta('product:price:currency')).toBe('USD');
    expect(head.html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const service = head.jsonLd[0]['@graph'][0];
    expect(service).toMatchObject({
      '@type': 'Service',
      name: gig.title,
      url: `https://inkwell.example/gig/${gig._id}`,
      provider: { '@type': 'Person', name: seller.user.username },
      offers: { '@type': 'Offer', price: '54.00', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(service).not.toHaveProperty('aggregateRating');
  });

  test(
    'the LCP cover is preloaded from the head with the srcset and ' +
      "sizes its <img> uses: the gig page's cover, the list's first card",
    async () => {
      const cover = await uploadImage(seller);
      const name = cover.slice('/uploads/'.length);
      const srcset = IMAGE_VARIANT_WIDTHS.map((w) => `/uploads/w${w}/${name} ${w}w`).join(', ');
      const preload = (sizes: string) =>
        `<link rel="preload" as="image" ` +
        `href="${cover}" imagesrcset="${srcset}" ` +
        `imagesizes="${sizes}" fetchpriority="high">`;
      const gig = await postGig(seller, { title: 'Preloaded cover gig', cover, cat: 'case-study-writing' });
      const head = await page(`/gig/${gig._id}`);
      expect(head.html).toContain(preload(IMAGE_SIZES.gigPage));
      expect(head.html.match(/rel="preload" as="image"/g)).toHaveLength(1);
      expect(head.html.indexOf('rel="preload"')).toBeLessThan(head.html.indexOf('</head>'));
      const list = await page('/gigs?cat=case-study-writing');
      expect(list.jsonLd[0].mainEntity.itemListElement[0].url).toBe(`https://inkwell.example/gig/${gig._id}`);
      expect(list.html).toContain(preload(IMAGE_SIZES.gigCard));
      const noCover = await postGig(seller, { cover: '' });
      expect((await page(`/gig/${noCover._id}`)).html).not.toContain('rel="preload"');
      expect((await page('/')).html).not.toContain('rel="preload" as="image"');
    },
  );

  test('a rated gig carries its AggregateRating', async () => {
    const gig = await postGig(seller);
    await setGigFacts(t.database.db, gig._id, { totalStars: 14, starNumber: 3 });
    const service = (await page(`/gig/${gig._id}`)).jsonLd[0]['@graph'][0];
    expect(service.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });

  test('text a seller wrote cannot break out of the head', async () => {
    const hostile = '</script><script>alert("x")</script> & \'quotes\' $& $1';
    const gig = await postGig(seller, { title: hostile, desc: `${hostile} \u2028 description` });
    const head = await page(`/gig/${gig._id}`);
    expect(head.html).not.toContain('<script>alert');
    expect(head.html.match(/<\/script>/g)).toHaveLength(1);
    expect(head.title).toBe(
      '&lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39; $&amp; $1 | Inkwell',
    );
    expect(head.jsonLd[0]['@graph'][0].name).toBe(hostile);
  });

  test.each(['/operator', '/operator/reports/abc', '/operator/audit', '/operator/disputes'])(
    "the operators' page %s is an app page: 200, not indexed",
    async (path) => {
      const head = await page(path);
      expect(head.status).toBe(200);
      expect(head.noindex).toBe(true);
    },
  );

  test.each([newId(), 'not-a-uuid'])('an unknown gig (%s) is a 404 page that is not indexed', async (id) => {
    const head = await page(`/gig/${id}`);
    expect(head.status).toBe(404);
    expect(head.title).toBe('Gig not found | Inkwell');
    expect(head.noindex).toBe(true);
    expect(head.html).toContain('<div id="root"></div>');
  });
});

describe('sitemap and robots.txt', () => {
  test('/sitemap.xml lists the pages, the categories and the public gigs, not deleted ones', async () => {
    const kept = await postGig(seller);
    const deleted = await postGig(seller);
    await seller.request({ method: 'DELETE', url: `/api/gigs/${deleted._id}` });
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
    expect(response.body).toContain('<loc>https://inkwell.example/</loc>');
    expect(response.body).toContain('<loc>https://inkwell.example/gigs?cat=dissertation-writing</loc>');
    expect(response.body).toMatch(new RegExp(`<loc>https://inkwell.example/gig/${kept._id}</loc><lastmod>\\d{4}-`));
    expect(response.body).not.toContain(deleted._id);
  });

  test('past the per-file limit the sitemap becomes an index of gig files', async () => {
    const base = 'https://inkwell.example';
    const index = await mainSitemap(t.database.db, base, 2);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`<loc>${base}/sitemap-pages.xml</loc>`);
    const files = [...index.matchAll(/sitemap-gigs-(\d+)\.xml/g)].map((m) => Number(m[1]));
    const listed = new Set<string>();
    for (const file of files)
      for (const m of (await gigsSitemap(t.database.db, base, file, 2))!.matchAll(/\/gig\/([0-9a-f-]+)/g))
        listed.add(m[1]!);
    const publicCount = Number(
      (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body.match(/\/gig\//g)?.length,
    );
    expect(listed.size).toBe(publicCount);
    expect(await gigsSitemap(t.database.db, base, files.length + 1, 2)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-gigs-1.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-gigs-999.xml' })).statusCode).toBe(404);
  });

  test('/robots.txt points to the sitemap and keeps crawlers out of the API and private screens', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: https://inkwell.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).not.toMatch(/Disallow: \/gig\b|Disallow: \/$/m);
  });
});
