import type { ReactNode } from 'react';
import { controlClass, controlState } from './styles.ts';

export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  id: string;
  label: string;
  /** Shown after the label, e.g. "(optional)". */
  note?: string;
  hint?: ReactNode;
  error?: string;
  children: (control: ControlProps) => ReactNode;
}

/** A label, the control, a hint and an error, wired together with for/id and aria-describedby. */
export function Field({ id, label, note, hint, error, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {note ? (
          <>
            {' '}
            <span className="font-normal text-slate-500">({note})</span>
          </>
        ) : null}
      </label>
      {children({
        id,
        className: `${controlClass} ${controlState(Boolean(error))}`,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
      })}
      {error ? (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path
              fillRule="evenodd"
              d={
                'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 ' +
                '0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z'
              }
              clipRule="evenodd"
            />
          </svg>
          <span>{error}</span>
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-sm text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
