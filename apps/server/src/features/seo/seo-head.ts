import { CATEGORIES } from '@inkwell/domain/categories';
import type { FastifyInstance } from 'fastify';
import { gigPageHead, gigsPageHead, homeStructuredData } from './seo-pages.ts';
import { pageReads, type PageReads } from './seo-reads.ts';
import { DEFAULT_DESCRIPTION, SITE, type PageHead } from './seo-site.ts';

export type { PageHead } from './seo-site.ts';

const PUBLIC_PAGES: Record<string, Omit<PageHead, 'status' | 'noindex'>> = {
  '/': { title: `${SITE}: academic writing marketplace`, description: DEFAULT_DESCRIPTION },
  '/how-it-works': {
    title: `How it works | ${SITE}`,
    description:
      'How Inkwell works: sellers publish gigs, buyers bid, the buyer pays into escrow, the ' +
      'seller delivers the files, and the money is released only when the buyer accepts.',
  },
  '/login': { title: `Sign in | ${SITE}`, description: DEFAULT_DESCRIPTION },
  '/register': {
    title: `Join ${SITE}`,
    description: 'Create your Inkwell account to order academic writing or to sell your writing services.',
  },
  '/honor-code': {
    title: `Honor code | ${SITE}`,
    description:
      'The Inkwell honor code in plain words: what bought work may be used ' +
      "for, citing it, your institution's rules, and what sellers never do.",
  },
  '/terms': {
    title: `Terms of service | ${SITE}`,
    description:
      'The terms of using Inkwell: accounts, academic integrity, ' +
      'bids and orders, payments and refunds, ending your account.',
  },
  '/privacy': {
    title: `Privacy policy | ${SITE}`,
    description:
      'What Inkwell stores about you, why and for how long, and how to download your data or delete your account.',
  },
};

const APP_PREFIXES = [
  '/gig/',
  '/profile/',
  '/orders',
  '/mygigs',
  '/messages',
  '/message/',
  '/pay/',
  '/success',
  '/seller',
  '/add',
  '/becomeSeller',
  '/seller-dashboard',
  '/operator',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/confirm-email-change',
  '/cancel-email-change',
  '/settings',
  '/unsubscribe',
  '/liked',
  '/account-deleted',
];

/**
 * The public pages a sitemap lists, besides the gigs: home, browsing,
 * each category, how it works, the terms and the privacy policy.
 */
export function publicPagePaths(): string[] {
  return [
    '/',
    '/gigs',
    ...CATEGORIES.map((c) => `/gigs?cat=${c.id}`),
    '/how-it-works',
    '/terms',
    '/honor-code',
    '/privacy',
  ];
}

/** The head of a page, from the route and, for gigs, from the database. */
export async function headFor(
  app: FastifyInstance,
  pathname: string,
  query: URLSearchParams = new URLSearchParams(),
  reads: PageReads = pageReads(app),
): Promise<PageHead> {
  try {
    if (pathname === '/gigs') return await gigsPageHead(app, query, reads);
    const gigMatch = /^\/gig\/([^/]+)\/?$/.exec(pathname);
    if (gigMatch) return await gigPageHead(app, decodeURIComponent(gigMatch[1]!), reads);
  } catch (error) {
    app.log.warn({ err: error, pathname }, 'SEO head: falling back to the generic head');
    return { title: SITE, description: DEFAULT_DESCRIPTION, status: 200, noindex: true };
  }
  const known = PUBLIC_PAGES[pathname];
  if (known) {
    return {
      ...known,
      status: 200,
      noindex: pathname === '/login' || pathname === '/register',
      ...(pathname === '/' ? { jsonLd: homeStructuredData(app.config.publicUrl) } : {}),
    };
  }
  if (APP_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return { title: SITE, description: DEFAULT_DESCRIPTION, status: 200, noindex: true };
  }
  return { title: `Page not found | ${SITE}`, description: DEFAULT_DESCRIPTION, status: 404, noindex: true };
}

export const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/** JSON that cannot end its <script> element or start a comment, whatever text it carries. */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The page a browser or a crawler gets at `url`: the web app's index.html with the page's own head,
 * and its status. `reads` are the page's gig reads when its first screen is rendered too.
 */
export async function renderPage(
  app: FastifyInstance,
  template: string,
  url: string,
  reads?: PageReads,
): Promise<{ status: number; html: string }> {
  const [pathname = '/', queryString = ''] = url.split('?');
  const head = await headFor(app, pathname, new URLSearchParams(queryString), reads);
  return { status: head.status, html: renderHead(template, head, app.config.publicUrl + (head.canonical ?? pathname)) };
}

/** Fetched at high priority as soon as the head is read, not once the app has rendered its <img>. */
function preloadLink(image: NonNullable<PageHead['lcpImage']>): string {
  const set = image.srcset
    ? ` imagesrcset="${escapeHtml(image.srcset)}" imagesizes="${escapeHtml(image.sizes ?? '100vw')}"`
    : '';
  return `<link rel="preload" as="image" href="${escapeHtml(image.href)}"${set} fetchpriority="high">`;
}

export function renderHead(template: string, head: PageHead, url: string): string {
  const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    meta('og:site_name', SITE),
    meta('og:type', head.ogType ?? 'website'),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', url),
    head.image ? meta('og:image', head.image) : '',
    ...Object.entries(head.meta ?? {}).map(([property, content]) => meta(property, content)),
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    head.lcpImage ? preloadLink(head.lcpImage) : '',
    head.jsonLd ? `<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const withoutTitle = template
    .replace(/[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/i, '')
    .replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\r?\n?/i, '');
  return withoutTitle.replace(/\s*<\/head>/i, () => `\n    ${tags}\n  </head>`);
}
