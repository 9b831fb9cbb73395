import { useTranslation } from 'react-i18next';
import { numberFormat } from '../lib/format.ts';
import { StarIcon } from './ui/icons.tsx';

interface RatingProps {
  /** Average stars (1-5), or null when nobody has rated yet. */
  average: number | null;
  count: number;
  className?: string;
}

/** A star with the average and the number of ratings; one sentence for screen readers. */
export function Rating({ average, count, className = '' }: RatingProps) {
  const { t, i18n } = useTranslation('gigs');
  if (average === null || count === 0) {
    return <span className={`text-sm text-slate-600 ${className}`}>{t('rating.none')}</span>;
  }
  const value = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <span className={`inline-flex items-center gap-1 text-sm ${className}`}>
      <StarIcon className="size-4 text-amber-500" />
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {value}
      </span>
      <span aria-hidden="true" className="text-slate-600">
        ({count})
      </span>
      <span className="sr-only">{t('rating.label', { value, count })}</span>
    </span>
  );
}

/** The average of a gig's stars, or null when it has none. */
export function averageStars(totalStars: number, starNumber: number): number | null {
  return starNumber > 0 ? Math.round((totalStars / starNumber) * 10) / 10 : null;
}
