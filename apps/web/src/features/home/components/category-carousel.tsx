import { CATEGORIES } from '@inkwell/domain/categories';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CategoryIcon } from '../../../components/category-icon.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../../components/ui/icons.tsx';
import { usePrefersReducedMotion } from '../../../components/use-prefers-reduced-motion.ts';
import { SectionHeading } from './section-heading.tsx';

export const CAROUSEL_INTERVAL_MS = 5000;
/** Pixels of slack when deciding whether the track sits at one of its ends. */
const EDGE = 4;

const controlClasses =
  'inline-flex size-10 items-center justify-center rounded-full border ' +
  'border-slate-300 bg-white text-slate-700 hover:border-slate-400 hover:bg-slate-50';

/**
 * All ten categories in a scroll-snapping row. Previous/next move one card and wrap around at
 * either end; it also advances by itself unless paused, hovered, focused (controls included), or the system asks
 * for reduced motion (then nothing moves on its own and scrolling is instant).
 */
export function CategoryCarousel() {
  const { t } = useTranslation(['home', 'categories']);
  const trackRef = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const playing = !reducedMotion && !paused && !engaged;

  const move = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current;
      if (!track) return;
      const first = track.firstElementChild;
      const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
      const step = first ? first.getBoundingClientRect().width + gap : track.clientWidth;
      const max = track.scrollWidth - track.clientWidth;
      const at = track.scrollLeft;
      let left: number;
      if (direction === 1) left = at >= max - EDGE ? 0 : Math.min(at + step, max);
      else left = at <= EDGE ? max : Math.max(at - step, 0);
      track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => move(1), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing, move]);

  const controls = (
    <div className="flex items-center gap-2">
      {!reducedMotion && (
        <button
          type="button"
          className={controlClasses}
          onClick={() => setPaused((value) => !value)}
          aria-label={paused ? t('carousel.play') : t('carousel.pause')}
        >
          {paused ? <PlayIcon className="size-4" /> : <PauseIcon className="size-4" />}
        </button>
      )}
      <button type="button" className={controlClasses} onClick={() => move(-1)} aria-label={t('carousel.previous')}>
        <ChevronLeftIcon />
      </button>
      <button type="button" className={controlClasses} onClick={() => move(1)} aria-label={t('carousel.next')}>
        <ChevronRightIcon />
      </button>
    </div>
  );

  return (
    <section
      aria-labelledby="carousel-title"
      className="container-page py-16 sm:py-20"
      onMouseEnter={() => setEngaged(true)}
      onMouseLeave={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setEngaged(false);
      }}
    >
      <SectionHeading
        id="carousel-title"
        eyebrow={t('carousel.eyebrow')}
        title={t('carousel.title')}
        intro={t('carousel.intro')}
        aside={controls}
      />
      <ul
        ref={trackRef}
        aria-labelledby="carousel-title"
        className="no-scrollbar mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2"
      >
        {CATEGORIES.map((category) => (
          <li
            key={category.id}
            className="w-[82%] shrink-0 snap-start sm:w-[calc((100%-1rem)/2)] lg:w-[calc((100%-3rem)/4)]"
          >
            <Link
              to={`/gigs?cat=${category.id}`}
              className={
                'group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 ' +
                'transition-shadow hover:border-slate-300 hover:shadow-md focus-visible:-outline-offset-2'
              }
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-700 text-white">
                <CategoryIcon id={category.id} className="size-6" />
              </span>
              <span className="mt-5 text-lg font-semibold text-slate-900">{t(`categories:${category.id}`)}</span>
              <span className="mt-2 text-sm leading-relaxed text-slate-600">
                {t(`carousel.descriptions.${category.id}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
