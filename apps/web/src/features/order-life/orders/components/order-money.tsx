import type { OrderMoney as Money } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { ShieldCheckIcon } from '../../../../components/ui/icons.tsx';
import { formatPrice } from '../../../../lib/format.ts';

const PARTS = ['paid', 'held', 'released', 'refunded'] as const;

/** The order's money from the ledger: paid, held in escrow, released to the seller, refunded to the buyer. */
export function OrderMoney({ money }: { money: Money }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <section
      aria-labelledby="order-money"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id="order-money" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldCheckIcon className="size-5 text-accent-700" />
        {t('money.title')}
      </h2>
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
      <p className="mt-3 text-sm text-slate-600">
        {money.paid === 0 ? t('money.unpaid') : money.held > 0 ? t('money.heldNote') : t('money.settled')}
      </p>
    </section>
  );
}
