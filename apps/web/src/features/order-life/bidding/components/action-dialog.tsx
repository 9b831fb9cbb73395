import { REASON_MAX, REASON_MIN } from '@inkwell/domain/orders/order.rules';
import { Reason } from '@inkwell/domain/orders/order.schema';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form/form-alert.tsx';
import { controlClass, controlState } from '../../../../components/form/styles.ts';
import { buttonClasses } from '../../../../components/ui/button.ts';
import { ButtonSpinner } from '../../../../components/ui/button-spinner.tsx';
import { DialogClose, DialogShell } from '../../../../components/ui/dialog-shell.tsx';

interface ActionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Asks for a reason (REASON_MIN to REASON_MAX characters) with this label; none when absent. */
  reasonLabel?: string;
  /** `danger` paints the confirm button red (something ends for good). */
  tone?: 'primary' | 'danger';
  pending: boolean;
  /** Why the last attempt failed, in the reader's language. */
  error: string | null;
  onConfirm: (reason: string) => void;
}

/**
 * The confirmation of one step of an order (withdraw, decline, cancel, accept, revision,
 * cancellation, dispute): titled and described, focus kept inside and given back, Escape and Cancel
 * close it unless the step is being sent. The reason lives outside the dialog's content, so what was
 * typed survives a failure and a close; it is checked with the server's own rule before sending.
 */
export function ActionDialog(props: ActionDialogProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    confirmLabel,
    pendingLabel,
    reasonLabel,
    tone = 'primary',
    pending,
    error,
    onConfirm,
  } = props;
  const { t } = useTranslation('orders');
  const id = useId();
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);

  const length = reason.trim().length;
  const invalid = reasonLabel !== undefined && !Reason.safeParse(reason).success;
  const reasonError =
    checked && invalid
      ? t(length < REASON_MIN ? 'reason.tooShort' : 'reason.tooLong', { min: REASON_MIN, max: REASON_MAX })
      : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (invalid) {
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    onConfirm(reason.trim());
  };

  return (
    <DialogShell open={open} onOpenChange={onOpenChange} busy={pending} title={title} description={description}>
      <form noValidate onSubmit={submit} aria-busy={pending} className="mt-5 space-y-4">
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        {reasonLabel !== undefined ? (
          <div className="space-y-1.5">
            <label htmlFor={`${id}-reason`} className="block text-sm font-medium text-slate-800">
              {reasonLabel}
            </label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              rows={4}
              maxLength={REASON_MAX}
              disabled={pending}
              onChange={(event) => setReason(event.target.value)}
              aria-invalid={reasonError !== null}
              aria-describedby={`${id}-hint${reasonError ? ` ${id}-error` : ''}`}
              className={`${controlClass} ${controlState(reasonError !== null)}`}
            />
            {reasonError ? (
              <p id={`${id}-error`} className="text-sm text-red-700">
                {reasonError}
              </p>
            ) : null}
            <p id={`${id}-hint`} className="text-sm text-slate-500">
              {t('reason.hint', { count: length, min: REASON_MIN, max: REASON_MAX })}
            </p>
          </div>
        ) : null}
        <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
          <DialogClose type="button" disabled={pending} className={buttonClasses('secondary', 'md')}>
            {t('dialog.back')}
          </DialogClose>
          <button
            type="submit"
            disabled={pending}
            className={buttonClasses(
              'primary',
              'md',
              `disabled:cursor-wait ` +
                `${tone === 'danger' ? 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700' : ''}`,
            )}
          >
            {pending ? <ButtonSpinner /> : null}
            {pending ? pendingLabel : confirmLabel}
          </button>
        </div>
        <p role="status" className="sr-only">
          {pending ? pendingLabel : ''}
        </p>
      </form>
    </DialogShell>
  );
}
