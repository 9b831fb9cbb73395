import { OPERATOR_NOTE_MAX } from '@inkwell/domain/integrity/integrity.constants';
import type { ReportCase } from '@inkwell/domain/integrity/report.schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../components/form/styles.ts';
import { buttonClasses } from '../../../components/ui/button.ts';
import { problemText } from '../../../lib/problem-text.ts';
import { useOperatorAction, type OperatorAction } from '../api/operator-actions.ts';

/**
 * What an operator can do about a report: dismiss its item's open reports, hide the gig (or show it
 * again), suspend the person with a message they will read when they try to sign in (or lift it).
 * Each action is written to the audit log with the note.
 */
export function CaseActions({ item }: { item: ReportCase }) {
  const { t } = useTranslation('reports');
  const { t: tErrors } = useTranslation('errors');
  const id = useId();
  const [note, setNote] = useState('');
  const [message, setMessage] = useState('');
  const [missingMessage, setMissingMessage] = useState(false);
  const [done, setDone] = useState<OperatorAction['kind'] | null>(null);
  const action = useOperatorAction();
  const reportId = item.report._id;
  const { gig, user } = item;

  const run = (next: OperatorAction) => {
    setDone(null);
    action.mutate(next, {
      onSuccess: () => {
        setDone(next.kind);
        setNote('');
        setMessage('');
      },
    });
  };

  const suspend = (event: FormEvent) => {
    event.preventDefault();
    if (!user) return;
    if (message.trim() === '') {
      setMissingMessage(true);
      document.getElementById(`${id}-message`)?.focus();
      return;
    }
    run({ kind: 'suspend', userId: user._id, reportId, note: message });
  };

  const suspendable = user && !user.deleted && !user.isOperator;
  return (
    <section
      aria-labelledby="case-actions-title"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5"
    >
      <h2 id="case-actions-title" className="text-lg font-semibold text-slate-900">
        {t('actions.title')}
      </h2>
      {done ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {t(`actions.done.${done}`)}
        </p>
      ) : null}
      {action.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {problemText(tErrors, action.error, t('actions.error'))}
        </p>
      ) : null}
      <div>
        <label htmlFor={`${id}-note`} className="text-sm font-medium text-slate-900">
          {t('actions.note')}
        </label>
        <textarea
          id={`${id}-note`}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={OPERATOR_NOTE_MAX}
          rows={3}
          className={`mt-1 ${controlClass} ${controlState(false)}`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {item.report.status === 'open' ? (
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => run({ kind: 'dismiss', reportId, note })}
            className={buttonClasses('secondary', 'md')}
          >
            {t('actions.dismiss')}
          </button>
        ) : null}
        {gig && !gig.deleted && gig.hiddenReason !== 'operator' ? (
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => run({ kind: 'hide', gigId: gig._id, reportId, note })}
            className={buttonClasses('primary', 'md', 'bg-red-700 hover:bg-red-800')}
          >
            {t('actions.hide')}
          </button>
        ) : null}
        {gig && !gig.deleted && gig.hiddenReason === 'operator' ? (
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => run({ kind: 'unhide', gigId: gig._id, reportId, note })}
            className={buttonClasses('secondary', 'md')}
          >
            {t('actions.unhide')}
          </button>
        ) : null}
        {suspendable && user.suspendedAt ? (
          <button
            type="button"
            disabled={action.isPending}
            onClick={() => run({ kind: 'unsuspend', userId: user._id, reportId, note })}
            className={buttonClasses('secondary', 'md')}
          >
            {t('actions.unsuspend')}
          </button>
        ) : null}
      </div>
      {suspendable && !user.suspendedAt ? (
        <form onSubmit={suspend} noValidate className="space-y-2 border-t border-slate-200 pt-4">
          <h3 className="text-base font-semibold text-slate-900">
            {t('actions.suspendTitle', { username: user.username })}
          </h3>
          <label htmlFor={`${id}-message`} className="block text-sm font-medium text-slate-900">
            {t('actions.message')}
          </label>
          <textarea
            id={`${id}-message`}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setMissingMessage(false);
            }}
            required
            aria-required="true"
            aria-invalid={missingMessage || undefined}
            aria-describedby={`${id}-message-hint${missingMessage ? ` ${id}-message-error` : ''}`}
            maxLength={OPERATOR_NOTE_MAX}
            rows={3}
            className={`${controlClass} ${controlState(missingMessage)}`}
          />
          <p id={`${id}-message-hint`} className="text-xs text-slate-600">
            {t('actions.messageHint')}
          </p>
          {missingMessage ? (
            <p id={`${id}-message-error`} className="text-sm text-red-700">
              {t('actions.messageRequired')}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={action.isPending}
            className={buttonClasses('primary', 'md', 'bg-red-700 hover:bg-red-800')}
          >
            {t('actions.suspend')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
