/**
 * The public face of the seo feature: the sitemap and robots.txt
 * routes, and each page (head and first screen) for the web app plugin.
 */
export { renderPage } from './seo-head.ts';
export { createWebPages, type WebPages } from './seo-body.ts';
export { sitemapRoutes } from './sitemap.routes.ts';
