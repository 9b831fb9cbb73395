import type { Order } from '@inkwell/domain/orders/order.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { formatDay, formatDueInstant, formatPrice } from '../../../../lib/format.ts';
import { durationUntil, relativeTime } from '../due-time.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import { shownName } from '../../../../lib/person-name.ts';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function Person({ label, person }: { label: string; person: Order['buyer'] }) {
  const { t } = useTranslation();
  return (
    <span className="flex items-center gap-2">
      <Avatar src={person.img} className="size-8" />
      <span className="min-w-0 wrap-anywhere">
        <span className="text-slate-600">{label}</span>{' '}
        <Link to={`/profile/${person._id}`} className={`font-semibold ${linkClass}`}>
          {shownName(t, person.username)}
        </Link>
      </span>
    </span>
  );
}

/**
 * The head of an order's page: the gig (linking to it unless deleted), its status, both people, and
 * the facts: amount, days, dates, the due date with its countdown (and "late"), the timers that will
 * act (pay by, completes by itself on) and the revisions left.
 */
export function OrderSummary({ order, now, titleId }: { order: Order; now: Date; titleId: string }) {
  const { t, i18n } = useTranslation('orders');
  const day = (iso: string) => formatDay(iso, i18n.language);
  const when = (iso: string) => relativeTime(iso, now, i18n.language);
  const paidOpen = order.status === 'in_progress' || order.status === 'delivered' || order.status === 'disputed';
  return (
    <header className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <div className="flex flex-col-reverse items-start gap-2 sm:flex-row sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600">{t('page.kicker')}</p>
          <h1 id={titleId} className="mt-1 text-2xl font-bold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
            {order.gig.deleted ? (
              <>
                {order.gig.title} <span className="text-base font-normal text-slate-600">{t('card.deletedGig')}</span>
              </>
            ) : (
              <Link
                to={`/gig/${order.gig._id}`}
                className="rounded-sm underline-offset-4 hover:text-accent-800 hover:underline"
              >
                {order.gig.title}
              </Link>
            )}
          </h1>
        </div>
        <OrderStatusBadge status={order.status} approvedAt={order.approvedAt} />
      </div>
      <div className="mt-4 flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
        <Person label={t('page.buyer')} person={order.buyer} />
        <Person label={t('page.seller')} person={order.seller} />
      </div>
      <dl className="mt-5 grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 pt-4 sm:grid-cols-4">
        <Fact label={t('card.amount')}>{formatPrice(order.amount, i18n.language)}</Fact>
        <Fact label={t('card.days')}>{t('card.daysValue', { count: order.days })}</Fact>
        <Fact label={t('card.placed')}>{day(order.createdAt)}</Fact>
        {order.paidAt ? (
          <Fact label={t('page.paid')}>{day(order.paidAt)}</Fact>
        ) : order.approvedAt ? (
          <Fact label={t('card.approved')}>{day(order.approvedAt)}</Fact>
        ) : null}
        {order.dueAt && paidOpen ? (
          <Fact label={t('card.due')}>
            <time dateTime={order.dueAt}>{formatDueInstant(order.dueAt, i18n.language)}</time>
            <span className={`block text-xs font-medium ${order.late ? 'text-red-700' : 'text-slate-600'}`}>
              {order.late
                ? t('page.lateBy', { duration: durationUntil(order.dueAt, now, i18n.language) })
                : t('page.dueInDuration', { duration: durationUntil(order.dueAt, now, i18n.language) })}
            </span>
            {order.late ? (
              <span
                className={
                  'mt-1 inline-block rounded-full bg-red-50 px-2 py-0.5 text-xs ' +
                  'font-semibold text-red-800 ring-1 ring-red-300 ring-inset'
                }
              >
                {t('card.late')}
              </span>
            ) : null}
          </Fact>
        ) : null}
        {order.completedAt ? <Fact label={t('card.completed')}>{day(order.completedAt)}</Fact> : null}
        {order.paidAt ? (
          <Fact label={t('page.revisions')}>
            {t('page.revisionsValue', { left: order.revisionsLeft, count: order.revisionsIncluded })}
          </Fact>
        ) : null}
      </dl>
      {order.payBy ? (
        <p className="mt-4 text-sm text-slate-700">
          {t('page.payBy', { day: day(order.payBy), when: when(order.payBy) })}
        </p>
      ) : null}
      {order.autoAcceptAt ? (
        <p className="mt-4 text-sm text-slate-700">
          {t('page.autoAccept', {
            day: formatDueInstant(order.autoAcceptAt, i18n.language),
            when: when(order.autoAcceptAt),
          })}
        </p>
      ) : null}
    </header>
  );
}
