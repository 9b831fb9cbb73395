import { type Row, ANYONE, publicGet } from './route-matrix.rows.shared.ts';

/** The route matrix's rows: Health, docs, the web app and the dev inbox: public or off. */
export const SITE_ROWS: readonly Row[] = [
  // Health, docs and the web app: public.
  publicGet('GET /api/health', 'people', '/api/health'),
  publicGet('GET /api/ready', 'people', '/api/ready'),
  // Prometheus metrics: the matrix runs without METRICS_TOKEN, so 404
  // for everyone (features/metrics tests the token's 401 and 200).
  { route: 'GET /metrics', scene: 'people', url: '/metrics', allow: [], deny: { rest: 404 } },
  publicGet('GET /api/openapi.json', 'people', '/api/openapi.json'),
  publicGet('GET /api/docs', 'people', '/api/docs'),
  // swagger-ui registers its page's HEAD with a trailing slash, and no GET of that address.
  { route: 'HEAD /api/docs/', scene: 'people', url: '/api/docs/', allow: ANYONE },
  {
    route: 'GET /api/docs/static/index.html',
    scene: 'people',
    url: '/api/docs/static/index.html',
    allow: ANYONE,
    allowStatus: 302,
  },
  publicGet('GET /api/docs/static/swagger-initializer.js', 'people', '/api/docs/static/swagger-initializer.js'),
  publicGet('GET /api/docs/static/*', 'people', '/api/docs/static/swagger-ui.css'),
  publicGet('GET /api/docs/json', 'people', '/api/docs/json'),
  publicGet('GET /api/docs/yaml', 'people', '/api/docs/yaml'),
  publicGet('GET /', 'people', '/'),
  publicGet('GET /*', 'people', '/assets/matrix.js'),
  publicGet('GET /gigs', 'people', '/gigs'),
  publicGet('GET /gig/:id', 'pendingBid', '/gig/{gig}'),
  publicGet('GET /profile/:id', 'people', '/profile/{owner}'),
  publicGet('GET /robots.txt', 'people', '/robots.txt'),
  publicGet('GET /sitemap.xml', 'pendingBid', '/sitemap.xml'),
  publicGet('GET /sitemap-pages.xml', 'people', '/sitemap-pages.xml'),
  publicGet('GET /sitemap-gigs-:page.xml', 'pendingBid', '/sitemap-gigs-1.xml'),
  publicGet('GET /uploads/:file', 'upload', '{upload}'),
  publicGet('GET /uploads/w:width/:file', 'upload', '/uploads/w320/{uploadName}'),
  // The dev inbox (features/mail) shows everyone's mail to anyone who can reach a development server:
  // the matrix runs as production does, with it off, so it is 404 for everyone (its own tests turn it on).
  { route: 'GET /dev/mail', scene: 'people', url: '/dev/mail', allow: [], deny: { rest: 404 } },
  { route: 'GET /dev/mail.json', scene: 'people', url: '/dev/mail.json', allow: [], deny: { rest: 404 } },
  { route: 'GET /dev/mail.css', scene: 'people', url: '/dev/mail.css', allow: [], deny: { rest: 404 } },
  {
    route: 'GET /dev/mail/:id',
    scene: 'people',
    url: '/dev/mail/2026-01-01T00-00-00-000Z_01900000-0000-7000-8000-00000000abcd',
    allow: [],
    deny: { rest: 404 },
  },
  {
    route: 'GET /dev/mail/:id/html',
    scene: 'people',
    url: '/dev/mail/2026-01-01T00-00-00-000Z_01900000-0000-7000-8000-00000000abcd/html',
    allow: [],
    deny: { rest: 404 },
  },
];
