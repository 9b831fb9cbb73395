import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { baseUrl, launchBrowser } from '../support/browser.ts';

/**
 * What a crawler or a link preview sees: Chromium with JavaScript turned off reads the head the
 * server wrote into the HTML of /, /gigs and /gig/{id} (the app never runs), and the sitemap and
 * robots.txt point at each other.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Head {
  title: string;
  description: string | null;
  canonical: string | null;
  ogTitle: string | null;
  ogType: string | null;
  jsonLdTypes: string[];
  /** #root came filled from the server (decision 033): no script ran, JavaScript is off. */
  serverRendered: boolean;
}

/** Opens `address` with no JavaScript and reads the head as the server sent it. */
async function readHeadWithoutJavaScript(address: string): Promise<Head> {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
  try {
    const page: Page = await context.newPage();
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    const attribute = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.flatMap((text) => {
      const data = JSON.parse(text) as { '@type'?: string; '@graph'?: { '@type': string }[] };
      return data['@graph'] ? data['@graph'].map((node) => node['@type']) : [data['@type'] ?? ''];
    });
    return {
      title: await page.title(),
      description: await attribute('meta[name="description"]', 'content'),
      canonical: await attribute('link[rel="canonical"]', 'href'),
      ogTitle: await attribute('meta[property="og:title"]', 'content'),
      ogType: await attribute('meta[property="og:type"]', 'content'),
      jsonLdTypes: types,
      serverRendered: (await page.locator('#root *').count()) > 0,
    };
  } finally {
    await context.close();
  }
}

describe('the head a crawler reads without JavaScript', () => {
  test('home: title, description, canonical, Open Graph and the site structured data', async () => {
    const head = await readHeadWithoutJavaScript('/');
    expect(head.serverRendered).toBe(true);
    expect(head.title).toBe('Inkwell: academic writing marketplace');
    expect(head.description?.length).toBeGreaterThan(50);
    expect(head.canonical).toBe(`${baseUrl()}/`);
    expect(head.ogTitle).toBe(head.title);
    expect(head.jsonLdTypes).toContain('WebSite');
  });

  test('a category page names its category and is a CollectionPage', async () => {
    const head = await readHeadWithoutJavaScript('/gigs?cat=thesis-writing&sort=sales');
    expect(head.title).toBe('Thesis writing service: gigs from academic writers | Inkwell');
    expect(head.description).toContain('Thesis writing service');
    expect(head.canonical).toBe(`${baseUrl()}/gigs?cat=thesis-writing`);
    expect(head.jsonLdTypes).toContain('CollectionPage');
  });

  test('a gig page carries its own title, a product card and its Service offer in USD', async () => {
    const answer = await fetch(`${baseUrl()}/api/gigs?limit=1`);
    const { items } = (await answer.json()) as { items: { _id: string; title: string; totalPrice: number }[] };
    const gig = items[0];
    if (!gig) throw new Error('the demo data has no gig');

    const head = await readHeadWithoutJavaScript(`/gig/${gig._id}`);
    expect(head.serverRendered).toBe(true);
    expect(head.title).toBe(`${gig.title} | Inkwell`);
    expect(head.canonical).toBe(`${baseUrl()}/gig/${gig._id}`);
    expect(head.ogType).toBe('product');
    expect(head.jsonLdTypes).toContain('Service');

    const html = await (await fetch(`${baseUrl()}/gig/${gig._id}`)).text();
    expect(html).toContain(`<meta property="product:price:amount" content="${gig.totalPrice.toFixed(2)}">`);
    expect(html).toContain('"priceCurrency":"USD"');
  });

  test('robots.txt points to the sitemap, which lists the gig and category pages', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain(`<loc>${baseUrl()}/gigs?cat=thesis-writing</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>${baseUrl()}/gig/[0-9a-f-]{36}</loc>`));
  });
});
