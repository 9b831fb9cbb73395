import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useBodyScrollLock } from '../use-body-scroll-lock.ts';
import { buttonClasses } from './button.ts';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  pending?: boolean;
  /** Why the last attempt failed, shown inside the dialog. */
  error?: string | null;
}

/**
 * A confirmation for something that cannot be undone (role alertdialog; focus starts on Cancel;
 * Escape and Cancel close it). Like the mobile menu, it draws its own backdrop instead of
 * Dialog.Overlay, whose scroll lock injects a <style> element the Content Security Policy refuses
 * (docs/decisions/008).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  error,
}: ConfirmDialogProps) {
  useBodyScrollLock(open);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 bg-slate-900/40 motion-safe:animate-fade-in" aria-hidden="true" />
        <Dialog.Content
          role="alertdialog"
          aria-modal="true"
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 text-sm leading-relaxed text-slate-600">{description}</div>
          </Dialog.Description>
          {error ? (
            <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Dialog.Close className={buttonClasses('secondary', 'md')} disabled={pending}>
              {cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className={buttonClasses('primary', 'md', 'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700 disabled:cursor-wait')}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
