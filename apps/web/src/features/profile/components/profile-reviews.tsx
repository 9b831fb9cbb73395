import type { Profile } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { Rating } from '../../../components/rating.tsx';
import { ReviewList, useUserReviews, type Review } from '../../reviews/index.ts';
import { useSellerGigReviews } from '../api/get-seller-gig-reviews.ts';
import { ProfileSection } from './profile-section.tsx';

/**
 * The reviews the person received, read-only (docs/product.md#reviews): a buyer's
 * are the sellers' reviews of them on completed orders; a seller's are the buyers' reviews of their gigs.
 */
export function ProfileReviews({ profile }: { profile: Profile }) {
  const asBuyer = useUserReviews(profile._id, { enabled: !profile.isSeller });
  const asSeller = useSellerGigReviews(profile._id, { enabled: profile.isSeller });
  const query = profile.isSeller ? asSeller : asBuyer;
  const pages: { items: Review[]; average: number | null; count: number }[] = query.data?.pages ?? [];
  const first = pages[0];
  const average = first?.average ?? null;
  const count = first?.count ?? 0;
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const summary =
    average !== null && count > 0 ? (
      <p className="flex items-center gap-2">
        <span aria-hidden="true">
          <Rating average={average} count={count} className="text-base" />
        </span>
        <span className="sr-only">
          {t('reviews.summary', {
            value: new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(average),
            count,
          })}
        </span>
      </p>
    ) : null;

  return (
    <ProfileSection id="reviews" title={t('sections.reviews')} aside={summary}>
      <ReviewList
        loading={query.isPending}
        failed={query.isError}
        onRetry={() => void query.refetch()}
        reviews={pages.flatMap((page) => page.items)}
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        onMore={() => void query.fetchNextPage()}
        intro={profile.isSeller ? t('reviews.fromBuyers') : t('reviews.fromSellers')}
        showGig
      />
    </ProfileSection>
  );
}
