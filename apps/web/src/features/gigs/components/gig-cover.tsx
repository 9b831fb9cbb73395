import type { CategoryId } from '@inkwell/domain/categories';
import { IMAGE_SIZES, imageSrcSet } from '@inkwell/domain/uploads/image-variants';
import { CategoryIcon } from '../../../components/category-icon.tsx';

/**
 * Where a cover is shown: its `sizes` and its box (width and height give the box's ratio before the picture arrives).
 */
const PLACES = {
  card: { sizes: IMAGE_SIZES.gigCard, width: 640, height: 400 },
  page: { sizes: IMAGE_SIZES.gigPage, width: 1280, height: 720 },
  thumbnail: { sizes: IMAGE_SIZES.thumbnail, width: 160, height: 100 },
} as const;

interface GigCoverProps {
  src: string;
  cat: CategoryId;
  /** Empty when the gig's title is written next to the picture. */
  alt?: string;
  className?: string;
  /** Which layout shows it: picks `sizes` and the box ratio. */
  place?: keyof typeof PLACES;
  /** The page's largest picture (its LCP): loaded at once, first. Others load when scrolled near. */
  priority?: boolean;
}

/** A gig's cover, in the width the screen needs, or the category's picture on a soft background when it has none. */
export function GigCover({ src, cat, alt = '', className = '', place = 'card', priority = false }: GigCoverProps) {
  if (!src) {
    return (
      <div
        className={
          `flex items-center justify-center bg-gradient-to-br ` +
          `from-accent-50 to-slate-100 text-accent-700 ${className}`
        }
      >
        <CategoryIcon id={cat} className="size-10" />
      </div>
    );
  }
  const { sizes, width, height } = PLACES[place];
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
