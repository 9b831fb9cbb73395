import type { PaymentState } from '@inkwell/domain/payments/payment.schema';
import { useTranslation } from 'react-i18next';
import { CreditCardIcon } from '../../../../components/ui/icons.tsx';

const TONES: Record<Exclude<PaymentState, 'none'>, string> = {
  awaiting_payment: 'bg-amber-50 text-amber-900 ring-amber-200',
  in_escrow: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  released: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  paid_outside: 'bg-slate-50 text-slate-700 ring-slate-200',
  refunded: 'bg-slate-50 text-slate-700 ring-slate-200',
  split: 'bg-slate-50 text-slate-700 ring-slate-200',
};

/**
 * How an order is paid, from the server's ledger: awaiting payment, paid
 * and held, released, paid outside, refunded, or split by an operator.
 */
export function PaymentStateLabel({ state }: { state: PaymentState }) {
  const { t } = useTranslation('orders');
  if (state === 'none') return null;
  return (
    <p
      className={
        `mt-3 inline-flex items-center gap-1.5 rounded-full px-2.5 ` +
        `py-1 text-xs font-medium ring-1 ring-inset ${TONES[state]}`
      }
    >
      <CreditCardIcon className="size-3.5" />
      <span className="sr-only">{t('payment.label')} </span>
      {t(`payment.${state}`)}
    </p>
  );
}
