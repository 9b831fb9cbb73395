import type { BidStatus } from '@inkwell/domain/bids/bid.process';
import { useTranslation } from 'react-i18next';

const TONES: Record<BidStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-300',
  approved: 'bg-sky-50 text-sky-800 ring-sky-300',
  in_progress: 'bg-indigo-50 text-indigo-800 ring-indigo-300',
  delivered: 'bg-violet-50 text-violet-800 ring-violet-300',
  completed: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  cancelled: 'bg-slate-100 text-slate-700 ring-slate-300',
  withdrawn: 'bg-slate-100 text-slate-700 ring-slate-300',
  declined: 'bg-slate-100 text-slate-700 ring-slate-300',
  disputed: 'bg-red-50 text-red-800 ring-red-300',
  refunded: 'bg-slate-100 text-slate-700 ring-slate-300',
};

/**
 * The order labels of docs/product.md#order-life for every state of the bid process; a cancelled bid
 * that was never approved reads "Not selected" (`approvedAt` null), an approved one "Cancelled".
 */
export function OrderStatusBadge({ status, approvedAt = null }: { status: BidStatus; approvedAt?: string | null }) {
  const { t } = useTranslation('orders');
  const label = status === 'cancelled' && approvedAt === null ? 'notSelected' : status;
  return (
    <span
      className={
        `inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs ` +
        `font-semibold whitespace-nowrap ring-1 ring-inset ${TONES[status]}`
      }
    >
      <span className="sr-only">{t('status.label')} </span>
      {t(`status.${label}`)}
    </span>
  );
}
