import type { Message } from '@inkwell/domain/messages/message.schema';
import { Fragment, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import { ContactMaskedNotice, MaskedText } from '../../../components/contact-masking.tsx';
import { buttonClasses } from '../../../components/ui/button.ts';
import { ReportButton } from '../../reports/index.ts';
import { MessageFiles } from './message-files.tsx';

/** Older messages load when the reader scrolls this close to the top. */
const LOAD_EARLIER_WITHIN_PX = 120;
/** The log follows new messages when the reader is this close to the bottom. */
const FOLLOW_WITHIN_PX = 160;

interface MessageLogProps {
  /** Oldest first. */
  messages: Message[];
  viewerId: string;
  otherName: string;
  /** Whether the other person has read the conversation (the receipt under the viewer's last message). */
  otherRead: boolean;
  earlier: { has: boolean; loading: boolean; failed: boolean; load: () => void };
  children?: ReactNode;
}

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The conversation, oldest at the top. It opens at the newest message and follows new ones while the
 * reader is at the bottom (or when they sent it); scrolling near the top, or the button there, loads
 * older pages without moving what the reader is looking at. A day line separates the days.
 */
export function MessageLog({ messages, viewerId, otherName, otherRead, earlier, children }: MessageLogProps) {
  const { t, i18n } = useTranslation('messages');
  const box = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const seen = useRef<{ oldest?: string; newest?: string; height: number }>({ height: 0 });
  const oldest = messages[0];
  const newest = messages.at(-1);
  const time = new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const lastOwn = [...messages].reverse().find((message) => message.userId === viewerId);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = seen.current;
    if (newest?._id !== before.newest) {
      if (before.newest === undefined || atBottom.current || newest?.userId === viewerId)
        element.scrollTop = element.scrollHeight;
    } else if (oldest?._id !== before.oldest) {
      element.scrollTop += element.scrollHeight - before.height;
    }
    seen.current = { oldest: oldest?._id, newest: newest?._id, height: element.scrollHeight };
  }, [oldest?._id, newest?._id, newest?.userId, viewerId]);

  const onScroll = () => {
    const element = box.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_WITHIN_PX;
    seen.current.height = element.scrollHeight;
    if (element.scrollTop < LOAD_EARLIER_WITHIN_PX && earlier.has && !earlier.loading && !earlier.failed)
      earlier.load();
  };

  return (
    <div ref={box} onScroll={onScroll} className="min-h-0 flex-1 overflow-y-auto bg-slate-50/70 px-3 py-4 sm:px-5">
      {earlier.has ? (
        <div className="mb-4 flex justify-center">
          <button
            type="button"
            onClick={earlier.load}
            disabled={earlier.loading}
            className={buttonClasses('secondary', 'sm', 'disabled:cursor-wait')}
          >
            {earlier.loading ? t('chat.loadingEarlier') : t('chat.loadEarlier')}
          </button>
        </div>
      ) : (
        <p className={`text-center text-slate-600 ${messages.length === 0 ? 'mt-[20vh] text-sm' : 'mb-4 text-xs'}`}>
          {t('chat.start', { name: otherName })}
        </p>
      )}
      {earlier.failed ? (
        <div className="mb-4">
          <FormAlert tone="error">{t('chat.earlierFailed')}</FormAlert>
        </div>
      ) : null}
      {children}
      <div role="log" aria-label={t('chat.log', { name: otherName })}>
        <ol className="space-y-2">
          {messages.map((message, index) => {
            const mine = message.userId === viewerId;
            const newDay = index === 0 || dayOf(message.createdAt) !== dayOf(messages[index - 1]?.createdAt ?? '');
            return (
              <Fragment key={message._id}>
                {newDay ? (
                  <li aria-hidden="true" className="flex items-center gap-3 py-2 text-xs font-medium text-slate-600">
                    <span className="h-px flex-1 bg-slate-200" />
                    {day.format(new Date(message.createdAt))}
                    <span className="h-px flex-1 bg-slate-200" />
                  </li>
                ) : null}
                <li className={`flex flex-col ${mine ? 'items-end' : 'items-start'}`}>
                  <span className="sr-only">{mine ? t('chat.you') : otherName}: </span>
                  <div
                    className={
                      `max-w-[85%] rounded-2xl px-3.5 py-2 text-sm sm:max-w-[75%] ` +
                      `${message.files.length > 0 ? 'w-80 sm:w-96' : ''} ` +
                      `${
                        mine
                          ? 'rounded-br-md bg-accent-700 text-white'
                          : 'rounded-bl-md border border-slate-200 bg-white text-slate-900'
                      }`
                    }
                  >
                    <p className="leading-relaxed whitespace-pre-wrap wrap-anywhere">
                      <MaskedText text={message.desc} />
                    </p>
                    <MessageFiles files={message.files} mine={mine} />
                  </div>
                  {message.masked ? (
                    <ContactMaskedNotice
                      writer={mine}
                      className={`mt-1 max-w-[85%] px-1 sm:max-w-[75%] ${mine ? 'text-right' : ''}`}
                    />
                  ) : null}
                  <span className="mt-1 px-1 text-xs text-slate-600">
                    <time dateTime={message.createdAt}>{time.format(new Date(message.createdAt))}</time>
                    {message === lastOwn ? <> · {otherRead ? t('chat.seen') : t('chat.sent')}</> : null}
                    {mine ? null : (
                      <>
                        {' · '}
                        <ReportButton
                          compact
                          targetType="message"
                          targetId={message._id}
                          ownerId={message.userId}
                          context={`${otherName}, ${time.format(new Date(message.createdAt))}`}
                        />
                      </>
                    )}
                  </span>
                </li>
              </Fragment>
            );
          })}
        </ol>
      </div>
    </div>
  );
}
