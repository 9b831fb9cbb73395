import type { Order } from '@inkwell/domain/orders/order.schema';
import { REASON_MIN } from '@inkwell/domain/orders/order.rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { controlClass, controlState } from '../../../../components/form/styles.ts';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { formatDueInstant, readerTimeZone } from '../../../../lib/format.ts';
import { problemText } from '../../../../lib/problem-text.ts';
import type { useOrderStep } from '../api/order-steps.ts';

type Step = ReturnType<typeof useOrderStep>;
const QUOTE = 'mt-2 border-l-4 border-slate-200 pl-3 text-sm wrap-anywhere whitespace-pre-line text-slate-700';
const EXTENSION_KINDS = ['extension', 'acceptExtension', 'declineExtension'];

/** A datetime-local value ("2026-12-04T09:00") for an instant, in the reader's time zone. */
function localValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * More time for the work on the order page: the seller asks for a new due instant (a date and hour
 * in their own time zone, named) with a reason; the buyer reads the request and accepts or declines
 * it; the seller sees their request waiting. Renders nothing when none of it applies.
 */
export function OrderExtension({ order, step, onDone }: { order: Order; step: Step; onDone: (text: string) => void }) {
  const { t, i18n } = useTranslation('orders');
  const id = useId();
  const [dueAt, setDueAt] = useState('');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const at = (iso: string) => formatDueInstant(iso, i18n.language);
  const can = (action: Order['actions'][number]) => order.actions.includes(action);
  const mine = EXTENSION_KINDS.includes(step.variables?.kind ?? '');
  const failure = mine && step.isError ? problemText(t, step.error, t('extension.failed')) : null;
  const extension = order.extension;

  if (extension && (can('accept_extension') || can('decline_extension'))) {
    const answer = (kind: 'acceptExtension' | 'declineExtension') =>
      step.mutate(
        { kind },
        {
          onSuccess: (next) =>
            onDone(
              kind === 'acceptExtension'
                ? t('extension.done.accepted', { when: at(next.dueAt ?? extension.dueAt) })
                : t('extension.done.declined'),
            ),
        },
      );
    return (
      <section aria-labelledby={`${id}-title`} className="mt-5 border-t border-accent-200 pt-5">
        <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
          {t('extension.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-800">
          {t('extension.asked', { name: order.seller.username, when: at(extension.dueAt) })}
        </p>
        <p className="mt-1 text-sm text-slate-600">{t('extension.was', { when: at(extension.previousDueAt) })}</p>
        <blockquote className={QUOTE}>{extension.reason}</blockquote>
        {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            type="button"
            disabled={step.isPending}
            onClick={() => answer('acceptExtension')}
            className={buttonClasses('primary', 'md')}
          >
            {t('extension.accept')}
          </button>
          <button
            type="button"
            disabled={step.isPending}
            onClick={() => answer('declineExtension')}
            className={buttonClasses('secondary', 'md')}
          >
            {t('extension.decline')}
          </button>
        </div>
      </section>
    );
  }

  if (extension && order.viewerRole === 'seller') {
    return (
      <p className="mt-5 border-t border-accent-200 pt-5 text-sm text-slate-700">
        {t('extension.waiting', { when: at(extension.dueAt) })}
      </p>
    );
  }

  if (!can('request_extension')) return null;
  const reasonError =
    checked && reason.trim().length < REASON_MIN ? t('extension.reasonShort', { min: REASON_MIN }) : null;
  const dueError = checked && !dueAt ? t('extension.dueMissing') : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!dueAt || reason.trim().length < REASON_MIN) return;
    // datetime-local is read in the reader's time zone; the server gets the instant in UTC.
    step.mutate(
      { kind: 'extension', dueAt: new Date(dueAt).toISOString(), reason },
      { onSuccess: () => onDone(t('extension.done.asked', { name: order.buyer.username })) },
    );
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-5 border-t border-accent-200 pt-5">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {t('extension.formTitle')}
      </h3>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t('extension.intro')}</p>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${id}-due`} className="block text-sm font-medium text-slate-800">
            {t('extension.newDue', { zone: readerTimeZone() })}
          </label>
          <input
            id={`${id}-due`}
            type="datetime-local"
            value={dueAt}
            min={localValue(new Date())}
            onChange={(event) => setDueAt(event.target.value)}
            aria-invalid={dueError !== null}
            aria-describedby={dueError ? `${id}-due-error` : undefined}
            className={`mt-1 ${controlClass} ${controlState(dueError !== null)} sm:max-w-xs`}
          />
          {dueError ? (
            <p id={`${id}-due-error`} className="mt-1 text-sm text-red-700">
              {dueError}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
            {t('extension.reason')}
          </label>
          <textarea
            id={`${id}-reason`}
            rows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={reasonError !== null}
            aria-describedby={reasonError ? `${id}-reason-error` : undefined}
            className={`mt-1 ${controlClass} ${controlState(reasonError !== null)}`}
          />
          {reasonError ? (
            <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
              {reasonError}
            </p>
          ) : null}
        </div>
        <div>
          <button type="submit" disabled={step.isPending} className={buttonClasses('secondary', 'md')}>
            {step.isPending && mine ? t('extension.sending') : t('extension.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
