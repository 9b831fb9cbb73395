/** The public face of the seo feature: the sitemap and robots.txt routes, and each page's head for the web app plugin. */
export { renderPage } from './seo-head.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
