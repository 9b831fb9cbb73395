/** What every page head shares (seo-head.ts renders it, seo-pages.ts fills it from the database). */

export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Pages a search engine should not index (sign-in, personal screens, search results). */
  noindex: boolean;
  /** Path and query of the canonical address, when it is not the bare path. */
  canonical?: string;
  /** Open Graph type; `website` when unset. */
  ogType?: string;
  /** Absolute address of the preview picture. */
  image?: string;
  /** Extra Open Graph / product meta properties. */
  meta?: Record<string, string>;
  /** The page's LCP picture, preloaded from the head with the same srcset and sizes as its <img>. */
  lcpImage?: PreloadImage;
  /** schema.org data, written as one application/ld+json block. */
  jsonLd?: unknown;
}

export interface PreloadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

export const SITE = 'Inkwell';
export const DEFAULT_DESCRIPTION =
  'Inkwell is the marketplace for academic writing: essays, dissertations, theses and ' +
  'research papers by vetted writers, with bids, live chat and secure card payment.';
