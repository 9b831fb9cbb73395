import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { countPublicGigs, listGigsForSitemap } from '../gigs/index.ts';
import { publicPagePaths } from './seo-head.ts';

/**
 * /robots.txt and /sitemap.xml for search engines. A sitemap file holds at most 50,000 addresses;
 * up to GIGS_PER_SITEMAP gigs, /sitemap.xml lists the pages, the categories and every gig itself,
 * beyond that it becomes a sitemap index of /sitemap-pages.xml and /sitemap-gigs-{n}.xml.
 */
export const GIGS_PER_SITEMAP = 40_000;

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

interface Entry {
  loc: string;
  lastmod?: Date;
}

function urlset(entries: Entry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeXml(entry.loc)}</loc>${lastmod}</url>`;
  });
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${urls.join('\n')}\n</urlset>\n`
  );
}

function sitemapIndex(locations: string[]): string {
  const items = locations.map((loc) => `  <sitemap><loc>${escapeXml(loc)}</loc></sitemap>`);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex ` +
    `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
    `${items.join('\n')}\n</sitemapindex>\n`
  );
}

const pageEntries = (base: string): Entry[] => publicPagePaths().map((path) => ({ loc: `${base}${path}` }));

async function gigEntries(db: Database, base: string, page: number, perFile: number): Promise<Entry[]> {
  const rows = await listGigsForSitemap(db, (page - 1) * perFile, perFile);
  return rows.map((row) => ({ loc: `${base}/gig/${row.id}`, lastmod: row.updatedAt }));
}

/** /sitemap.xml: one file while the gigs fit, else an index of files. */
export async function mainSitemap(db: Database, base: string, perFile = GIGS_PER_SITEMAP): Promise<string> {
  const count = await countPublicGigs(db);
  if (count <= perFile) return urlset([...pageEntries(base), ...(await gigEntries(db, base, 1, perFile))]);
  const files = Math.ceil(count / perFile);
  return sitemapIndex([
    `${base}/sitemap-pages.xml`,
    ...Array.from({ length: files }, (_, i) => `${base}/sitemap-gigs-${i + 1}.xml`),
  ]);
}

export async function gigsSitemap(
  db: Database,
  base: string,
  page: number,
  perFile = GIGS_PER_SITEMAP,
): Promise<string | null> {
  const entries = await gigEntries(db, base, page, perFile);
  return entries.length === 0 && page > 1 ? null : urlset(entries);
}

export function robotsTxt(base: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    ...[
      '/seller',
      '/orders',
      '/mygigs',
      '/messages',
      '/message/',
      '/pay/',
      '/success',
      '/add',
      '/operator/',
      '/settings/',
      '/unsubscribe',
    ].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}

export const sitemapRoutes = fp(async (app: FastifyInstance) => {
  const base = app.config.publicUrl;
  const xml = 'application/xml; charset=utf-8';
  const cache = 'public, max-age=3600';

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', cache).send(robotsTxt(base)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cache)
      .send(await mainSitemap(app.db, base)),
  );
  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type(xml)
      .header('cache-control', cache)
      .send(urlset(pageEntries(base))),
  );
  app.get(
    '/sitemap-gigs-:page.xml',
    { schema: { hide: true, params: z.object({ page: z.coerce.number().int().min(1).max(100_000) }) } },
    async (request, reply) => {
      const body = await gigsSitemap(app.db, base, (request.params as { page: number }).page);
      if (!body) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
      return reply.type(xml).header('cache-control', cache).send(body);
    },
  );
});
