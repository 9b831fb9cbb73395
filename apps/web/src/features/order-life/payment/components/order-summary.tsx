import type { PaymentIntentResult } from '@inkwell/domain/payments/payment.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../../components/form/styles.ts';
import { FileTextIcon, ShieldCheckIcon } from '../../../../components/ui/icons.tsx';
import { formatPrice } from '../../../../lib/format.ts';

/** What is being paid on /pay/{bidId}: the gig, the seller and the amount in USD, held until completion. */
export function OrderSummary({ intent }: { intent: PaymentIntentResult }) {
  const { t, i18n } = useTranslation('payments');
  const { order } = intent;
  const amount = formatPrice(intent.amount, i18n.language);
  return (
    <section
      aria-labelledby="order-summary-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xs sm:p-6"
    >
      <h2 id="order-summary-title" className="text-lg font-semibold text-slate-900">
        {t('pay.summary.title')}
      </h2>
      <div className="mt-4 flex gap-3">
        {order.gigCover ? (
          <img src={order.gigCover} alt="" className="size-16 shrink-0 rounded-lg bg-slate-100 object-cover" />
        ) : (
          <div
            className={
              'flex size-16 shrink-0 items-center justify-center rounded-lg ' +
              'bg-gradient-to-br from-accent-50 to-slate-100 text-accent-700'
            }
          >
            <FileTextIcon className="size-7" />
          </div>
        )}
        <dl className="min-w-0 space-y-1 text-sm">
          <div>
            <dt className="sr-only">{t('pay.summary.gig')}</dt>
            <dd className="font-semibold wrap-anywhere text-slate-900">
              <Link to={`/gig/${order.gigId}`} className={linkClass}>
                {order.gigTitle}
              </Link>
            </dd>
          </div>
          <div className="flex gap-1.5 text-slate-700">
            <dt>{t('pay.summary.seller')}</dt>
            <dd>
              <Link to={`/profile/${order.sellerId}`} className={linkClass}>
                {order.sellerUsername}
              </Link>
            </dd>
          </div>
        </dl>
      </div>
      <dl className="mt-5 flex items-baseline justify-between border-t border-slate-100 pt-4">
        <dt className="text-sm font-medium text-slate-700">{t('pay.summary.total')}</dt>
        <dd className="text-2xl font-bold text-slate-900 tabular-nums">{amount}</dd>
      </dl>
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-600">
        <ShieldCheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700" />
        {t('pay.summary.escrow')}
      </p>
    </section>
  );
}
