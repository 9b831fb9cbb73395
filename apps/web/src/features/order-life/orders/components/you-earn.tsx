import type { SellerEarnings } from '@inkwell/domain/payments/seller-earnings.schema';
import { useTranslation } from 'react-i18next';
import { formatPrice, numberFormat } from '../../../../lib/format.ts';

/** A fee rate as the reader's language writes a percentage, fractions kept: 10%, 12,5 %. */
export function formatFeePercent(percent: number, locale: string): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100);
}

/** "after the 10% Inkwell fee", or "no Inkwell fee" when the order has none. */
export function useFeeNote(earnings: SellerEarnings): string {
  const { t, i18n } = useTranslation('orders');
  return earnings.feePercent === 0
    ? t('youEarn.noFee')
    : t('youEarn.afterFee', { percent: formatFeePercent(earnings.feePercent, i18n.language) });
}

/**
 * "You earn $36" beside an amount that is the seller's (the bid lists, the Seller Hub's recent bids),
 * with the fee it is after. The numbers are the server's (`sellerEarnings`, in the seller's answers only).
 */
export function YouEarn({ earnings, className = '' }: { earnings: SellerEarnings; className?: string }) {
  const { t, i18n } = useTranslation('orders');
  const note = useFeeNote(earnings);
  return (
    <p className={`text-sm text-slate-700 ${className}`}>
      <span className="font-semibold text-emerald-800 tabular-nums">
        {t('youEarn.amount', { amount: formatPrice(earnings.youEarn, i18n.language) })}
      </span>{' '}
      <span className="text-slate-600">{note}</span>
    </p>
  );
}
