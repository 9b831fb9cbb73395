import type { DisputeOutcome } from '@inkwell/domain/orders/order.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ChevronLeftIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDisputedOrder } from '../api/get-disputed-order.ts';
import { DisputeConversation } from './dispute-conversation.tsx';
import { DisputeOrder } from './dispute-order.tsx';
import { ResolveForm } from './resolve-form.tsx';

/** One dispute: the order, the two people's conversation and, while it is open, the decision. */
export function DisputeDesk({ bidId, viewerId, onBack }: { bidId: string; viewerId: string; onBack: () => void }) {
  const { t } = useTranslation('operator');
  const order = useDisputedOrder(bidId, viewerId);
  const [decided, setDecided] = useState<DisputeOutcome | null>(null);

  const back = (
    <button type="button" onClick={onBack} className={buttonClasses('ghost', 'sm', 'lg:hidden')}>
      <ChevronLeftIcon className="size-4" />
      {t('order.back')}
    </button>
  );

  if (order.isPending) {
    return (
      <div className="space-y-3">
        {back}
        <p role="status" className="text-sm text-slate-600">
          {t('order.loading')}
        </p>
      </div>
    );
  }
  if (order.isError) {
    const gone = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 403);
    return (
      <div className="space-y-3">
        {back}
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p>{gone ? t('order.gone') : t('order.error')}</p>
          {gone ? null : (
            <button
              type="button"
              onClick={() => void order.refetch()}
              className={buttonClasses('secondary', 'sm', 'mt-3')}
            >
              {t('order.retry')}
            </button>
          )}
        </div>
      </div>
    );
  }

  return (
    <article aria-label={order.data.gig.title} className="space-y-4">
      {back}
      {decided ? <FormAlert tone="success">{t(`resolve.done.${decided}`)}</FormAlert> : null}
      <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="min-w-0 space-y-4">
          <DisputeOrder order={order.data} />
        </div>
        <div className="min-w-0 space-y-4">
          {order.data.status === 'disputed' ? (
            <ResolveForm order={order.data} viewerId={viewerId} onDecided={setDecided} />
          ) : null}
          <DisputeConversation order={order.data} viewerId={viewerId} />
        </div>
      </div>
    </article>
  );
}
