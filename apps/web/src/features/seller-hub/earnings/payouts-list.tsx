import type { PayoutDto } from '@inkwell/domain/payments/payout.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatDateTime, formatPrice } from '../../../lib/format.ts';
import { usePayouts } from '../api/payouts.ts';

const STATUS_CLASS: Record<PayoutDto['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-red-100 text-red-800',
};

/**
 * The seller's payouts, newest first: status, amount, date and a failed one's reason; "Load more" follows
 * the keyset cursor.
 */
export function PayoutsList({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useTranslation('earnings');
  const payouts = usePayouts(viewerId);
  if (payouts.isPending) return <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{t('payouts.loadingMore')}</p>;
  if (payouts.isError && !payouts.data)
    return (
      <p role="alert" className="px-4 py-6 text-sm text-red-800 sm:px-5">
        {t('payouts.loadFailed')}
      </p>
    );
  const items = payouts.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="px-4 py-6 text-sm text-slate-600 sm:px-5">{t('payouts.empty')}</p>;
  return (
    <>
      <ul className="divide-y divide-slate-200">
        {items.map((payout) => (
          <li key={payout._id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
            <span className="min-w-24 font-semibold text-slate-900 tabular-nums">
              {formatPrice(payout.amount, i18n.language)}
            </span>
            <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_CLASS[payout.status]}`}>
              {t(`payouts.status_${payout.status}`)}
            </span>
            <time dateTime={payout.createdAt} className="text-sm text-slate-600">
              {formatDateTime(payout.createdAt, i18n.language)}
            </time>
            {payout.failureReason ? (
              <p className="w-full text-sm text-red-800">
                {t('payouts.failureReason', { reason: payout.failureReason })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      {payouts.hasNextPage ? (
        <div className="border-t border-slate-200 px-4 py-3 sm:px-5">
          <button
            type="button"
            onClick={() => void payouts.fetchNextPage()}
            disabled={payouts.isFetchingNextPage}
            className={buttonClasses('secondary', 'sm')}
          >
            {payouts.isFetchingNextPage ? t('payouts.loadingMore') : t('payouts.loadMore')}
          </button>
        </div>
      ) : null}
    </>
  );
}
