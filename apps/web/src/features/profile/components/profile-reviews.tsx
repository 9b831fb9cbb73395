import { EMPTY_REVIEW_COMMENT } from '@inkwell/domain/limits';
import type { GigReview, UserReview } from '@inkwell/domain/reviews/review.schema';
import type { Profile } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Rating } from '../../../components/rating.tsx';
import { useUserReviews } from '../../reviews/index.ts';
import { useSellerGigReviews } from '../api/get-seller-gig-reviews.ts';
import { formatDay } from '../profile-format.ts';
import { ProfileSection } from './profile-section.tsx';
import { ReviewStars } from './review-stars.tsx';

type Review = UserReview | GigReview;

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
  const reviews = pages.flatMap((page) => page.items);
  return (
    <ReviewsView
      loading={query.isPending}
      failed={query.isError}
      onRetry={() => void query.refetch()}
      reviews={reviews}
      average={first?.average ?? null}
      count={first?.count ?? 0}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onMore={() => void query.fetchNextPage()}
      fromSellers={!profile.isSeller}
    />
  );
}

interface ReviewsViewProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  reviews: Review[];
  average: number | null;
  count: number;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  fromSellers: boolean;
}

function ReviewsView({ loading, failed, onRetry, reviews, average, count, hasMore, loadingMore, onMore, fromSellers }: ReviewsViewProps) {
  const { t, i18n } = useTranslation('profile');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const summary =
    average !== null && count > 0 ? (
      <p className="flex items-center gap-2">
        <span aria-hidden="true">
          <Rating average={average} count={count} className="text-base" />
        </span>
        <span className="sr-only">
          {t('reviews.summary', { value: new Intl.NumberFormat(language, { minimumFractionDigits: 1 }).format(average), count })}
        </span>
      </p>
    ) : null;

  return (
    <ProfileSection id="reviews" title={t('sections.reviews')} aside={summary}>
      {loading ? (
        <p role="status" className="text-sm text-slate-600">
          {t('reviews.loading')}
        </p>
      ) : failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          <span>{t('reviews.error')}</span>
          <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
            {t('states.retry')}
          </button>
        </div>
      ) : reviews.length === 0 ? (
        <p className="text-sm text-slate-600">{t('reviews.none')}</p>
      ) : (
        <>
          <p className="-mt-2 mb-4 text-sm text-slate-600">{fromSellers ? t('reviews.fromSellers') : t('reviews.fromBuyers')}</p>
          <ul className="divide-y divide-slate-100">
            {reviews.map((review) => (
              <ReviewItem key={review._id} review={review} language={language} />
            ))}
          </ul>
          {hasMore ? (
            <button type="button" data-pdf-skip="" onClick={onMore} disabled={loadingMore} className={buttonClasses('secondary', 'md', 'mt-4')}>
              {loadingMore ? t('reviews.loadingMore') : t('reviews.more')}
            </button>
          ) : null}
        </>
      )}
    </ProfileSection>
  );
}

function ReviewItem({ review, language }: { review: Review; language: string }) {
  const { t } = useTranslation('profile');
  const reviewer = review.reviewer.fullName.trim() || review.reviewer.username;
  const comment = review.comment.trim();
  return (
    <li className="break-inside-avoid py-4 first:pt-0 last:pb-0">
      <article aria-label={t('reviews.by', { name: reviewer })} className="flex gap-3">
        <Avatar src={review.reviewer.img} className="size-10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link to={`/profile/${review.reviewer._id}`} className="font-semibold break-words text-slate-900 hover:text-accent-800 hover:underline">
              {reviewer}
            </Link>
            <ReviewStars stars={review.stars} />
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {formatDay(review.createdAt, language)}
            </time>
          </div>
          <p className="mt-0.5 text-sm break-words text-slate-600">
            {t('reviews.gig')}{' '}
            <Link to={`/gig/${review.gig._id}`} className="font-medium text-accent-700 hover:text-accent-800 hover:underline">
              {review.gig.title}
            </Link>
          </p>
          {comment && comment !== EMPTY_REVIEW_COMMENT ? (
            <blockquote className="mt-2 text-base leading-relaxed break-words whitespace-pre-line text-slate-700">{comment}</blockquote>
          ) : null}
        </div>
      </article>
    </li>
  );
}
