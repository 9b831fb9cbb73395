import type { CategoryId } from '@inkwell/domain/categories';
import { CategoryIcon } from '../../../components/category-icon.tsx';

interface GigCoverProps {
  src: string;
  cat: CategoryId;
  /** Empty when the gig's title is written next to the picture. */
  alt?: string;
  className?: string;
  eager?: boolean;
}

/** A gig's cover, or the category's picture on a soft background when it has none. */
export function GigCover({ src, cat, alt = '', className = '', eager = false }: GigCoverProps) {
  if (!src) {
    return (
      <div className={`flex items-center justify-center bg-gradient-to-br from-accent-50 to-slate-100 text-accent-700 ${className}`}>
        <CategoryIcon id={cat} className="size-10" />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
