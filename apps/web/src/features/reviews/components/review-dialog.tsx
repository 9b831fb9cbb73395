import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { CloseIcon } from '../../../components/ui/icons.tsx';
import { useBodyScrollLock } from '../../../components/use-body-scroll-lock.ts';
import { ButtonSpinner } from '../../../components/ui/button-spinner.tsx';

interface ReviewDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** While the review is sent the dialog cannot be closed. */
  pending: boolean;
  /** The field that takes the focus when the dialog opens. */
  initialFocusId: string;
  /**
   * Where the focus goes on closing when the button that opened the dialog is gone (the order moved
   * on); otherwise the focus goes back to that button.
   */
  focusOnClose?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * The modal frame of the review forms (aria-modal, titled and described, focus kept inside and given
 * back on closing, Escape and Close). Like the other dialogs it draws its own backdrop instead of
 * Dialog.Overlay, whose scroll lock injects a <style> the Content Security Policy refuses (decision 008).
 */
export function ReviewDialog({ open, onOpenChange, title, description, pending, initialFocusId, focusOnClose, children }: ReviewDialogProps) {
  const { t } = useTranslation('reviews');
  // The button that opened the dialog (it is opened from outside, not by a Dialog.Trigger).
  const opener = useRef<HTMLElement | null>(null);
  useBodyScrollLock(open);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 bg-slate-900/40 motion-safe:animate-fade-in" aria-hidden="true" />
        <Dialog.Content
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            document.getElementById(initialFocusId)?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = focusOnClose?.() ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl focus:outline-none sm:p-6"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold text-slate-900">{title}</Dialog.Title>
            <Dialog.Close
              disabled={pending}
              aria-label={t('close')}
              className="-mt-1.5 -mr-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50"
            >
              <CloseIcon className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm break-words text-slate-600">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

interface ReviewDialogActionsProps {
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}

/** Cancel and the submit button (a spinner and a live status while sending). */
export function ReviewDialogActions({ pending, submitLabel, pendingLabel }: ReviewDialogActionsProps) {
  const { t } = useTranslation('reviews');
  return (
    <>
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        <Dialog.Close type="button" disabled={pending} className={buttonClasses('secondary', 'md')}>
          {t('cancel')}
        </Dialog.Close>
        <button type="submit" disabled={pending} className={buttonClasses('primary', 'md', 'disabled:cursor-wait')}>
          {pending ? <ButtonSpinner /> : null}
          {pending ? pendingLabel : submitLabel}
        </button>
      </div>
      <p role="status" className="sr-only">
        {pending ? pendingLabel : ''}
      </p>
    </>
  );
}
