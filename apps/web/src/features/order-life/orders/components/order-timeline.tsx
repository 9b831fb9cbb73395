import type { OrderEvent } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '../../../../components/contact-masking.tsx';
import { formatDueInstant, formatPrice } from '../../../../lib/format.ts';

/**
 * Everything that happened to the order, oldest first, in words: who (the buyer, the seller, an
 * operator, Inkwell itself for timers and payments) did what, when, with the reason given and the
 * money it moved.
 */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  const { t, i18n } = useTranslation('orders');
  const at = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <section
      aria-labelledby="order-timeline"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="order-timeline" className="text-lg font-semibold text-slate-900">
        {t('timeline.title')}
      </h2>
      {events.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('timeline.empty')}</p>
      ) : (
        <ol className="mt-3 space-y-0">
          {events.map((event, index) => (
            <li key={`${event.at}-${index}`} className="relative border-l-2 border-slate-200 pb-4 pl-4 last:pb-0">
              <span
                aria-hidden="true"
                className="absolute top-1 -left-[7px] size-3 rounded-full border-2 border-white bg-accent-600"
              />
              <p className="text-sm font-medium text-slate-900">
                {t(`timeline.event.${event.type}`)}
                {event.amount !== null ? ` (${formatPrice(event.amount, i18n.language)})` : ''}
                {event.dueAt ? (
                  <>
                    {': '}
                    <time dateTime={event.dueAt}>{formatDueInstant(event.dueAt, i18n.language)}</time>
                  </>
                ) : null}
              </p>
              <p className="text-xs text-slate-600">
                {t(`timeline.actor.${event.actor}`)} · <time dateTime={event.at}>{at(event.at)}</time>
              </p>
              {event.note ? (
                <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-slate-700">
                  “<MaskedText text={event.note} />”
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
