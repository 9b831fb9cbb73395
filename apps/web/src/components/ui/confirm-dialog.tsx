import type { ReactNode } from 'react';
import { buttonClasses } from './button.ts';
import { DialogClose, DialogShell } from './dialog-shell.tsx';

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
 * A confirmation for something that cannot be undone (role
 * alertdialog; focus starts on Cancel; Escape and Cancel close it).
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
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      role="alertdialog"
      size="sm"
      title={title}
      description={description}
    >
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <DialogClose className={buttonClasses('secondary', 'md')} disabled={pending}>
          {cancelLabel}
        </DialogClose>
        <button
          type="button"
          onClick={onConfirm}
          disabled={pending}
          className={buttonClasses(
            'primary',
            'md',
            'bg-red-700 hover:bg-red-800 focus-visible:outline-red-700 disabled:cursor-wait',
          )}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </DialogShell>
  );
}
