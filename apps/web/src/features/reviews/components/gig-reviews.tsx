import { useTranslation } from 'react-i18next';
import { Rating } from '../../../components/rating.tsx';
import { useGigReviews } from '../api/get-gig-reviews.ts';
import { ReviewList } from './review-list.tsx';

/**
 * A gig page's reviews (docs/product.md#gig-page): what buyers wrote after their completed orders,
 * newest first, a page at a time, under the average and the count.
 */
export function GigReviews({ gigId, reviewCount }: { gigId: string; reviewCount: number }) {
  const { t, i18n } = useTranslation('reviews');
  // A gig nobody has reviewed (its starNumber is 0) says so
  // without asking; a new review refreshes the gig, and so this.
  const query = useGigReviews(gigId, { enabled: reviewCount > 0 });
  const first = query.data?.pages[0];
  const average = first?.average ?? null;
  const count = first?.count ?? 0;
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <section aria-labelledby="gig-reviews-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gig-reviews-title" className="text-lg font-semibold text-slate-900">
          {t('gigReviews.title')}
        </h2>
        {average !== null && count > 0 ? (
          <p className="flex items-center gap-2">
            <span aria-hidden="true">
              <Rating average={average} count={count} />
            </span>
            <span className="sr-only">
              {t('gigReviews.summary', {
                value: new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(average),
                count,
              })}
            </span>
          </p>
        ) : null}
      </div>
      <div className="mt-4">
        <ReviewList
          loading={reviewCount > 0 && query.isPending}
          failed={query.isError}
          onRetry={() => void query.refetch()}
          reviews={query.data?.pages.flatMap((page) => page.items) ?? []}
          hasMore={query.hasNextPage}
          loadingMore={query.isFetchingNextPage}
          onMore={() => void query.fetchNextPage()}
        />
      </div>
    </section>
  );
}
