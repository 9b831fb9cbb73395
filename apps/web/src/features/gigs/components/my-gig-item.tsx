import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.ts';
import { HeartIcon, PenIcon, TrashIcon } from '../../../components/ui/icons.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useGigBidCount } from '../../order-life/index.ts';
import { GigCover } from './gig-cover.tsx';
import { StatusBadge } from './status-badge.tsx';

/** One of the seller's gigs: status, bids, likes, price, with Edit and Delete. */
export function MyGigItem({ gig, onDelete }: { gig: Gig; onDelete: (gig: Gig) => void }) {
  const { t, i18n } = useTranslation(['myGigs', 'categories']);
  const bids = useGigBidCount(gig._id);
  return (
    <article
      className={
        'flex flex-col gap-4 rounded-2xl border border-slate-200 ' + 'bg-white p-4 sm:flex-row sm:items-center'
      }
    >
      <div className="flex min-w-0 flex-1 gap-4">
        <GigCover
          src={gig.cover}
          cat={gig.cat}
          place="thumbnail"
          className="aspect-[16/10] w-24 shrink-0 self-start rounded-lg sm:w-40 sm:rounded-xl"
        />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={gig.status} showAvailable />
            <span className="text-xs font-medium text-slate-600">{t(`categories:${gig.cat}`)}</span>
          </div>
          <h2 className="text-base leading-snug font-semibold text-slate-900">
            <Link to={`/gig/${gig._id}`} className="hover:text-accent-800 hover:underline">
              {gig.title}
            </Link>
          </h2>
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
            <div className="flex gap-1">
              <dt className="text-slate-600">{t('price')}</dt>
              <dd className="font-semibold text-slate-900">{formatPrice(gig.totalPrice, i18n.language)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-slate-600">{t('bids')}</dt>
              <dd className="font-semibold text-slate-900">{bids.isPending ? '…' : bids.data}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt>
                <HeartIcon className="size-4 text-slate-500" />
                <span className="sr-only">{t('likes')}</span>
              </dt>
              <dd className="font-semibold text-slate-900">{gig.likes}</dd>
            </div>
          </dl>
        </div>
      </div>
      <div className="flex gap-2 sm:flex-col lg:flex-row">
        <Link to={`/seller/add?edit=${gig._id}`} className={buttonClasses('secondary', 'sm', 'flex-1')}>
          <PenIcon className="size-4" />
          {t('edit')}
          <span className="sr-only">: {gig.title}</span>
        </Link>
        <button
          type="button"
          onClick={() => onDelete(gig)}
          className={buttonClasses('secondary', 'sm', 'flex-1 text-red-700 hover:border-red-300 hover:bg-red-50')}
        >
          <TrashIcon className="size-4" />
          {t('delete')}
          <span className="sr-only">: {gig.title}</span>
        </button>
      </div>
    </article>
  );
}
