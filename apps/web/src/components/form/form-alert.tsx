import { useEffect, useRef, type ReactNode } from 'react';

interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

const TONES = {
  error: 'border-red-200 bg-red-50 text-red-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-accent-200 bg-accent-50 text-accent-900',
} as const;

/**
 * A message above a form: errors are announced at once (alert), success and notices politely (status).
 * An error also scrolls into view, since the button that caused it sits at the bottom of the form.
 * Give it a new key for each failure so a repeated failure scrolls again.
 */
export function FormAlert({ tone, children }: FormAlertProps) {
  const error = tone === 'error';
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [error]);
  return (
    <div
      ref={box}
      role={error ? 'alert' : 'status'}
      className={`flex scroll-mt-36 items-start gap-2.5 rounded-lg border px-3.5 py-3 text-sm ${TONES[tone]}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
        {error || tone === 'info' ? (
          <path
            fillRule="evenodd"
            d={
              'M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 ' +
              '0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z'
            }
            clipRule="evenodd"
          />
        ) : (
          <path
            fillRule="evenodd"
            d={
              'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.86-9.81a.75.75 0 0 0-1.22-.88l-3.24 ' +
              '4.5-1.63-1.63a.75.75 0 1 0-1.06 1.06l2.25 2.25a.75.75 0 0 0 1.14-.09l3.76-5.21Z'
            }
            clipRule="evenodd"
          />
        )}
      </svg>
      <p>{children}</p>
    </div>
  );
}
