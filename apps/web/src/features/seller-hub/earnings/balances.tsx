import type { PayoutBalance } from '@inkwell/domain/payments/payout.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';

const KINDS = ['pending', 'available', 'inFlight', 'paidOut'] as const;

/** The four balances as cards, the fees taken so far and the next clearing (its date in the reader's time zone). */
export function Balances({ balance }: { balance: PayoutBalance }) {
  const { t, i18n } = useTranslation('earnings');
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  return (
    <div className="space-y-4">
      <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4">
        {KINDS.map((kind) => (
          <li key={kind} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <p id={`balance-${kind}`} className="text-sm font-medium text-slate-600">
              {t(`balances.${kind}`)}
            </p>
            <p aria-labelledby={`balance-${kind}`} className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {money(balance[kind])}
            </p>
            <p className="mt-1 text-xs text-slate-500">{t(`balances.${kind}Hint`)}</p>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        {balance.nextClearing
          ? t('balances.nextClearing', {
              amount: money(balance.nextClearing.amount),
              date: formatDateTime(balance.nextClearing.at, i18n.language),
            })
          : t('balances.nothingClearing')}
      </p>
      <p className="text-sm text-slate-600">{t('balances.fees', { amount: money(balance.feesTotal) })}</p>
    </div>
  );
}
