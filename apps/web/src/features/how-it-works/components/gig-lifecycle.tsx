import { GIG_STATUSES, type GigStatus } from '@inkwell/domain/gigs/gig.process';
import { useTranslation } from 'react-i18next';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';

const BADGES: Record<GigStatus, string> = {
  available: 'bg-slate-100 text-slate-800',
  in_progress: 'bg-amber-100 text-amber-900',
};

/**
 * The states a gig goes through (the domain's gig process, in its order), as the badges on gig
 * cards show them, and the way back: a gig is available again after each order.
 */
export function GigLifecycle() {
  const { t } = useTranslation('howItWorks');
  return (
    <section aria-labelledby="lifecycle-title" className="container-page py-16">
      <h2 id="lifecycle-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('lifecycle.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">{t('lifecycle.intro')}</p>
      <ol className="mt-8 grid gap-4 md:grid-cols-2">
        {GIG_STATUSES.map((key, index) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
            <span className="text-sm font-medium text-slate-600">{t('lifecycle.stage', { number: index + 1 })}</span>
            <p className="mt-2">
              <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${BADGES[key]}`}>
                {t(`lifecycle.states.${key}.name`)}
              </span>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(`lifecycle.states.${key}.text`)}</p>
          </li>
        ))}
      </ol>
      <p className="mt-4 flex items-center gap-2 text-sm font-medium text-accent-700">
        <ArrowRightIcon className="size-4 shrink-0 rotate-180" aria-hidden="true" />
        {t('lifecycle.again')}
      </p>
    </section>
  );
}
