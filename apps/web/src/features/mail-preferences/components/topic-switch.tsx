import type { MailTopic } from '@inkwell/domain/mail/mail.schema';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '../../../components/ui/icons.tsx';

export type SaveState = { state: 'saving' } | { state: 'saved' } | { state: 'failed'; message: string };

interface TopicSwitchProps {
  topic: MailTopic;
  on: boolean;
  save: SaveState | undefined;
  onChange: (on: boolean) => void;
}

/** One mail topic: what it is, its on/off switch, and whether its last change was saved. */
export function TopicSwitch({ topic, on, save, onChange }: TopicSwitchProps) {
  const { t } = useTranslation('mailPrefs');
  const id = `mail-topic-${topic}`;
  return (
    <li className="flex items-start justify-between gap-4 py-4">
      <div className="min-w-0 space-y-0.5">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {t(`topics.${topic}.label`)}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {t(`topics.${topic}.hint`)}
        </p>
        <p aria-live="polite" className="text-sm">
          {save?.state === 'saving' ? <span className="text-slate-600">{t('status.saving')}</span> : null}
          {save?.state === 'saved' ? (
            <span className="inline-flex items-center gap-1 text-emerald-800">
              <CheckIcon className="size-4" aria-hidden="true" />
              {t('status.saved')}
            </span>
          ) : null}
          {save?.state === 'failed' ? (
            <span role="alert" className="text-red-700">
              {save.message}
            </span>
          ) : null}
        </p>
      </div>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby={`${id}-hint`}
        onClick={() => onChange(!on)}
        className={
          `relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center ` +
          `rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 ` +
          `focus-visible:outline-accent-600 ${on ? 'bg-accent-700' : 'bg-slate-500'}`
        }
      >
        <span
          aria-hidden="true"
          className={
            `inline-block size-5 rounded-full bg-white shadow-sm transition-transform ` +
            `${on ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5'}`
          }
        />
      </button>
    </li>
  );
}
