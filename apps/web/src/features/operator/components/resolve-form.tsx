import { DISPUTE_OUTCOMES, type DisputeOutcome, type Order } from '@inkwell/domain/orders/order.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatPrice } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useResolveDispute } from '../api/resolve-dispute.ts';
import { splitRefundCents } from '../resolve-rules.ts';

interface Decision {
  outcome: DisputeOutcome;
  refundCents: number | null;
}

/**
 * The three outcomes of a dispute (release, refund, split with its refund), checked here as the
 * server checks them, then confirmed: a decision moves money and cannot be undone.
 */
export function ResolveForm({
  order,
  viewerId,
  onDecided,
}: {
  order: Order;
  viewerId: string;
  onDecided: (outcome: DisputeOutcome) => void;
}) {
  const { t, i18n } = useTranslation('operator');
  const resolve = useResolveDispute(order._id, viewerId);
  const [outcome, setOutcome] = useState<DisputeOutcome | null>(null);
  const [refundText, setRefundText] = useState('');
  const [outcomeError, setOutcomeError] = useState<string | undefined>();
  const [refundError, setRefundError] = useState<string | undefined>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const money = (dollars: number) => formatPrice(dollars, i18n.language);
  const paid = order.money.paid;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setOutcomeError(undefined);
    setRefundError(undefined);
    if (!outcome) {
      setOutcomeError(t('resolve.chooseOutcome'));
      document.getElementById(`resolve-${DISPUTE_OUTCOMES[0]}`)?.focus();
      return;
    }
    const refundCents = outcome === 'split' ? splitRefundCents(refundText, paid) : null;
    if (outcome === 'split' && refundCents === null) {
      setRefundError(t('resolve.refundInvalid', { amount: money(paid) }));
      document.getElementById('resolve-refund-amount')?.focus();
      return;
    }
    resolve.reset();
    setDecision({ outcome, refundCents });
  };

  const onConfirm = () => {
    if (!decision) return;
    const refundAmount = decision.refundCents === null ? undefined : centsToDollars(decision.refundCents);
    resolve.mutate(
      { outcome: decision.outcome, refundAmount },
      {
        onSuccess: () => {
          setDecision(null);
          onDecided(decision.outcome);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'DISPUTE_REFUND_INVALID') {
            setDecision(null);
            setRefundError(problemText(t, error, t('resolve.refundInvalid', { amount: money(paid) })));
          }
        },
      },
    );
  };

  const names = { buyer: order.buyer.username, seller: order.seller.username };
  const confirmText = !decision
    ? ''
    : decision.outcome === 'split' && decision.refundCents !== null
      ? t('resolve.confirm.split', {
          ...names,
          refund: money(centsToDollars(decision.refundCents)),
          rest: money(paid - centsToDollars(decision.refundCents)),
        })
      : t(`resolve.confirm.${decision.outcome}`, { ...names, amount: money(paid) });

  return (
    <section
      aria-labelledby="resolve-title"
      className="rounded-2xl border border-accent-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="resolve-title" className="text-lg font-semibold text-slate-900">
        {t('resolve.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{t('resolve.intro', { amount: money(paid) })}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        <fieldset aria-describedby={outcomeError ? 'resolve-outcome-error' : undefined}>
          <legend className="text-sm font-medium text-slate-800">{t('resolve.outcome')}</legend>
          <div className="mt-2 space-y-2">
            {DISPUTE_OUTCOMES.map((value) => (
              <label
                key={value}
                htmlFor={`resolve-${value}`}
                className={
                  `flex cursor-pointer items-start gap-3 rounded-xl border p-3 ` +
                  `${outcome === value ? 'border-accent-600 bg-accent-50/50' : 'border-slate-200'}`
                }
              >
                <input
                  id={`resolve-${value}`}
                  type="radio"
                  name="outcome"
                  value={value}
                  checked={outcome === value}
                  onChange={() => setOutcome(value)}
                  aria-describedby={`resolve-${value}-text`}
                  className="mt-0.5 size-4 shrink-0 accent-accent-700"
                />
                <span>
                  <span className="block text-sm font-semibold text-slate-900">{t(`resolve.${value}.label`)}</span>
                  <span id={`resolve-${value}-text`} className="block text-sm text-slate-600">
                    {t(`resolve.${value}.text`, { amount: money(paid) })}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {outcomeError ? (
            <p id="resolve-outcome-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {outcomeError}
            </p>
          ) : null}
        </fieldset>
        {outcome === 'split' ? (
          <Field
            id="resolve-refund-amount"
            label={t('resolve.refundAmount')}
            hint={t('resolve.refundHint', { amount: money(paid) })}
            error={refundError}
          >
            {(control) => (
              <input
                {...control}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={refundText}
                onChange={(event) => setRefundText(event.target.value)}
              />
            )}
          </Field>
        ) : null}
        <button type="submit" className={buttonClasses('primary', 'md', 'w-full sm:w-auto')}>
          {t('resolve.submit')}
        </button>
      </form>
      <ConfirmDialog
        open={decision !== null}
        onOpenChange={(open) => !open && setDecision(null)}
        title={t('resolve.confirm.title')}
        description={
          <>
            <p>{confirmText}</p>
            <p className="mt-2 font-medium text-slate-800">{t('resolve.confirm.final')}</p>
          </>
        }
        confirmLabel={t('resolve.confirm.confirm')}
        pendingLabel={t('resolve.confirm.pending')}
        cancelLabel={t('resolve.confirm.cancel')}
        onConfirm={onConfirm}
        pending={resolve.isPending}
        error={resolve.isError ? problemText(t, resolve.error, t('resolve.failed')) : null}
      />
    </section>
  );
}
