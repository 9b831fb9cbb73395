import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../../components/ui/icons.tsx';

/**
 * docs/product.md#user-facing-sentences: "Message sent" shows
 * about 1.8 s; a failure stays until dismissed or the next send.
 */
export const SENT_TOAST_MS = 1800;

export interface ToastState {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

export function useToast() {
  const [toast, setToast] = useState<ToastState | null>(null);
  const next = useRef(0);
  const show = useCallback((tone: ToastState['tone'], text: string) => {
    next.current += 1;
    setToast({ id: next.current, tone, text });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, show, dismiss };
}

/**
 * A toast at the bottom of the window. The live region is always there, so a screen reader hears
 * each new text: politely for success, at once for a failure.
 */
export function Toast({ toast, onDismiss }: { toast: ToastState | null; onDismiss: () => void }) {
  const { t } = useTranslation('messages');
  useEffect(() => {
    if (toast?.tone !== 'success') return;
    const timer = setTimeout(onDismiss, SENT_TOAST_MS);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-20 z-50 flex flex-col items-center px-4">
      <div role="status">
        {toast?.tone === 'success' ? (
          <p
            key={toast.id}
            className={
              'pointer-events-auto rounded-lg bg-slate-900 px-4 py-2.5 text-sm ' +
              'font-medium text-white shadow-lg motion-safe:animate-fade-in'
            }
          >
            {toast.text}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {toast?.tone === 'error' ? (
          <div
            key={toast.id}
            className={
              'pointer-events-auto flex max-w-md items-start gap-3 rounded-lg border border-red-200 ' +
              'bg-red-50 py-2.5 pr-2 pl-4 text-sm text-red-900 shadow-lg motion-safe:animate-fade-in'
            }
          >
            <p className="py-0.5">{toast.text}</p>
            <button
              type="button"
              onClick={onDismiss}
              className={
                'inline-flex size-7 shrink-0 items-center justify-center rounded-md text-red-800 ' +
                'hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-700'
              }
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">{t('toast.dismiss')}</span>
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
