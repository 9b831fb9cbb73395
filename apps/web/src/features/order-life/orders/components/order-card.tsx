import type { Bid } from '@inkwell/domain/bids/bid.schema';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';
import { ArrowRightIcon, FileTextIcon } from '../../../../components/ui/icons.tsx';
import { formatDay, formatDueInstant, formatPrice } from '../../../../lib/format.ts';
import { orderPath } from '../../bidding/order-path.ts';
import { BidMessage } from './bid-message.tsx';
import { BriefSummary } from './brief-summary.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { PaymentStateLabel } from './payment-state.tsx';
import { YouEarn } from './you-earn.tsx';

interface OrderCardProps {
  bid: Bid;
  /** Who the order is with: the seller for a buyer, the bidder for a seller. */
  person: ReactNode;
  /** A sentence on what the state means for the reader. */
  hint: string;
  /** The reader's actions; they get the card's title as their context. */
  actions?: (titleId: string) => ReactNode;
  /** The reader wrote the proposal (the buyer's own orders). */
  ownProposal?: boolean;
  /** Show the bid's academic brief in short (the seller's lists). */
  showBrief?: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One order of /orders: the gig (cover and title, linking to the gig unless it was deleted), the
 * person, the status, amount, days, dates (due, and late), what the seller earns of it (their lists only), the brief
 * in short for the seller, the bid's message, the link to the order's page, then the reader's actions.
 */
export function OrderCard({ bid, person, hint, actions, ownProposal = false, showBrief = false }: OrderCardProps) {
  const { t, i18n } = useTranslation('orders');
  const titleId = useId();
  const day = (iso: string) => formatDay(iso, i18n.language);
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex gap-3 sm:gap-4">
        {bid.gig.cover ? (
          <img
            src={bid.gig.cover}
            alt=""
            loading="lazy"
            decoding="async"
            className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover sm:size-20"
          />
        ) : (
          <div
            className={
              'flex size-16 shrink-0 items-center justify-center rounded-lg ' +
              'bg-gradient-to-br from-accent-50 to-slate-100 text-accent-700 sm:size-20'
            }
          >
            <FileTextIcon className="size-7" />
          </div>
        )}
        <div className="min-w-0 flex-1">
          <div className="flex flex-col-reverse items-start gap-1.5 sm:flex-row sm:justify-between sm:gap-3">
            <h2 id={titleId} className="min-w-0 text-base leading-snug font-semibold wrap-anywhere text-slate-900">
              {bid.gig.deleted ? (
                <>
                  {bid.gig.title} <span className="text-sm font-normal text-slate-600">{t('card.deletedGig')}</span>
                </>
              ) : (
                <Link
                  to={`/gig/${bid.gigId}`}
                  className="rounded-sm text-slate-900 underline-offset-4 hover:text-accent-800 hover:underline"
                >
                  {bid.gig.title}
                </Link>
              )}
            </h2>
            <OrderStatusBadge status={bid.status} approvedAt={bid.approvedAt} />
          </div>
          <div className="mt-1.5 text-sm text-slate-700">{person}</div>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-4">
        <Fact label={t('card.amount')}>{formatPrice(bid.amount, i18n.language)}</Fact>
        <Fact label={t('card.days')}>{t('card.daysValue', { count: bid.days })}</Fact>
        <Fact label={t('card.placed')}>{day(bid.createdAt)}</Fact>
        {bid.completedAt ? (
          <Fact label={t('card.completed')}>{day(bid.completedAt)}</Fact>
        ) : bid.dueAt ? (
          <Fact label={t('card.due')}>
            <time dateTime={bid.dueAt}>{formatDueInstant(bid.dueAt, i18n.language)}</time>
            {bid.late ? (
              <span
                className={
                  'ml-2 rounded-full bg-red-50 px-2 py-0.5 text-xs ' +
                  'font-semibold text-red-800 ring-1 ring-red-300 ring-inset'
                }
              >
                {t('card.late')}
              </span>
            ) : null}
          </Fact>
        ) : bid.approvedAt ? (
          <Fact label={t('card.approved')}>{day(bid.approvedAt)}</Fact>
        ) : null}
      </dl>
      {bid.sellerEarnings ? <YouEarn earnings={bid.sellerEarnings} className="mt-3" /> : null}
      <PaymentStateLabel state={bid.paymentState} />

      {showBrief && bid.brief ? <BriefSummary brief={bid.brief} /> : null}
      <BidMessage message={bid.message} masked={bid.messageMasked} writer={ownProposal} />
      <p className="mt-4 text-sm text-slate-600">{hint}</p>
      <Link
        to={orderPath(bid._id)}
        aria-describedby={titleId}
        className={`mt-3 inline-flex items-center gap-1.5 text-sm ${linkClass}`}
      >
        {t('card.viewOrder')}
        <ArrowRightIcon className="size-4" />
      </Link>
      {actions ? actions(titleId) : null}
    </article>
  );
}
