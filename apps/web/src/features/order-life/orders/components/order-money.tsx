import type { Order } from '@inkwell/domain/orders/order.schema';
import type { SellerEarnings } from '@inkwell/domain/payments/seller-earnings.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { DownloadIcon, ShieldCheckIcon } from '../../../../components/ui/icons.tsx';
import { formatPrice } from '../../../../lib/format.ts';
import { formatFeePercent } from './you-earn.tsx';

const PARTS = ['paid', 'held', 'released', 'refunded'] as const;

/** GET /api/orders/{bidId}/receipt: the order's receipt (PDF) for its buyer and its seller. */
export const receiptUrl = (bidId: string) => `/api/orders/${encodeURIComponent(bidId)}/receipt`;

/**
 * The seller's share: "Price $40 · Inkwell fee (10%) −$4 · You earn $36". Once the order settled,
 * the base is what was released to the seller (a split's released part, nothing after a refund).
 */
function SellerShare({ earnings, settled }: { earnings: SellerEarnings; settled: boolean }) {
  const { t, i18n } = useTranslation('orders');
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const base = earnings.youEarn + earnings.fee;
  const item = 'flex items-baseline gap-1.5';
  return (
    <div className="mt-4 rounded-lg border border-emerald-200 bg-emerald-50/60 px-3 py-2.5">
      <dl
        className={
          'flex flex-col gap-y-1 text-sm text-slate-700 ' + 'sm:flex-row sm:flex-wrap sm:items-baseline sm:gap-x-3'
        }
      >
        <div className={item}>
          <dt>{settled ? t('money.share.released') : t('money.share.price')}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{money(base)}</dd>
        </div>
        <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
          ·
        </span>
        <div className={item}>
          <dt>{t('money.share.fee', { percent: formatFeePercent(earnings.feePercent, i18n.language) })}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">−{money(earnings.fee)}</dd>
        </div>
        <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
          ·
        </span>
        <div className={item}>
          <dt className="font-semibold text-emerald-900">{t('money.share.youEarn')}</dt>
          <dd className="text-base font-bold text-emerald-900 tabular-nums">{money(earnings.youEarn)}</dd>
        </div>
      </dl>
      {earnings.rateFixed ? null : <p className="mt-1 text-xs text-slate-600">{t('money.share.rateNow')}</p>}
    </div>
  );
}

/**
 * The order's money from the ledger: paid, held in escrow, released to the seller, refunded to the
 * buyer; for the seller, the platform's fee and what they earn (the buyer sees the price alone);
 * once paid through Inkwell (the ledger has the payment; an order paid outside it has no receipt),
 * "Download receipt" for both.
 */
export function OrderMoney({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const { money } = order;
  const settled = money.paid > 0 && money.held === 0;
  return (
    <section
      aria-labelledby="order-money"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-money" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <ShieldCheckIcon className="size-5 text-accent-700" />
          {t('money.title')}
        </h2>
        {money.paid > 0 && order.viewerRole !== 'operator' ? (
          <a href={receiptUrl(order._id)} download className={buttonClasses('secondary', 'sm')}>
            <DownloadIcon className="size-4" />
            {t('money.receipt')}
          </a>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {PARTS.map((part) => (
          <div key={part} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-600">{t(`money.${part}`)}</dt>
            <dd className="mt-0.5 text-base font-semibold text-slate-900 tabular-nums">
              {formatPrice(money[part], i18n.language)}
            </dd>
          </div>
        ))}
      </dl>
      {order.sellerEarnings ? <SellerShare earnings={order.sellerEarnings} settled={settled} /> : null}
      <p className="mt-3 text-sm text-slate-600">
        {money.paid === 0 ? t('money.unpaid') : money.held > 0 ? t('money.heldNote') : t('money.settled')}
      </p>
    </section>
  );
}
