import type { DisputeSummary } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatDay, formatPrice, truncate } from '../../../lib/format.ts';
import { useDisputes } from '../api/get-disputes.ts';

const REASON_PREVIEW = 140;

function DisputeItem({ dispute, chosen, onChoose }: { dispute: DisputeSummary; chosen: boolean; onChoose: (bidId: string) => void }) {
  const { t, i18n } = useTranslation('operator');
  return (
    <li>
      <button
        type="button"
        onClick={() => onChoose(dispute.bidId)}
        aria-current={chosen ? 'true' : undefined}
        className={`w-full rounded-xl border p-4 text-start transition-colors hover:border-accent-300 hover:bg-accent-50/40 ${
          chosen ? 'border-accent-600 bg-accent-50/60 ring-1 ring-accent-600' : 'border-slate-200 bg-white'
        }`}
      >
        <span className="flex items-baseline justify-between gap-3">
          <span className="min-w-0 font-semibold break-words text-slate-900">{dispute.gigTitle}</span>
          <span className="shrink-0 font-semibold text-slate-900 tabular-nums">{formatPrice(dispute.amount, i18n.language)}</span>
        </span>
        <span className="mt-1 block text-sm text-slate-700">{t('queue.parties', { buyer: dispute.buyerUsername, seller: dispute.sellerUsername })}</span>
        <span className="mt-1 block text-xs text-slate-600">{t(`queue.openedBy.${dispute.openedBy}`, { date: formatDay(dispute.at, i18n.language) })}</span>
        <span className="mt-2 block text-sm break-words text-slate-700">{truncate(dispute.reason, REASON_PREVIEW)}</span>
      </button>
    </li>
  );
}

/** The disputes waiting for a decision, the oldest first, a page at a time. */
export function DisputeQueue({ viewerId, chosen, onChoose }: { viewerId: string; chosen: string | null; onChoose: (bidId: string) => void }) {
  const { t } = useTranslation('operator');
  const disputes = useDisputes(viewerId);
  const items = disputes.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section aria-labelledby="dispute-queue-title" className="space-y-3">
      <h2 id="dispute-queue-title" className="text-lg font-semibold text-slate-900">
        {t('queue.title')}
      </h2>
      {disputes.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          {t('queue.loading')}
        </p>
      ) : disputes.isError && items.length === 0 ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{t('queue.error')}</p>
          <button type="button" onClick={() => void disputes.refetch()} className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {t('queue.retry')}
          </button>
        </div>
      ) : items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="font-semibold text-slate-900">{t('queue.empty')}</p>
          <p className="mt-1 text-sm text-slate-600">{t('queue.emptyBody')}</p>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {items.map((dispute) => (
              <DisputeItem key={dispute.bidId} dispute={dispute} chosen={dispute.bidId === chosen} onChoose={onChoose} />
            ))}
          </ul>
          {disputes.hasNextPage ? (
            <button
              type="button"
              onClick={() => void disputes.fetchNextPage()}
              disabled={disputes.isFetchingNextPage}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {disputes.isFetchingNextPage ? t('queue.loadingMore') : t('queue.more')}
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
