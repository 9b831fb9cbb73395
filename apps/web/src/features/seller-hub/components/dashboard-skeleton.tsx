import { useTranslation } from 'react-i18next';
import { RecentBidsSkeleton } from './recent-bids.tsx';

const bar = 'rounded bg-slate-100 motion-safe:animate-pulse';

/** The four stat cards' outline. */
export function StatCardsSkeleton() {
  return (
    <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-4">
      {[0, 1, 2, 3].map((card) => (
        <li key={card} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
          <div className={`h-4 w-1/2 ${bar}`} />
          <div className={`h-8 w-2/3 ${bar}`} />
          <div className={`h-4 w-5/6 ${bar}`} />
        </li>
      ))}
    </ul>
  );
}

/** docs/product.md#seller-area: the overview's outline for the first 1.5 seconds (announced once as loading). */
export function DashboardSkeleton() {
  const { t } = useTranslation('sellerHub');
  return (
    <div className="space-y-8">
      <h1 className="sr-only">{t('dashboard.title')}</h1>
      <p role="status" className="sr-only">
        {t('dashboard.loading')}
      </p>
      <div aria-hidden="true" className="space-y-3">
        <div className={`h-4 w-24 ${bar}`} />
        <div className={`h-8 w-72 max-w-full ${bar}`} />
        <div className={`h-4 w-96 max-w-full ${bar}`} />
      </div>
      <StatCardsSkeleton />
      <ul aria-hidden="true" className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {[0, 1, 2, 3].map((action) => (
          <li key={action} className={`h-20 rounded-2xl ${bar}`} />
        ))}
      </ul>
      <div aria-hidden="true" className="rounded-2xl border border-slate-200 bg-white">
        <div className="border-b border-slate-200 px-5 py-4">
          <div className={`h-5 w-40 ${bar}`} />
        </div>
        <RecentBidsSkeleton />
      </div>
    </div>
  );
}
