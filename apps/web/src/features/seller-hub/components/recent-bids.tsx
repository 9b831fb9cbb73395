import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { useRecentBids } from '../../order-life/index.ts';
import { BriefSummary, YouEarn } from '../../order-life/index.ts';
import { SectionError, SectionLoading } from './section-states.tsx';

/** The open states a bid of GET /bids/owner/pending can be in, with their badge colours. */
const statusClasses: Partial<Record<Bid['status'], string>> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  approved: 'bg-sky-50 text-sky-800 ring-sky-200',
  in_progress: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};

function RecentBid({ bid }: { bid: Bid }) {
  const { t, i18n } = useTranslation('sellerHub');
  const name = bid.bidderProfile.fullName || bid.bidderUsername;
  const placed = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(bid.createdAt));
  return (
    <li className="flex items-start gap-3 px-4 py-4 sm:px-5">
      <Avatar src={bid.bidderProfile.img} className="size-10" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="min-w-0 font-semibold wrap-anywhere text-slate-900">
            {name}
            {name !== bid.bidderUsername ? (
              <span className="ml-1.5 text-sm font-normal text-slate-600">@{bid.bidderUsername}</span>
            ) : null}
          </p>
          <p className="shrink-0 font-semibold text-slate-900 tabular-nums">
            <span className="sr-only">{t('bids.amount')} </span>
            {formatPrice(bid.amount, i18n.language)}
          </p>
        </div>
        {bid.sellerEarnings ? <YouEarn earnings={bid.sellerEarnings} className="mt-0.5" /> : null}
        <p className="mt-0.5 text-sm wrap-anywhere text-slate-700">
          <span className="text-slate-600">{t('bids.gig')} </span>
          {bid.gig.deleted ? (
            <span>
              {bid.gig.title} <span className="text-slate-600">({t('bids.deletedGig')})</span>
            </span>
          ) : (
            <Link to={`/gig/${bid.gigId}`} className="font-medium text-accent-700 underline-offset-2 hover:underline">
              {bid.gig.title}
            </Link>
          )}
        </p>
        <div className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
          <span
            className={
              `rounded-full px-2 py-0.5 font-medium whitespace-nowrap ring-1 ` +
              `${statusClasses[bid.status] ?? 'bg-slate-50 text-slate-700 ring-slate-200'}`
            }
          >
            {t(`bids.status.${bid.status}`)}
          </span>
          <span>
            {t('bids.days', { count: bid.days })} · {t('bids.placed', { date: placed })}
          </span>
        </div>
        {bid.brief ? <BriefSummary brief={bid.brief} /> : null}
      </div>
    </li>
  );
}

/** Placeholder rows while the bids load after the dashboard's skeleton time. */
export function RecentBidsSkeleton() {
  const bar = 'rounded bg-slate-100 motion-safe:animate-pulse';
  return (
    <ul aria-hidden="true" className="divide-y divide-slate-200">
      {[0, 1, 2].map((row) => (
        <li key={row} className="flex items-center gap-3 px-4 py-4 sm:px-5">
          <div className={`size-10 rounded-full ${bar}`} />
          <div className="flex-1 space-y-2">
            <div className={`h-4 w-1/3 ${bar}`} />
            <div className={`h-3 w-2/3 ${bar}`} />
          </div>
          <div className={`h-5 w-16 ${bar}`} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The newest open bids on the seller's gigs (GET /bids/owner/pending?limit=5) with bidder, gig,
 * amount and what the seller earns of it, state and the brief in short; the orders screen manages them.
 */
export function RecentBids() {
  const { t } = useTranslation('sellerHub');
  const bids = useRecentBids();
  const items = bids.data?.items ?? [];

  if (bids.isPending) {
    return (
      <SectionLoading label={t('bids.loading')}>
        <RecentBidsSkeleton />
      </SectionLoading>
    );
  }
  if (bids.isError) {
    return (
      <SectionError
        title={t('bids.error')}
        body={t('bids.errorBody')}
        onRetry={() => void bids.refetch()}
        pending={bids.isFetching}
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="px-5 py-8 text-center">
        <p className="font-semibold text-slate-900">{t('bids.empty')}</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{t('bids.emptyBody')}</p>
      </div>
    );
  }
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((bid) => (
        <RecentBid key={bid._id} bid={bid} />
      ))}
    </ul>
  );
}
