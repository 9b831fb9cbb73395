import { MESSAGE_MAX } from '@inkwell/domain/limits';
import { characterCount } from '@inkwell/domain/messages/message.schema';
import { MESSAGE_FILES_MAX } from '@inkwell/domain/orders/order.rules';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES } from '@inkwell/domain/uploads/upload.rules';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';
import { formatFileSize } from '../../../lib/format.ts';
import type { Attachments } from '../use-attachments.ts';
import { AttachmentChips } from './attachment-chips.tsx';

/** The counter shows once a message nears the limit. */
const COUNTER_FROM = MESSAGE_MAX - 500;
const MAX_HEIGHT_PX = 160;

interface MessageComposerProps {
  text: string;
  onChange: (text: string) => void;
  /** Asked to send the text as it stands; the page decides (blank text is not sent). */
  onSend: () => void;
  sending: boolean;
  /** The files attached to the message (useAttachments). */
  attachments: Attachments;
}

/** A paperclip, drawn as the shared icons are (decorative). */
function PaperclipIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path d="m21.4 11.1-9.2 9.2a6 6 0 0 1-8.5-8.5l9.2-9.2a4 4 0 0 1 5.7 5.7l-9.2 9.2a2 2 0 0 1-2.8-2.8l8.5-8.5" />
    </svg>
  );
}

/**
 * docs/product.md#messages: Enter sends, Shift+Enter makes a new line (and Enter while an input method is
 * composing a character stays with it). The field grows with the text up to a few lines. The
 * paperclip attaches up to MESSAGE_FILES_MAX documents, shown as chips above the field.
 */
export function MessageComposer({ text, onChange, onSend, sending, attachments }: MessageComposerProps) {
  const { t, i18n } = useTranslation('messages');
  const hintId = useId();
  const filesHintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const full = attachments.items.length >= MESSAGE_FILES_MAX;
  const withFiles = attachments.items.length > 0;
  const length = characterCount(text);
  const blank = text.trim() === '';

  useLayoutEffect(() => {
    const box = field.current;
    if (!box) return;
    // Empty, it keeps one line (a long placeholder would otherwise make it grow).
    if (text === '') {
      box.style.height = '';
      return;
    }
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [text]);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    onSend();
  };

  return (
    <form
      className="border-t border-slate-200 bg-white px-2 py-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        // Send disables itself once the field is empty: the writing goes on in the field.
        field.current?.focus();
      }}
    >
      <AttachmentChips items={attachments.items} onRemove={attachments.remove} onRetry={attachments.retry} />
      {attachments.refused > 0 ? (
        <p role="alert" className="mb-2 text-xs font-medium text-red-700">
          {t('files.tooMany', { count: attachments.refused, max: MESSAGE_FILES_MAX })}
        </p>
      ) : null}
      <div className="flex items-end gap-1 sm:gap-3">
        <input
          ref={picker}
          type="file"
          multiple
          accept={DOCUMENT_ACCEPT}
          tabIndex={-1}
          aria-hidden="true"
          className="hidden"
          onChange={(event) => {
            attachments.add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          onClick={() => picker.current?.click()}
          disabled={full}
          aria-describedby={filesHintId}
          className={
            'inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 ' +
            'transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 ' +
            'focus-visible:outline-offset-2 focus-visible:outline-accent-600 ' +
            'disabled:cursor-not-allowed disabled:opacity-50 sm:size-11'
          }
        >
          <PaperclipIcon className="size-5" />
          <span className="sr-only">{t('files.attach')}</span>
        </button>
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t('chat.label')}</span>
          <textarea
            ref={field}
            rows={1}
            value={text}
            onChange={(event) => onChange(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={t('chat.placeholder')}
            aria-describedby={hintId}
            className={
              'block max-h-40 min-h-11 w-full resize-none rounded-lg border border-slate-300 bg-white px-3 ' +
              'py-2.5 sm:px-3.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600 ' +
              'focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30 sm:text-sm'
            }
          />
        </label>
        <button type="submit" disabled={blank || sending} className={buttonClasses('primary', 'md', 'px-4 sm:px-5')}>
          {sending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      <p id={hintId} className="mt-1.5 flex justify-between gap-3 text-xs text-slate-600">
        <span id={filesHintId} className={withFiles ? undefined : 'sr-only'}>
          {t(full ? 'files.full' : 'files.hint', {
            max: MESSAGE_FILES_MAX,
            size: formatFileSize(DOCUMENT_MAX_BYTES, i18n.language),
          })}
          {withFiles && blank ? <> {t('files.needText')}</> : null}
        </span>
        {withFiles ? null : <span className="hidden sm:inline">{t('chat.hint')}</span>}
        {length >= COUNTER_FROM ? (
          <span className={`ml-auto tabular-nums ${length > MESSAGE_MAX ? 'font-semibold text-red-700' : ''}`}>
            {t('chat.length', { length, max: MESSAGE_MAX })}
          </span>
        ) : null}
      </p>
    </form>
  );
}
