import type { Order } from '@inkwell/domain/orders/order.schema';
import { useTranslation } from 'react-i18next';
import { MaskedText } from '../../../../components/contact-masking.tsx';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { formatDay, formatPrice } from '../../../../lib/format.ts';

/**
 * What is open on the order besides the work: a cancellation request (by whom, why), a dispute (who
 * opened it, why, and the operator's decision once made), and the seller's reason for declining.
 * Told from the reader's side ("you asked", "the seller asks").
 */
export function OrderIssue({ order }: { order: Order }) {
  const { t, i18n } = useTranslation('orders');
  const who = (side: 'buyer' | 'seller') => (side === order.viewerRole ? 'you' : side);
  const { cancellation, dispute } = order;
  return (
    <>
      {order.status === 'declined' && order.declineReason ? (
        <FormAlert tone="info">
          {t('issue.declined')} “<MaskedText text={order.declineReason} />”
        </FormAlert>
      ) : null}
      {cancellation ? (
        <section
          aria-labelledby="order-cancellation"
          className="rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
        >
          <h2 id="order-cancellation" className="text-base font-semibold text-amber-950">
            {t(`issue.cancellation.${who(cancellation.requestedBy)}`)}
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            {t('issue.since', { day: formatDay(cancellation.at, i18n.language) })} {t('issue.refundNote')}
          </p>
          <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line text-amber-950">“{cancellation.reason}”</p>
        </section>
      ) : null}
      {dispute ? (
        <section aria-labelledby="order-dispute" className="rounded-2xl border border-red-300 bg-red-50 p-4 sm:p-5">
          <h2 id="order-dispute" className="text-base font-semibold text-red-950">
            {t(`issue.dispute.${who(dispute.openedBy)}`)}
          </h2>
          <p className="mt-1 text-sm text-red-950">
            {t('issue.since', { day: formatDay(dispute.at, i18n.language) })}{' '}
            {dispute.outcome
              ? t(`issue.outcome.${dispute.outcome}`, { amount: formatPrice(dispute.refundAmount ?? 0, i18n.language) })
              : t('issue.disputeWaiting')}
          </p>
          <p className="mt-2 text-sm wrap-anywhere whitespace-pre-line text-red-950">“{dispute.reason}”</p>
        </section>
      ) : null}
    </>
  );
}
