import type { FastifyInstance } from 'fastify';

export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Pages a search engine should not index (sign-in, personal screens). */
  noindex: boolean;
}

const SITE = 'Inkwell';
const DEFAULT_DESCRIPTION =
  'Inkwell is the marketplace for academic writing: essays, dissertations, theses and research papers by vetted writers, with bids, live chat and secure card payment.';

const PUBLIC_PAGES: Record<string, Omit<PageHead, 'status' | 'noindex'>> = {
  '/': { title: `${SITE}: academic writing marketplace`, description: DEFAULT_DESCRIPTION },
  '/gigs': {
    title: `Browse academic writing gigs | ${SITE}`,
    description: 'Browse essay, coursework, dissertation, thesis and research paper gigs from academic writers on Inkwell.',
  },
  '/how-it-works': {
    title: `How it works | ${SITE}`,
    description: 'How Inkwell works: sellers publish gigs, buyers bid, the seller approves a bid, you talk in a live chat, pay by card and receive the finished work.',
  },
  '/login': { title: `Sign in | ${SITE}`, description: DEFAULT_DESCRIPTION },
  '/register': { title: `Join ${SITE}`, description: 'Create your Inkwell account to order academic writing or to sell your writing services.' },
};

const APP_PREFIXES = ['/gig/', '/profile/', '/orders', '/mygigs', '/messages', '/message/', '/pay/', '/success', '/seller', '/add', '/becomeSeller', '/seller-dashboard'];

/** The head of a page, looked up from the route (later features add database-backed pages here). */
export async function headFor(_app: FastifyInstance, pathname: string): Promise<PageHead> {
  const known = PUBLIC_PAGES[pathname];
  if (known) return { ...known, status: 200, noindex: pathname === '/login' || pathname === '/register' };
  if (APP_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    return { title: SITE, description: DEFAULT_DESCRIPTION, status: 200, noindex: true };
  }
  return { title: `Page not found | ${SITE}`, description: DEFAULT_DESCRIPTION, status: 404, noindex: true };
}

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

export function renderHead(template: string, head: PageHead, url: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    head.noindex ? '<meta name="robots" content="noindex">' : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  const withoutTitle = template.replace(/<title>[\s\S]*?<\/title>\s*/i, '').replace(/<meta name="description"[^>]*>\s*/i, '');
  return withoutTitle.replace('</head>', `    ${tags}\n  </head>`);
}
