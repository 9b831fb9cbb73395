import { useTranslation } from 'react-i18next';

/** The gig page's outline while it loads. */
export function GigPageSkeleton() {
  const { t } = useTranslation('gig');
  const bar = 'rounded bg-slate-100 motion-safe:animate-pulse';
  return (
    <div role="status" className="container-page py-8 sm:py-10">
      <span className="sr-only">{t('loading')}</span>
      <div
        aria-hidden="true"
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="space-y-5">
          <div className={`h-4 w-40 ${bar}`} />
          <div className={`h-8 w-3/4 ${bar}`} />
          <div className={`aspect-[16/9] w-full rounded-2xl ${bar}`} />
          <div className={`h-4 w-full ${bar}`} />
          <div className={`h-4 w-5/6 ${bar}`} />
        </div>
        <div className={`h-80 rounded-2xl ${bar}`} />
      </div>
    </div>
  );
}
