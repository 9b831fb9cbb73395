import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons.tsx';
import { problemText } from '../../../lib/problem-text.ts';
import { useLikeGig } from '../api/like-gig.ts';

/** docs/product.md#gig-page: a toggle per gig. Visitors are sent to sign in first and come back. */
export function LikeButton({ gig, viewer }: { gig: Pick<Gig, '_id' | 'liked' | 'likes'>; viewer: CurrentUser | null }) {
  const { t } = useTranslation('gig');
  const navigate = useNavigate();
  const location = useLocation();
  const like = useLikeGig(gig._id, viewer?._id ?? '');

  const toggle = () => {
    if (!viewer) {
      void navigate('/login', { state: { from: location, notice: 'likeGig' } });
      return;
    }
    like.mutate();
  };

  return (
    <div>
      <button
        type="button"
        onClick={toggle}
        disabled={like.isPending}
        aria-pressed={viewer ? gig.liked : undefined}
        className={
          'inline-flex h-10 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3.5 text-sm ' +
          'font-semibold text-slate-800 hover:border-slate-400 hover:bg-slate-50 disabled:cursor-wait ' +
          'aria-pressed:border-rose-300 aria-pressed:bg-rose-50 aria-pressed:text-rose-800'
        }
      >
        <HeartIcon className={`size-5 ${gig.liked ? 'fill-rose-500 text-rose-500' : 'text-slate-500'}`} />
        {gig.liked ? t('like.liked') : t('like.like')}
        <span className="font-normal text-slate-600" aria-hidden="true">
          {gig.likes}
        </span>
        <span className="sr-only">({t('like.count', { count: gig.likes })})</span>
      </button>
      {like.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problemText(t, like.error, t('like.failed'))}
        </p>
      ) : null}
    </div>
  );
}
