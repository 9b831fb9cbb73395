import type { OperatorFinance } from '@inkwell/domain/payments/chargeback.schema';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';

interface Figure {
  key: string;
  amount: number;
}

/** One labelled amount: its name, the amount in the reader's language, and what it counts. */
function FigureCard({ figure, label, hint, extra }: { figure: Figure; label: string; hint: string; extra?: string }) {
  const { i18n } = useTranslation();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p id={`finance-${figure.key}`} className="text-sm font-medium text-slate-600">
        {label}
      </p>
      <p aria-labelledby={`finance-${figure.key}`} className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
        {formatPrice(figure.amount, i18n.language)}
      </p>
      {extra ? <p className="mt-1 text-sm font-medium text-slate-700">{extra}</p> : null}
      <p className="mt-1 text-xs text-slate-500">{hint}</p>
    </li>
  );
}

/**
 * The ledger's sums as cards: escrow, the sellers' four balances and the fees; then the failed payouts
 * and the chargebacks (how many, what they hold of sellers' money, what they took from the platform).
 */
export function FinanceSums({ finance }: { finance: OperatorFinance }) {
  const { t, i18n } = useTranslation('finance');
  const money = [
    { key: 'escrow', amount: finance.escrow },
    { key: 'pending', amount: finance.sellers.pending },
    { key: 'available', amount: finance.sellers.available },
    { key: 'inFlight', amount: finance.sellers.inFlight },
    { key: 'paidOut', amount: finance.sellers.paidOut },
    { key: 'fees', amount: finance.fees },
  ];
  return (
    <div className="space-y-6">
      <section aria-labelledby="finance-money-title">
        <h2 id="finance-money-title" className="text-lg font-semibold text-slate-900">
          {t('sums.title')}
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
          {money.map((figure) => (
            <FigureCard
              key={figure.key}
              figure={figure}
              label={t(`sums.${figure.key}`)}
              hint={t(`sums.${figure.key}Hint`)}
            />
          ))}
        </ul>
      </section>
      <section aria-labelledby="finance-risks-title">
        <h2 id="finance-risks-title" className="text-lg font-semibold text-slate-900">
          {t('risks.title')}
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
          <FigureCard
            figure={{ key: 'failed', amount: finance.failedPayouts.amount }}
            label={t('risks.failed')}
            extra={t('risks.failedCount', { count: finance.failedPayouts.count })}
            hint={t('risks.failedHint')}
          />
          <FigureCard
            figure={{ key: 'held', amount: finance.chargebacks.held }}
            label={t('risks.held')}
            extra={t('risks.chargebackCount', {
              count: finance.chargebacks.count,
              formattedCount: new Intl.NumberFormat(i18n.language).format(finance.chargebacks.count),
            })}
            hint={t('risks.heldHint')}
          />
          <FigureCard
            figure={{ key: 'against', amount: finance.chargebacks.againstPlatform }}
            label={t('risks.against')}
            hint={t('risks.againstHint')}
          />
        </ul>
      </section>
    </div>
  );
}
