import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { PageLoading } from '../../../components/page-loading.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { getMeQueryOptions } from '../../auth/index.ts';
import { GigCard } from '../../gigs/index.ts';
import { useLikedGigs } from '../api/get-liked-gigs.ts';

/** /liked: the gigs the signed-in person liked, most recently liked first, with "Show more". */
export function LikedPage() {
  const { t } = useTranslation('account');
  const location = useLocation();
  const me = useQuery(getMeQueryOptions());
  useDocumentTitle(t('liked.title'));
  if (!me.data && (me.isPending || me.isPlaceholderData)) return <PageLoading />;
  if (!me.data) return <Navigate to="/login" state={{ from: location }} replace />;
  return (
    <div className="container-page py-8 sm:py-10">
      <header className="pb-6">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('liked.title')}</h1>
        <p className="mt-1 text-slate-600">{t('liked.intro')}</p>
      </header>
      <LikedGigs viewerId={me.data._id} />
    </div>
  );
}

function LikedGigs({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('account');
  const liked = useLikedGigs(viewerId);
  if (liked.isPending) {
    return (
      <p role="status" className="text-slate-600">
        {t('liked.loading')}
      </p>
    );
  }
  if (liked.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50/60 px-6 py-12 text-center"
      >
        <h2 className="text-xl font-semibold text-slate-900">{t('liked.error')}</h2>
        <button type="button" onClick={() => void liked.refetch()} className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const gigs = liked.data.pages.flatMap((page) => page.items);
  if (gigs.length === 0) {
    return (
      <div
        className={
          'flex flex-col items-center rounded-2xl border ' + 'border-dashed border-slate-300 px-6 py-12 text-center'
        }
      >
        <h2 className="text-xl font-semibold text-slate-900">{t('liked.emptyTitle')}</h2>
        <p className="mt-2 max-w-md text-sm text-slate-600">{t('liked.emptyBody')}</p>
        <Link to="/gigs" className={buttonClasses('primary', 'md', 'mt-6')}>
          {t('liked.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      {/* The cards' titles are h3: the list has its heading for the outline. */}
      <h2 className="sr-only">{t('liked.listTitle')}</h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {gigs.map((gig, index) => (
          <li key={gig._id}>
            <GigCard gig={gig} priority={index === 0} />
          </li>
        ))}
      </ul>
      {liked.hasNextPage ? (
        <div className="mt-8 flex justify-center">
          <button
            type="button"
            disabled={liked.isFetchingNextPage}
            onClick={() => void liked.fetchNextPage()}
            className={buttonClasses('secondary', 'md')}
          >
            {liked.isFetchingNextPage ? t('liked.loadingMore') : t('liked.more')}
          </button>
        </div>
      ) : null}
    </>
  );
}
