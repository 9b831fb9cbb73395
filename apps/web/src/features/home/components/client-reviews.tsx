import { STARS_MAX } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

/** Three clients in their own words. Names are written the same in every language. */
const REVIEWS = [
  { key: 'amara', name: 'Amara Okafor', stars: 5 },
  { key: 'daniel', name: 'Daniel Weber', stars: 5 },
  { key: 'lucia', name: 'Lucía Fernández', stars: 5 },
] as const;

function initials(name: string): string {
  return name
    .split(' ')
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2);
}

export function ClientReviews() {
  const { t } = useTranslation('home');
  return (
    <section aria-labelledby="reviews-title" className="bg-slate-50 py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="reviews-title" eyebrow={t('reviews.eyebrow')} title={t('reviews.title')} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {REVIEWS.map(({ key, name, stars }) => (
            <li key={key}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <div
                  className="flex gap-0.5 text-amber-500"
                  role="img"
                  aria-label={t('reviews.rating', { stars, max: STARS_MAX })}
                >
                  {Array.from({ length: stars }, (_, index) => (
                    <StarIcon key={index} className="size-4" />
                  ))}
                </div>
                <blockquote className="mt-4 flex-1 text-base leading-relaxed text-slate-700">
                  <p>
                    <q>{t(`reviews.items.${key}.quote`)}</q>
                  </p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={
                      'inline-flex size-10 items-center justify-center rounded-full ' +
                      'bg-accent-100 text-sm font-semibold text-accent-800'
                    }
                  >
                    {initials(name)}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{name}</span>
                    <span className="block text-sm text-slate-600">{t(`reviews.items.${key}.role`)}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
