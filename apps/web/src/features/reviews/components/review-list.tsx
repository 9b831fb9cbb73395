import { EMPTY_REVIEW_COMMENT } from '@inkwell/domain/limits';
import type { GigReview, UserReview } from '@inkwell/domain/reviews/review.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatDay } from '../../../lib/format.ts';
import { ReviewStars } from './review-stars.tsx';
import { shownName } from '../../../lib/person-name.ts';

export type Review = UserReview | GigReview;

/** One page-by-page list of reviews as an infinite query gives it. */
export interface ReviewListProps {
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  reviews: Review[];
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  /** A sentence above the list saying whose words these are. */
  intro?: string;
  /** Name the gig of each review (a seller's profile lists the reviews of all their gigs). */
  showGig?: boolean;
}

/** Reviews, newest first, with loading, failure (and retry), empty, and "Show more reviews" states. */
export function ReviewList({
  loading,
  failed,
  onRetry,
  reviews,
  hasMore,
  loadingMore,
  onMore,
  intro,
  showGig = false,
}: ReviewListProps) {
  const { t } = useTranslation(['reviews', 'common']);
  if (loading) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('list.loading')}
      </p>
    );
  }
  if (failed) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        <span>{t('list.error')}</span>
        <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'sm')}>
          {t('common:actions.tryAgain')}
        </button>
      </div>
    );
  }
  if (reviews.length === 0) return <p className="text-sm text-slate-600">{t('list.none')}</p>;
  return (
    <>
      {intro ? <p className="-mt-2 mb-4 text-sm text-slate-600">{intro}</p> : null}
      <ul className="divide-y divide-slate-100">
        {reviews.map((review) => (
          <ReviewItem key={review._id} review={review} showGig={showGig} />
        ))}
      </ul>
      {hasMore ? (
        <button
          type="button"
          data-pdf-skip=""
          onClick={onMore}
          disabled={loadingMore}
          className={buttonClasses('secondary', 'md', 'mt-4')}
        >
          {loadingMore ? t('list.loadingMore') : t('list.more')}
        </button>
      ) : null}
    </>
  );
}

function ReviewItem({ review, showGig }: { review: Review; showGig: boolean }) {
  const { t, i18n } = useTranslation('reviews');
  const reviewer = shownName(t, review.reviewer.username, review.reviewer.fullName.trim() || review.reviewer.username);
  const comment = review.comment.trim();
  return (
    <li className="break-inside-avoid py-4 first:pt-0 last:pb-0">
      <article aria-label={t('list.by', { name: reviewer })} className="flex gap-3">
        <Avatar src={review.reviewer.img} className="size-10" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={`/profile/${review.reviewer._id}`}
              className="font-semibold break-words text-slate-900 hover:text-accent-800 hover:underline"
            >
              {reviewer}
            </Link>
            <ReviewStars stars={review.stars} />
            <time dateTime={review.createdAt} className="text-sm text-slate-600">
              {formatDay(review.createdAt, i18n.resolvedLanguage ?? i18n.language)}
            </time>
          </div>
          {showGig ? (
            <p className="mt-0.5 text-sm break-words text-slate-600">
              {t('list.gig')}{' '}
              <Link
                to={`/gig/${review.gig._id}`}
                className="font-medium text-accent-700 hover:text-accent-800 hover:underline"
              >
                {review.gig.title}
              </Link>
            </p>
          ) : null}
          {comment && comment !== EMPTY_REVIEW_COMMENT ? (
            <blockquote className="mt-2 text-base leading-relaxed break-words whitespace-pre-line text-slate-700">
              {comment}
            </blockquote>
          ) : null}
        </div>
      </article>
    </li>
  );
}
