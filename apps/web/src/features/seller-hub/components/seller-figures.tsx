import { useTranslation } from 'react-i18next';
import { useSellerStats } from '../api/get-seller-stats.ts';
import { StatCardsSkeleton } from './dashboard-skeleton.tsx';
import { SectionError, SectionLoading } from './section-states.tsx';
import { StatCards } from './stat-cards.tsx';

/** The four stat cards from GET /gigs/stats, with their loading and error states. */
export function SellerFigures() {
  const { t } = useTranslation('sellerHub');
  const stats = useSellerStats();
  if (stats.isPending) {
    return (
      <SectionLoading label={t('stats.loading')}>
        <StatCardsSkeleton />
      </SectionLoading>
    );
  }
  if (stats.isError) {
    return (
      <SectionError
        title={t('stats.error')}
        body={t('stats.errorBody')}
        onRetry={() => void stats.refetch()}
        pending={stats.isFetching}
        className="rounded-2xl border border-red-200 bg-red-50/60"
      />
    );
  }
  return <StatCards stats={stats.data} />;
}
