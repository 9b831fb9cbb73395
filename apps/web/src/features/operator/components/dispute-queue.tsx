import type { DisputeSummary } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPrice, truncate } from '../../../lib/format.ts';
import { useDisputes } from '../api/get-disputes.ts';
import { OperatorQueue } from './operator-queue.tsx';

const REASON_PREVIEW = 140;

function DisputeItem({
  dispute,
  chosen,
  onChoose,
}: {
  dispute: DisputeSummary;
  chosen: boolean;
  onChoose: (bidId: string) => void;
}) {
  const { t, i18n } = useTranslation('operator');
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(dispute.bidId)}
        aria-current={chosen ? 'true' : undefined}
        className={
          `w-full rounded-xl border p-4 text-start transition-colors ` +
          `hover:border-accent-300 hover:bg-accent-50/40 ` +
          `${chosen ? 'border-accent-600 bg-accent-50/60 ring-1 ring-accent-600' : 'border-slate-200 bg-white'}`
        }
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className="min-w-0 font-semibold break-words text-slate-900">{dispute.gigTitle}</span>
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
            {formatPrice(dispute.amount, i18n.language)}
          </span>
        </span>
        <span className="mt-1 block text-sm text-slate-700">
          {t('queue.parties', { buyer: dispute.buyerUsername, seller: dispute.sellerUsername })}
        </span>
        <span className="mt-1 block text-xs text-slate-600">
          {t(`queue.openedBy.${dispute.openedBy}`, { date: formatDay(dispute.at, i18n.language) })}
        </span>
        <span className="mt-2 block text-sm break-words text-slate-700">
          {truncate(dispute.reason, REASON_PREVIEW)}
        </span>
      </button>
    </li>
  );
}

/** The disputes waiting for a decision, the oldest first, a page at a time. */
export function DisputeQueue({
  viewerId,
  chosen,
  onChoose,
}: {
  viewerId: string;
  chosen: string | null;
  onChoose: (bidId: string) => void;
}) {
  const disputes = useDisputes(viewerId);
  return (
    <OperatorQueue id="dispute-queue-title" ns="operator" query={disputes} listClassName="space-y-3">
      {(dispute) => (
        <DisputeItem key={dispute.bidId} dispute={dispute} chosen={dispute.bidId === chosen} onChoose={onChoose} />
      )}
    </OperatorQueue>
  );
}
