import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useBodyScrollLock } from '../use-body-scroll-lock.ts';
import { CloseIcon } from './icons.tsx';

/** Closes the dialog it is in: Cancel buttons, and the links of a side sheet (with `asChild`). */
export const DialogClose = Dialog.Close;

/** How wide a centred dialog is: a confirmation, a form, the Place Bid form. */
const WIDTHS = {
  sm: 'w-[min(28rem,calc(100vw-2rem))] p-6',
  md: 'w-[min(32rem,calc(100vw-2rem))] p-5 sm:p-6',
  lg: 'w-[min(34rem,calc(100vw-2rem))] p-5 sm:p-6',
} as const;

const CENTRED =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 ' +
  '-translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none';
const SIDE =
  'fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col overflow-y-auto bg-white shadow-xl focus:outline-none';

interface DialogShellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Said under the title and read with it; a dialog without one says so to Radix. */
  description?: ReactNode;
  /** `alertdialog` for what cannot be undone (focus starts on its first button, Cancel). */
  role?: 'dialog' | 'alertdialog';
  /** While something is being sent, Escape, the close button and Cancel do nothing. */
  busy?: boolean;
  /** The name of a close button beside the title; without it the dialog closes by Escape and its own buttons. */
  closeLabel?: string;
  /** `side` slides in from the left edge (the small screens' menus); the others are centred, of three widths. */
  size?: keyof typeof WIDTHS | 'side';
  /** The button that opens the dialog, when the dialog owns it (the side sheets). */
  trigger?: ReactNode;
  /** The element that takes the focus on opening; else the first one that can. */
  initialFocus?: () => HTMLElement | null | undefined;
  /**
   * Where the focus goes on closing when the element that opened the dialog is gone (the order moved
   * on, the bid was placed); otherwise it goes back to that element.
   */
  finalFocus?: () => HTMLElement | null | undefined;
  children: ReactNode;
}

/**
 * The one frame of every dialog (Radix Dialog): modal (aria-modal, the rest of the page inert, the
 * focus kept inside), titled and described, Escape closes it unless `busy`, the focus given back on
 * closing, and the page behind kept from scrolling. It draws its own backdrop instead of
 * Dialog.Overlay, whose scroll lock injects a <style> element that the Content Security Policy
 * (style-src 'self') refuses (docs/decisions/008): useBodyScrollLock sets the body's style by script.
 */
export function DialogShell(props: DialogShellProps) {
  const {
    open,
    onOpenChange,
    title,
    description,
    role = 'dialog',
    busy = false,
    closeLabel,
    size = 'md',
    trigger,
    initialFocus,
    finalFocus,
    children,
  } = props;
  // The element that had the focus when the dialog opened (often opened from outside, not by a trigger).
  const opener = useRef<HTMLElement | null>(null);
  useBodyScrollLock(open);
  const side = size === 'side';

  const close = closeLabel ? (
    <Dialog.Close
      disabled={busy}
      aria-label={closeLabel}
      className={
        side
          ? 'inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100'
          : '-mt-1.5 -mr-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg ' +
            'text-slate-600 hover:bg-slate-100 hover:text-slate-900 disabled:opacity-50'
      }
    >
      <CloseIcon className="size-5" />
    </Dialog.Close>
  ) : null;
  const titleClass = side
    ? 'flex items-center gap-2 text-lg font-bold text-slate-900'
    : closeLabel
      ? 'text-xl font-semibold text-slate-900'
      : 'text-lg font-semibold text-slate-900';

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Dialog.Portal>
        <div className="fixed inset-0 z-50 bg-slate-900/40 motion-safe:animate-fade-in" aria-hidden="true" />
        <Dialog.Content
          role={role}
          aria-modal="true"
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            const target = initialFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = finalFocus?.() ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
          className={side ? SIDE : `${CENTRED} ${WIDTHS[size]}`}
        >
          {side ? (
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <Dialog.Title className={titleClass}>{title}</Dialog.Title>
              {close}
            </div>
          ) : close ? (
            <div className="flex items-start justify-between gap-4">
              <Dialog.Title className={titleClass}>{title}</Dialog.Title>
              {close}
            </div>
          ) : (
            <Dialog.Title className={titleClass}>{title}</Dialog.Title>
          )}
          {description === undefined ? null : (
            <Dialog.Description asChild>
              <div className={`text-sm break-words text-slate-600 ${closeLabel ? 'mt-1' : 'mt-2 leading-relaxed'}`}>
                {description}
              </div>
            </Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
