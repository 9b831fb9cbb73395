import { CATEGORIES } from '@inkwell/domain/categories';
import { GigListQuery, type Gig } from '@inkwell/domain/gigs/gig.schema';
import { CURRENCY, PAGE_LIMIT_DEFAULT, STARS_MAX, STARS_MIN } from '@inkwell/domain/limits';
import { IMAGE_SIZES, imageSrcSet } from '@inkwell/domain/uploads/image-variants';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../lib/domain-error.ts';
import type { PageReads } from './seo-reads.ts';
import { DEFAULT_DESCRIPTION, SITE, type PageHead, type PreloadImage } from './seo-site.ts';

/** Heads filled from the database: the gig list (by category or search) and one gig. */

const DESCRIPTION_MAX = 160;

/** Plain text cut at a word boundary for a meta description. */
export function summary(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  const words = space > max / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The preload of a cover shown with `sizes` (the web app's GigCover renders the same srcset and sizes). */
function coverPreload(cover: string, sizes: string): PreloadImage | undefined {
  if (!cover) return undefined;
  const srcset = imageSrcSet(cover);
  return srcset ? { href: cover, srcset, sizes } : { href: cover };
}

const absolute = (base: string, path: string) => (/^https?:\/\//.test(path) ? path : `${base}${path}`);
const categoryName = (id: string) => CATEGORIES.find((c) => c.id === id)?.name ?? id;

export function homeStructuredData(base: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'WebSite',
        '@id': `${base}/#website`,
        url: `${base}/`,
        name: SITE,
        description: DEFAULT_DESCRIPTION,
        publisher: { '@id': `${base}/#organization` },
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${base}/gigs?search={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
      {
        '@type': 'Organization',
        '@id': `${base}/#organization`,
        name: SITE,
        url: `${base}/`,
        logo: `${base}/img/logo.svg`,
        description: DEFAULT_DESCRIPTION,
      },
    ],
  };
}

/** /gigs, /gigs?cat=..., /gigs?search=...: a search result page is not indexed (it has no end). */
export async function gigsPageHead(app: FastifyInstance, query: URLSearchParams, reads: PageReads): Promise<PageHead> {
  const base = app.config.publicUrl;
  const parsed = GigListQuery.safeParse({
    cat: query.get('cat') ?? undefined,
    search: query.get('search') ?? undefined,
  });
  const filters = parsed.success ? parsed.data : GigListQuery.parse({});
  const { cat, search } = filters;
  const name = cat ? categoryName(cat) : null;
  const params = new URLSearchParams();
  if (cat) params.set('cat', cat);
  if (search) params.set('search', search);
  const canonical = params.size > 0 ? `/gigs?${params.toString()}` : '/gigs';
  const title = search
    ? `Gigs for “${search}”${name ? ` in ${name}` : ''} | ${SITE}`
    : name
      ? `${name}: gigs from academic writers | ${SITE}`
      : `Browse academic writing gigs | ${SITE}`;
  const description = search
    ? `Academic writing gigs on Inkwell matching “${search}”: ` +
      `compare prices per page, delivery times and seller ratings.`
    : name
      ? `${name} on Inkwell: compare gigs by price per page, delivery time and seller rating, then place a bid.`
      : 'Browse essay, coursework, dissertation, thesis and research paper gigs from academic writers on Inkwell.';
  const page = await reads.list({ ...filters, limit: PAGE_LIMIT_DEFAULT });
  // On a phone the first card's cover is the largest thing on the screen.
  const lcpImage = page.items[0] ? coverPreload(page.items[0].cover, IMAGE_SIZES.gigCard) : undefined;
  return {
    status: 200,
    title,
    description,
    canonical,
    ...(lcpImage ? { lcpImage } : {}),
    noindex: Boolean(search) || !parsed.success,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: title,
      url: `${base}${canonical}`,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: page.items.length,
        itemListElement: page.items.map((gig, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: `${base}/gig/${gig._id}`,
          name: gig.title,
        })),
      },
    },
  };
}

function gigStructuredData(base: string, gig: Gig) {
  const url = `${base}/gig/${gig._id}`;
  const category = categoryName(gig.cat);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Service',
        '@id': `${url}#service`,
        name: gig.title,
        description: summary(gig.desc, 500),
        url,
        serviceType: category,
        category,
        inLanguage: gig.language,
        ...(gig.cover ? { image: absolute(base, gig.cover) } : {}),
        provider: { '@type': 'Person', name: gig.seller.username, url: `${base}/profile/${gig.seller._id}` },
        offers: {
          '@type': 'Offer',
          url,
          price: gig.totalPrice.toFixed(2),
          priceCurrency: CURRENCY,
          availability: gig.status === 'available' ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price: gig.pricePerPage.toFixed(2),
            priceCurrency: CURRENCY,
            unitText: 'page',
          },
        },
        ...(gig.starNumber > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Math.round((gig.totalStars / gig.starNumber) * 10) / 10,
                ratingCount: gig.starNumber,
                bestRating: STARS_MAX,
                worstRating: STARS_MIN,
              },
            }
          : {}),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: SITE, item: `${base}/` },
          { '@type': 'ListItem', position: 2, name: category, item: `${base}/gigs?cat=${gig.cat}` },
          { '@type': 'ListItem', position: 3, name: gig.title, item: url },
        ],
      },
    ],
  };
}

/** /gig/{id}: the gig's own title, description, picture, price and rating; 404 when there is none. */
export async function gigPageHead(app: FastifyInstance, id: string, reads: PageReads): Promise<PageHead> {
  const base = app.config.publicUrl;
  let gig: Gig;
  try {
    gig = await reads.gig(id);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'GIG_NOT_FOUND') {
      return { status: 404, title: `Gig not found | ${SITE}`, description: DEFAULT_DESCRIPTION, noindex: true };
    }
    throw error;
  }
  return {
    status: 200,
    title: `${gig.title} | ${SITE}`,
    description: summary(`${gig.desc}`) || DEFAULT_DESCRIPTION,
    canonical: `/gig/${gig._id}`,
    ogType: 'product',
    ...(gig.cover ? { image: absolute(base, gig.cover), lcpImage: coverPreload(gig.cover, IMAGE_SIZES.gigPage) } : {}),
    meta: { 'product:price:amount': gig.totalPrice.toFixed(2), 'product:price:currency': CURRENCY },
    noindex: false,
    jsonLd: gigStructuredData(base, gig),
  };
}
