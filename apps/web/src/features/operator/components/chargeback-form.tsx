import { CHARGEBACK_REASON_MAX, type Chargeback } from '@inkwell/domain/payments/chargeback.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatPrice } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useRecordChargeback } from '../api/record-chargeback.ts';

const ORDER_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** The order's id in what was pasted: the id itself, or an order page's address (/orders/{id}). */
export function orderIdIn(text: string): string | null {
  return ORDER_ID.exec(text.trim())?.[0].toLowerCase() ?? null;
}

/**
 * The demo gateway's card dispute: an operator names the order (its id or its page's address) and
 * the card network's reason; the answer says what it did, by where the order's money was.
 */
export function ChargebackForm({ viewerId }: { viewerId: string }) {
  const { t, i18n } = useTranslation(['finance', 'errors']);
  const record = useRecordChargeback(viewerId);
  const [order, setOrder] = useState('');
  const [reason, setReason] = useState('');
  const [orderProblem, setOrderProblem] = useState('');
  const [done, setDone] = useState('');
  const said = (chargeback: Chargeback) =>
    t('finance:record.done', {
      id: chargeback.bidId.slice(0, 8),
      what: t(`finance:record.stage.${chargeback.stage}`, {
        held: formatPrice(chargeback.held, i18n.language),
        amount: formatPrice(chargeback.amount, i18n.language),
      }),
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const bidId = orderIdIn(order);
    setOrderProblem(bidId ? '' : t('finance:record.orderInvalid'));
    if (!bidId || reason.trim() === '') return;
    record.mutate(
      { bidId, input: { reason: reason.trim() } },
      {
        onSuccess: (chargeback) => {
          setDone(said(chargeback));
          setOrder('');
          setReason('');
        },
      },
    );
  };
  return (
    <section
      aria-labelledby="record-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="record-title" className="text-lg font-semibold text-slate-900">
        {t('finance:record.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('finance:record.intro')}</p>
      <form noValidate onSubmit={submit} className="mt-4 space-y-4">
        <div>
          <label htmlFor="chargeback-order" className="block text-sm font-medium text-slate-800">
            {t('finance:record.order')}
          </label>
          <input
            id="chargeback-order"
            value={order}
            onChange={(event) => setOrder(event.target.value)}
            required
            aria-invalid={orderProblem ? true : undefined}
            aria-describedby={orderProblem ? 'chargeback-order-problem' : undefined}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          {orderProblem ? (
            <p id="chargeback-order-problem" className="mt-1 text-sm text-red-700">
              {orderProblem}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="chargeback-reason" className="block text-sm font-medium text-slate-800">
            {t('finance:record.reason')}
          </label>
          <input
            id="chargeback-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            maxLength={CHARGEBACK_REASON_MAX}
            aria-describedby="chargeback-reason-hint"
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <p id="chargeback-reason-hint" className="mt-1 text-xs text-slate-500">
            {t('finance:record.reasonHint')}
          </p>
        </div>
        <button
          type="submit"
          disabled={record.isPending || reason.trim() === ''}
          className={buttonClasses('primary', 'md')}
        >
          {record.isPending ? t('finance:record.pending') : t('finance:record.submit')}
        </button>
      </form>
      <p role="status" className="mt-3 text-sm font-medium text-emerald-800 empty:hidden">
        {done}
      </p>
      {record.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {problemText(t, record.error, t('finance:record.failed'))}
        </p>
      ) : null}
    </section>
  );
}
