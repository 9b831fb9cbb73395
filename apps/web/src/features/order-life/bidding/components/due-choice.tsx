import { BID_DUE_AT_MIN_HOURS, bidDueAtAllowed } from '@inkwell/domain/bids/bid.rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, controlState } from '../../../../components/form/styles.ts';
import { readerTimeZone } from '../../../../lib/format.ts';

export type DueMode = 'days' | 'instant';

/**
 * The instant a datetime-local value names in the reader's time zone, when it is one the gig allows
 * (at least BID_DUE_AT_MIN_HOURS ahead, within its delivery time); null otherwise.
 */
export function allowedDueAt(local: string, deliveryTime: number, now = new Date()): Date | null {
  if (!local) return null;
  const dueAt = new Date(local);
  return Number.isNaN(dueAt.getTime()) || !bidDueAtAllowed(dueAt, deliveryTime, now) ? null : dueAt;
}

interface DueChoiceProps {
  mode: DueMode;
  onMode: (mode: DueMode) => void;
  local: string;
  onLocal: (value: string) => void;
  /** The sentence when the chosen date and hour is not allowed (null while fine or not checked yet). */
  error: string | null;
  deliveryTime: number;
  /** The days field, shown when the buyer counts in days. */
  days: ReactNode;
}

/**
 * When the work is due, as the buyer thinks of it: in days (the gig's way), or by a date and hour in
 * their own time zone, named (sent as an instant; the order is due then).
 */
export function DueChoice({ mode, onMode, local, onLocal, error, deliveryTime, days }: DueChoiceProps) {
  const { t } = useTranslation('bid');
  return (
    <fieldset className="space-y-2">
      <legend className="block text-sm font-medium text-slate-800">{t('due.legend')}</legend>
      <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        {(['days', 'instant'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name="bid-due-mode"
              value={value}
              checked={mode === value}
              onChange={() => onMode(value)}
              className="size-4 accent-accent-700"
            />
            {t(`due.${value}`)}
          </label>
        ))}
      </div>
      {/* The days field stays in the form (hidden) so the form keeps its value when the buyer switches back. */}
      <div hidden={mode !== 'days'}>{days}</div>
      {mode === 'days' ? null : (
        <div className="space-y-1.5">
          <label htmlFor="bid-due-at" className="block text-sm font-medium text-slate-800">
            {t('due.instantLabel', { zone: readerTimeZone() })}
          </label>
          <input
            id="bid-due-at"
            type="datetime-local"
            value={local}
            onChange={(event) => onLocal(event.target.value)}
            aria-invalid={error !== null}
            aria-describedby="bid-due-at-hint"
            className={`${controlClass} ${controlState(error !== null)}`}
          />
          <p id="bid-due-at-hint" className={`text-sm ${error ? 'text-red-700' : 'text-slate-500'}`}>
            {error ?? t('due.instantHint', { hours: BID_DUE_AT_MIN_HOURS, count: deliveryTime })}
          </p>
        </div>
      )}
    </fieldset>
  );
}
