import {
  REPORT_DETAILS_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
} from '@inkwell/domain/integrity/integrity.constants';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../components/form/styles.ts';
import { ButtonSpinner } from '../../../components/ui/button-spinner.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { DialogClose, DialogShell } from '../../../components/ui/dialog-shell.tsx';
import { FlagIcon } from '../../../components/ui/icons.tsx';
import { problemText } from '../../../lib/problem-text.ts';
import { useCurrentUser } from '../../auth/index.ts';
import { useReportItem } from '../api/report-item.ts';

interface ReportButtonProps {
  targetType: ReportTarget;
  targetId: string;
  /** Who the item belongs to: they see no button (one cannot report oneself). */
  ownerId: string;
  /** A small link-like button (in a chat bubble) rather than a secondary button. */
  compact?: boolean;
  /**
   * Said after the button's label to screen readers, where many buttons share it (the sender and time of a message).
   */
  context?: string;
}

/**
 * "Report" on a gig, a profile or a message: a dialog with the reason (required) and
 * details (optional, up to 2000 characters) sent to the operators' queue. Only signed-in people who
 * do not own the item see it.
 */
export function ReportButton({ targetType, targetId, ownerId, compact = false, context }: ReportButtonProps) {
  const { t } = useTranslation('reports');
  const { t: tErrors } = useTranslation('errors');
  const viewer = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [sent, setSent] = useState(false);
  const report = useReportItem();
  const id = useId();

  if (!viewer || viewer._id === ownerId) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      document.getElementById(`${id}-reason-${REPORT_REASONS[0]}`)?.focus();
      return;
    }
    report.mutate(
      { targetType, targetId, reason, details },
      {
        onSuccess: () => {
          setSent(true);
          setOpen(false);
        },
      },
    );
  };

  const change = (next: boolean) => {
    if (report.isPending) return;
    setOpen(next);
    if (next) {
      report.reset();
      setMissingReason(false);
    }
  };

  return (
    <>
      {sent ? (
        <p role="status" className="text-sm text-emerald-800">
          {t('dialog.sent')}
        </p>
      ) : (
        <button
          type="button"
          onClick={() => change(true)}
          className={
            compact
              ? 'inline-flex items-center gap-1 rounded-sm text-xs font-medium text-slate-600 underline-offset-2 ' +
                'hover:text-red-700 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600'
              : buttonClasses('ghost', 'sm', 'text-slate-700 hover:text-red-700')
          }
        >
          <FlagIcon className={compact ? 'size-3.5' : 'size-4'} />
          {t(`button.${targetType}`)}
          {context ? <span className="sr-only"> ({context})</span> : null}
        </button>
      )}
      <DialogShell
        open={open}
        onOpenChange={change}
        busy={report.isPending}
        title={t(`dialog.title.${targetType}`)}
        description={t('dialog.description')}
        closeLabel={t('dialog.close')}
      >
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <fieldset aria-describedby={missingReason ? `${id}-reason-error` : undefined}>
            <legend className="text-sm font-medium text-slate-900">{t('dialog.reason')}</legend>
            <div className="mt-2 space-y-1.5">
              {REPORT_REASONS.map((value) => (
                <label
                  key={value}
                  className="flex items-start gap-2.5 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                >
                  <input
                    id={`${id}-reason-${value}`}
                    type="radio"
                    name={`${id}-reason`}
                    value={value}
                    checked={reason === value}
                    onChange={() => {
                      setReason(value);
                      setMissingReason(false);
                    }}
                    className="mt-0.5 size-4 accent-accent-700"
                  />
                  {t(`reasons.${value}`)}
                </label>
              ))}
            </div>
            {missingReason ? (
              <p id={`${id}-reason-error`} className="mt-1 text-sm text-red-700">
                {t('dialog.reasonRequired')}
              </p>
            ) : null}
          </fieldset>
          <div>
            <label htmlFor={`${id}-details`} className="text-sm font-medium text-slate-900">
              {t('dialog.details')}
            </label>
            <textarea
              id={`${id}-details`}
              value={details}
              onChange={(event) => setDetails(event.target.value)}
              maxLength={REPORT_DETAILS_MAX}
              rows={4}
              aria-describedby={`${id}-details-hint`}
              className={`mt-1 ${controlClass} ${controlState(false)}`}
            />
            <p id={`${id}-details-hint`} className="mt-1 text-xs text-slate-600">
              {t('dialog.detailsHint', { max: REPORT_DETAILS_MAX })}
            </p>
          </div>
          {report.isError ? (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {problemText(tErrors, report.error, t('dialog.error'))}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <DialogClose className={buttonClasses('secondary', 'md')} disabled={report.isPending}>
              {t('dialog.cancel')}
            </DialogClose>
            <button type="submit" disabled={report.isPending} className={buttonClasses('primary', 'md')}>
              {report.isPending ? <ButtonSpinner /> : null}
              {report.isPending ? t('dialog.sending') : t('dialog.submit')}
            </button>
          </div>
        </form>
      </DialogShell>
    </>
  );
}
