import type { CategoryId } from '@inkwell/domain/categories';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GigCover } from './gig-cover.tsx';

interface GigGalleryProps {
  title: string;
  cat: CategoryId;
  cover: string;
  images: string[];
}

/** The cover and the extra images: one large picture and, when there are more, a row of thumbnails. */
export function GigGallery({ title, cat, cover, images }: GigGalleryProps) {
  const { t } = useTranslation('gig');
  const pictures = [...new Set([cover, ...images].filter(Boolean))];
  const [index, setIndex] = useState(0);
  const shown = pictures[index] ?? '';

  return (
    <div className="space-y-3">
      <GigCover
        src={shown}
        cat={cat}
        place="page"
        priority={index === 0}
        alt={
          pictures.length > 1
            ? t('gallery.imageAlt', { title, index: index + 1, count: pictures.length })
            : t('gallery.coverAlt', { title })
        }
        className="aspect-[16/9] w-full rounded-2xl border border-slate-200"
      />
      {pictures.length > 1 ? (
        <ul aria-label={t('gallery.label')} className="no-scrollbar flex gap-2 overflow-x-auto p-1">
          {pictures.map((src, position) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-pressed={position === index}
                aria-label={t('gallery.show', { index: position + 1, count: pictures.length })}
                className="block overflow-hidden rounded-lg ring-2 ring-transparent aria-pressed:ring-accent-600"
              >
                <GigCover src={src} cat={cat} place="thumbnail" className="h-16 w-24 sm:h-20 sm:w-32" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
