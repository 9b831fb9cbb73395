import { useTranslation } from 'react-i18next';

/** The profile's outline while it loads (announced once as loading). */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  const bar = 'rounded bg-slate-100 motion-safe:animate-pulse';
  return (
    <div role="status" className="container-page py-8 sm:py-10">
      <span className="sr-only">{t('states.loading')}</span>
      <div aria-hidden="true" className="space-y-6">
        <div className="flex flex-col gap-6 rounded-2xl border border-slate-200 p-6 sm:flex-row sm:items-center sm:p-8">
          <div className="size-24 shrink-0 rounded-full bg-slate-100 motion-safe:animate-pulse sm:size-28" />
          <div className="flex-1 space-y-3">
            <div className={`h-7 w-56 max-w-full ${bar}`} />
            <div className={`h-4 w-32 ${bar}`} />
            <div className={`h-4 w-72 max-w-full ${bar}`} />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="space-y-6">
            {[0, 1].map((card) => (
              <div key={card} className="space-y-3 rounded-2xl border border-slate-200 p-6">
                <div className={`h-5 w-40 ${bar}`} />
                <div className={`h-4 w-full ${bar}`} />
                <div className={`h-4 w-11/12 ${bar}`} />
                <div className={`h-4 w-2/3 ${bar}`} />
              </div>
            ))}
          </div>
          <div className={`h-64 rounded-2xl ${bar}`} />
        </div>
      </div>
    </div>
  );
}
