import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/form/field.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { DialogClose, DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { formatPrice } from '../../../lib/format.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useWithdraw } from '../api/payouts.ts';

/** Dollars with at most two decimals ("25", "25.5", "25,50"); undefined for anything else. */
export function parseDollars(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return undefined;
  const dollars = Number(value);
  return dollars > 0 ? dollars : undefined;
}

interface WithdrawDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  available: number;
  /** Called with the amount asked for once the payout exists. */
  onDone: (amount: number) => void;
}

/**
 * Withdraw (mounted while open): the amount, all that was available on opening. Left as it was, nothing is sent as the
 * amount, so the server takes all that is available. A refusal (no account, nothing available, below
 * the minimum, more than available) is said in the dialog and the typed amount stays.
 */
export function WithdrawDialog({ open, onOpenChange, available, onDone }: WithdrawDialogProps) {
  const { t, i18n } = useTranslation(['earnings', 'errors']);
  const [initial] = useState(() => available.toFixed(2));
  const [text, setText] = useState(initial);
  const [invalid, setInvalid] = useState(false);
  const withdraw = useWithdraw();
  const money = (dollars: number) => formatPrice(dollars, i18n.language);

  const close = (next: boolean) => {
    if (!withdraw.isPending) onOpenChange(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Left as it was, the server decides (all available, or why there is nothing to take).
    const all = text === initial;
    const amount = parseDollars(text);
    setInvalid(!all && amount === undefined);
    if (!all && amount === undefined) return;
    withdraw.mutate(all ? undefined : amount, {
      onSuccess: ({ payout }) => {
        onOpenChange(false);
        onDone(payout.amount);
      },
    });
  };
  const amount = parseDollars(text);

  return (
    <DialogShell
      open={open}
      onOpenChange={close}
      busy={withdraw.isPending}
      size="sm"
      closeLabel={t('earnings:withdraw.close')}
      title={t('earnings:withdraw.title')}
      description={t('earnings:withdraw.description', { amount: money(available) })}
    >
      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        {withdraw.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problemText(t, withdraw.error, t('earnings:withdraw.failed'))}
          </p>
        ) : null}
        <Field
          id="withdraw-amount"
          label={t('earnings:withdraw.amount')}
          error={invalid ? t('earnings:withdraw.invalidAmount') : undefined}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(event) => setText(event.target.value)}
              disabled={withdraw.isPending}
            />
          )}
        </Field>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <DialogClose className={buttonClasses('secondary', 'md')} disabled={withdraw.isPending}>
            {t('earnings:withdraw.cancel')}
          </DialogClose>
          <button
            type="submit"
            disabled={withdraw.isPending}
            className={buttonClasses('primary', 'md', 'disabled:cursor-wait')}
          >
            {withdraw.isPending
              ? t('earnings:withdraw.sending')
              : amount === undefined
                ? t('earnings:withdraw.submitPlain')
                : t('earnings:withdraw.submit', { amount: money(amount) })}
          </button>
        </div>
      </form>
    </DialogShell>
  );
}
