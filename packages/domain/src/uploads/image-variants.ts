import { OWN_UPLOAD_PATTERN, UPLOADS_PATH } from './upload.rules.ts';

/**
 * Narrower copies of an uploaded picture (WebP), made by the server on first request and kept:
 * /uploads/w{width}/{file}. The pages list them in srcset with the sizes below, and the server
 * preloads the same srcset and sizes for a page's LCP picture, so both pick the same file.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 480, 640, 960, 1280] as const;

export const isImageVariantWidth = (width: number): boolean =>
  (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);

/** /uploads/<id>.webp -> /uploads/w480/<id>.webp */
export const imageVariantUrl = (url: string, width: number): string =>
  `${UPLOADS_PATH}w${width}/${url.slice(UPLOADS_PATH.length)}`;

/** The srcset of a picture uploaded here (widths up to `maxWidth`), or undefined for any other address. */
export function imageSrcSet(url: string, maxWidth: number = IMAGE_VARIANT_WIDTHS.at(-1)!): string | undefined {
  if (!OWN_UPLOAD_PATTERN.test(url)) return undefined;
  return IMAGE_VARIANT_WIDTHS.filter((width) => width <= maxWidth)
    .map((width) => `${imageVariantUrl(url, width)} ${width}w`)
    .join(', ');
}

/** The `sizes` of each place a picture is shown, from the page layouts (Tailwind breakpoints). */
export const IMAGE_SIZES = {
  /** Gig cards: one column (16px margins), two from 640px, three from 1024px, four in the 1280px page from 1280px. */
  gigCard:
    '(min-width: 1280px) 289px, (min-width: 1024px) calc((100vw - 104px) ' +
    '/ 3), (min-width: 640px) calc((100vw - 68px) / 2), calc(100vw - 32px)',
  /** The gig page's cover: the main column beside the 22-24rem sidebar from 1024px. */
  gigPage: '(min-width: 1280px) 800px, (min-width: 1024px) calc(100vw - 448px), calc(100vw - 32px)',
  /** The gallery's thumbnails and the "my gigs" list picture. */
  thumbnail: '160px',
} as const;
