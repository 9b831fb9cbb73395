import { DASHBOARD_SKELETON_MS } from '@inkwell/domain/limits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ArrowRightIcon } from '../../../components/ui/icons.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useRecentBids } from '../../order-life/index.ts';
import { useSellerStats } from '../api/get-seller-stats.ts';
import { DashboardSidebar } from '../components/dashboard-sidebar.tsx';
import { DashboardSkeleton } from '../components/dashboard-skeleton.tsx';
import { QuickActions } from '../components/quick-actions.tsx';
import { RecentBids } from '../components/recent-bids.tsx';
import { SellerFigures } from '../components/seller-figures.tsx';
import { useElapsed } from '../use-elapsed.ts';

const sectionTitle = 'text-lg font-semibold text-slate-900';

/**
 * /seller/dashboard (docs/product.md#seller-area): the sidebar, then the overview — a welcome, the four
 * stat cards, four quick actions and the newest open bids — after a skeleton for the first 1.5 s.
 * The figures load during the skeleton, so real data usually shows as soon as it ends.
 */
export function SellerDashboardPage() {
  const { t } = useTranslation('sellerHub');
  useDocumentTitle(t('dashboard.title'));
  const user = useCurrentUser();
  const skeletonDone = useElapsed(DASHBOARD_SKELETON_MS);
  // Both requests start now, while the skeleton shows.
  useSellerStats();
  useRecentBids();
  if (!user) return null;

  return (
    <div className="container-page grid gap-6 py-6 sm:py-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <DashboardSidebar user={user} />

      <div className="min-w-0">
        {!skeletonDone ? (
          <DashboardSkeleton />
        ) : (
          <div className="space-y-8 motion-safe:animate-fade-in">
            <header>
              <p className="text-sm font-semibold text-accent-700">{t('dashboard.overview')}</p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
                {t('dashboard.welcome', { name: user.fullName || user.username })}
              </h1>
              <p className="mt-2 text-slate-600">{t('dashboard.intro')}</p>
            </header>

            <section aria-labelledby="seller-stats-title">
              <h2 id="seller-stats-title" className={`${sectionTitle} mb-4`}>
                {t('stats.title')}
              </h2>
              <SellerFigures />
            </section>

            <section aria-labelledby="seller-actions-title">
              <h2 id="seller-actions-title" className={`${sectionTitle} mb-4`}>
                {t('actions.title')}
              </h2>
              <QuickActions userId={user._id} />
            </section>

            <section
              aria-labelledby="seller-bids-title"
              className="rounded-2xl border border-slate-200 bg-white shadow-sm"
            >
              <div
                className={
                  'flex flex-wrap items-center justify-between ' + 'gap-3 border-b border-slate-200 px-4 py-4 sm:px-5'
                }
              >
                <div>
                  <h2 id="seller-bids-title" className={sectionTitle}>
                    {t('bids.title')}
                  </h2>
                  <p className="text-sm text-slate-600">{t('bids.intro')}</p>
                </div>
                <Link to="/seller/orders" className={buttonClasses('secondary', 'sm')}>
                  {t('bids.viewAll')}
                  <ArrowRightIcon className="size-4" />
                </Link>
              </div>
              <RecentBids />
            </section>
          </div>
        )}
      </div>
    </div>
  );
}
