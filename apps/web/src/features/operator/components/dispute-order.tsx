import type { Order } from '@inkwell/domain/orders/order.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '../../../components/contact-masking.tsx';
import { formatDueInstant, formatPrice } from '../../../lib/format.ts';
import { OriginalityEvidence } from '../../order-life/index.ts';
import { formatMoment } from '../operator-format.ts';
import { CaseOriginals } from './case-originals.tsx';
import { FileLinks } from './file-links.tsx';

/** The steps that move money; a bid's amount on its placing or approval is not money moved. */
const MONEY_EVENTS = new Set<string>([
  'pay',
  'accept',
  'cancel_paid',
  'resolve_release',
  'resolve_refund',
  'resolve_split',
]);

const card = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6';

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={card}>
      <h3 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-end font-medium text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A disputed order as the operator reads it: who, how much, where the
 * money is, the dispute, the brief, the deliveries and the timeline.
 */
export function DisputeOrder({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('operator');
  const { t: tc } = useTranslation();
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const at = (iso: string) => formatMoment(iso, i18n.language);
  // The due instant in the operator's own zone, the zone named.
  const due = (iso: string) => formatDueInstant(iso, i18n.language);
  const gigTitle = order.gig.deleted ? t('order.deletedGig', { title: order.gig.title }) : order.gig.title;

  return (
    <div className="space-y-4">
      <header className={card}>
        <h2 className="text-lg font-semibold break-words text-slate-900">{t('order.gig', { title: gigTitle })}</h2>
        <p className="mt-2">
          <span className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {t(`order.status.${order.status}`)}
          </span>
        </p>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          <Row label={t('order.buyer')} value={order.buyer.username} />
          <Row label={t('order.seller')} value={order.seller.username} />
          <Row label={t('order.amount')} value={money(order.amount)} />
          {order.dueAt ? (
            <Row
              label={t('order.due')}
              value={order.late ? `${due(order.dueAt)} · ${t('order.late')}` : due(order.dueAt)}
            />
          ) : null}
        </dl>
      </header>

      <Block id="dispute-money" title={t('order.money')}>
        <dl className="divide-y divide-slate-100 text-sm">
          <Row label={t('order.paid')} value={money(order.money.paid)} />
          <Row label={t('order.held')} value={money(order.money.held)} />
          <Row label={t('order.released')} value={money(order.money.released)} />
          <Row label={t('order.refunded')} value={money(order.money.refunded)} />
        </dl>
      </Block>

      {order.dispute ? (
        <Block id="dispute-reason" title={t('order.dispute')}>
          <p className="text-sm text-slate-600">
            {t(`order.openedBy.${order.dispute.openedBy}`, { date: at(order.dispute.at) })}
          </p>
          <blockquote
            className={
              'mt-2 border-s-4 border-amber-300 ps-3 text-sm leading-relaxed ' +
              'wrap-anywhere whitespace-pre-line text-slate-800'
            }
          >
            {order.dispute.reason}
          </blockquote>
          {order.dispute.resolvedAt ? (
            <p className="mt-3 text-sm text-slate-600">{t('order.decided', { date: at(order.dispute.resolvedAt) })}</p>
          ) : null}
        </Block>
      ) : null}

      <Block id="dispute-brief" title={t('order.brief')}>
        <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-slate-800">
          <MaskedText text={order.proposal} />
        </p>
        <CaseOriginals originalText={order.originalText ?? null} />
      </Block>

      <Block id="dispute-deliveries" title={t('order.deliveries')}>
        {order.deliveries.length === 0 ? (
          <p className="text-sm text-slate-600">{t('order.noDeliveries')}</p>
        ) : (
          <ol className="space-y-4">
            {order.deliveries.map((delivery, index) => (
              <li key={delivery._id} className="rounded-xl border border-slate-200 p-3 sm:p-4">
                <h4 className="text-sm font-semibold text-slate-900">
                  {t('order.delivery', { number: index + 1 })}{' '}
                  <span className="font-normal text-slate-600">· {at(delivery.at)}</span>
                </h4>
                <p className="mt-2 text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-slate-800">
                  <MaskedText text={delivery.message} />
                </p>
                <FileLinks files={delivery.files} label={t('order.files')} />
                <OriginalityEvidence originality={delivery.originality} headingLevel={5} />
              </li>
            ))}
          </ol>
        )}
      </Block>

      <Block id="dispute-timeline" title={t('order.timeline')}>
        <ol className="space-y-3 text-sm">
          {order.timeline.map((event, index) => (
            <li key={`${event.at}-${index}`} className="border-s-2 border-slate-200 ps-3">
              <p className="font-medium text-slate-900">
                {t(`events.actor.${event.actor}`)}: {t(`events.type.${event.type}`)}
                {event.amount !== null && MONEY_EVENTS.has(event.type) ? (
                  <span className="font-normal text-slate-700">
                    {' '}
                    · {t('events.amount', { amount: money(event.amount) })}
                  </span>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">{at(event.at)}</p>
              {event.note ? (
                <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-700">
                  <MaskedText text={event.note} />
                </p>
              ) : null}
              {event.originalNote !== undefined ? (
                <div className="mt-2 rounded-lg border border-amber-200 bg-amber-50 p-2.5">
                  <p className="text-xs font-semibold text-amber-900">{tc('contactMasking.original')}</p>
                  <p className="mt-1 wrap-anywhere whitespace-pre-line text-slate-800">{event.originalNote}</p>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      </Block>
    </div>
  );
}
