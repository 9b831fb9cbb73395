import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { useTranslation } from 'react-i18next';

const TONES: Record<BidStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-300',
  approved: 'bg-sky-50 text-sky-800 ring-sky-300',
  in_progress: 'bg-indigo-50 text-indigo-800 ring-indigo-300',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/**
 * The order labels of docs/product.md#order-life for every state: awaiting approval, approved - start working, in
 * progress, complete, and not selected for a cancelled bid.
 */
export function OrderStatusBadge({ status }: { status: BidStatus }) {
  const { t } = useTranslation('orders');
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[status]}`}>
      <span className="sr-only">{t('status.label')} </span>
      {t(`status.${status}`)}
    </span>
  );
}
