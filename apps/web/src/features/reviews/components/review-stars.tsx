import { STARS_MAX } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { StarIcon } from '../../../components/ui/icons.tsx';

/** One review's stars, filled up to its rating; one sentence for screen readers. */
export function ReviewStars({ stars }: { stars: number }) {
  const { t } = useTranslation('reviews');
  return (
    <span role="img" aria-label={t('list.stars', { stars, max: STARS_MAX })} className="inline-flex gap-0.5">
      {Array.from({ length: STARS_MAX }, (_, index) => (
        <StarIcon key={index} className={`size-4 ${index < stars ? 'text-amber-500' : 'text-slate-300'}`} />
      ))}
    </span>
  );
}
