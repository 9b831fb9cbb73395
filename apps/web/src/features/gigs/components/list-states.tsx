import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';

/** Placeholder cards while the first page loads (announced once as loading). */
export function GigGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('gigs');
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('states.loading')}</span>
      <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
            <div className="aspect-[16/10] bg-slate-100 motion-safe:animate-pulse" />
            <div className="space-y-3 p-4">
              <div className="h-4 w-1/3 rounded bg-slate-100 motion-safe:animate-pulse" />
              <div className="h-4 w-5/6 rounded bg-slate-100 motion-safe:animate-pulse" />
              <div className="h-3 w-full rounded bg-slate-100 motion-safe:animate-pulse" />
              <div className="h-3 w-2/3 rounded bg-slate-100 motion-safe:animate-pulse" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** docs/product.md#user-facing-sentences: the list could not be loaded. */
export function GigListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('gigs');
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
    >
      <h2 className="text-xl font-semibold text-slate-900">{t('states.error')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{t('states.errorBody')}</p>
      <button type="button" onClick={onRetry} className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('states.retry')}
      </button>
    </div>
  );
}

/** docs/product.md#gig-list-and-search: no gig matches. */
export function GigListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('gigs');
  return (
    <div
      className={
        'flex flex-col items-center rounded-2xl border ' + 'border-dashed border-slate-300 px-6 py-12 text-center'
      }
    >
      <img src="/img/empty-state.svg" alt="" width="240" height="180" className="h-28 w-auto" />
      <h2 className="mt-6 text-xl font-semibold text-slate-900">{t('states.emptyTitle')}</h2>
      <p className="mt-2 max-w-md text-sm text-slate-600">{t('states.emptyBody')}</p>
      {filtered ? (
        <Link to="/gigs" className={buttonClasses('secondary', 'md', 'mt-6')}>
          {t('states.showAll')}
        </Link>
      ) : null}
    </div>
  );
}
