import { useTranslation } from 'react-i18next';

const STATES = [
  { key: 'available', badge: 'bg-slate-100 text-slate-800' },
  { key: 'inProgress', badge: 'bg-amber-100 text-amber-900' },
  { key: 'completed', badge: 'bg-emerald-100 text-emerald-900' },
] as const;

/** The three states a gig goes through, as the badges on gig cards show them. */
export function GigLifecycle() {
  const { t } = useTranslation('howItWorks');
  return (
    <section aria-labelledby="lifecycle-title" className="container-page py-16">
      <h2 id="lifecycle-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t('lifecycle.title')}
      </h2>
      <p className="mt-3 max-w-2xl text-slate-600">{t('lifecycle.intro')}</p>
      <ol className="mt-8 grid gap-4 md:grid-cols-3">
        {STATES.map(({ key, badge }, index) => (
          <li key={key} className="rounded-2xl border border-slate-200 bg-white p-6">
            <span className="text-sm font-medium text-slate-600">{t('lifecycle.stage', { number: index + 1 })}</span>
            <p className="mt-2">
              <span className={`inline-flex rounded-full px-3 py-1 text-sm font-semibold ${badge}`}>
                {t(`lifecycle.states.${key}.name`)}
              </span>
            </p>
            <p className="mt-3 text-sm leading-relaxed text-slate-600">{t(`lifecycle.states.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
