import { MESSAGE_MAX } from '@inkwell/domain/limits';
import { characterCount } from '@inkwell/domain/messages/message.schema';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button.ts';

/** The counter shows once a message nears the limit. */
const COUNTER_FROM = MESSAGE_MAX - 500;
const MAX_HEIGHT_PX = 160;

interface MessageComposerProps {
  text: string;
  onChange: (text: string) => void;
  /** Asked to send the text as it stands; the page decides (blank text is not sent). */
  onSend: () => void;
  sending: boolean;
}

/**
 * docs/product.md#messages: Enter sends, Shift+Enter makes a new line (and Enter while an input method is
 * composing a character stays with it). The field grows with the text up to a few lines.
 */
export function MessageComposer({ text, onChange, onSend, sending }: MessageComposerProps) {
  const { t } = useTranslation('messages');
  const hintId = useId();
  const field = useRef<HTMLTextAreaElement>(null);
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
      className="border-t border-slate-200 bg-white p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
        // Send disables itself once the field is empty: the writing goes on in the field.
        field.current?.focus();
      }}
    >
      <div className="flex items-end gap-2 sm:gap-3">
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
            className="block max-h-40 min-h-11 w-full resize-none rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/30 sm:text-sm"
          />
        </label>
        <button type="submit" disabled={blank || sending} className={buttonClasses('primary', 'md', 'px-4 sm:px-5')}>
          {sending ? t('chat.sending') : t('chat.send')}
        </button>
      </div>
      <p id={hintId} className="mt-1.5 flex justify-between gap-3 text-xs text-slate-600">
        <span className="hidden sm:inline">{t('chat.hint')}</span>
        {length >= COUNTER_FROM ? (
          <span className={`ml-auto tabular-nums ${length > MESSAGE_MAX ? 'font-semibold text-red-700' : ''}`}>
            {t('chat.length', { length, max: MESSAGE_MAX })}
          </span>
        ) : null}
      </p>
    </form>
  );
}
